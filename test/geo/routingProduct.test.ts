/**
 * Models from the BasinMaker routing product: the .rvh and .rvp commands rvkit makes from an HRU table equal
 * those BasinMaker 3.1's own GenerateRavenInput writes (run in the reference environment) on the Lièvre product
 * (2.x columns), and those the 2020 BasinMaker wrote for the Routing_product_V1 example (1.x columns, in the
 * shared corpus) wherever the two BasinMaker versions agree; the missing value -1.2345 is reported.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import '../../src/models/index.js';
import type { Command } from '../../src/ast/nodes.js';
import { classFor } from '../../src/models/modelClass/registry.js';
import { parseRv } from '../../src/parser/parseRv.js';
import { routingProductModel } from '../../src/geo/basinmaker/routingProduct.js';
import { GeoInputError } from '../../src/geo/messages.js';
import { readVectorFile } from '../../src/geo/vectorFile.js';
import type { VectorLayer } from '../../src/geo/vectorLayer.js';
import { sharedCorpus } from '../paths.js';
import { runReference } from './referenceSide.js';

const SAMPLE = join(sharedCorpus, 'Ouranosinc__raven-testdata/raven-routing-sample');
const V1_OUTPUT = join(
  sharedCorpus,
  'dustming__basinmaker/Toolbox_QGIS__tests__testdata__Routing_product_V1__RavenInput',
);

/** Every command of an RV file that has a typed model, as plain JSON, by command name. */
function commandsOf(path: string, fileType: 'rvh' | 'rvp'): Map<string, unknown[]> {
  const doc = parseRv(readFileSync(path, 'latin1'), { fileType });
  const out = new Map<string, unknown[]>();
  for (const item of doc.items) {
    if (item.kind !== 'command') continue;
    const node = item as Command;
    const name = node.line.words[0].text;
    const binding = classFor(fileType, name);
    if (!binding) continue;
    const model = binding.cls.fromRv(node) as { toJSON(): unknown };
    out.set(name, [...(out.get(name) ?? []), JSON.parse(JSON.stringify(model.toJSON())) as unknown]);
  }
  return out;
}

/** The rows of a table command's JSON (a list, or an object holding it as root). */
function rowsOf<T>(v: unknown): T[] {
  return Array.isArray(v) ? (v as T[]) : (v as { root: T[] }).root;
}

function json(v: { toJSON(): unknown }): unknown {
  return JSON.parse(JSON.stringify(v.toJSON())) as unknown;
}

/** A copy of the product's table with some values replaced (the features keep their geometry). */
function withValues(
  layer: VectorLayer,
  change: (p: Record<string, unknown>, i: number) => void,
): VectorLayer {
  return {
    ...layer,
    features: layer.features.map((f, i) => {
      const properties = { ...f.properties };
      change(properties, i);
      return { ...f, properties };
    }),
  };
}

describe('models from the BasinMaker routing product', () => {
  it("equals BasinMaker 3.1's own GenerateRavenInput on the Lièvre product (2.x columns)", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rvkit-bm-'));
    execFileSync('unzip', ['-q', join(SAMPLE, 'lievre_hrus_v21.zip'), '-d', dir]);
    const written = runReference<Record<string, string>>('basinmaker_side.py', {
      shapefile: join(dir, 'lievre_hrus_v21.shp'),
      out: join(dir, 'out'),
    });
    const model = routingProductModel(await readVectorFile(join(SAMPLE, 'lievre_hrus_v21.zip')));
    expect(model.version).toBe('2.x');
    const rvh = commandsOf(written['model.rvh'], 'rvh');
    const lakes = commandsOf(written['Lakes.rvh'], 'rvh');
    const channels = commandsOf(written['channel_properties.rvp'], 'rvp');
    // gauge_id is no Raven column (never written): rvkit keeps the product's gauge name there.
    const noGaugeId = (v: unknown) =>
      rowsOf<Record<string, unknown>>(v).map(({ gauge_id: _, ...rest }) => rest);
    expect(noGaugeId(json(model.subBasins))).toEqual(noGaugeId(rvh.get(':SubBasins')![0]));
    expect(
      rowsOf<{ gauge_id: string }>(json(model.subBasins))
        .filter((s) => s.gauge_id !== '')
        .map((s) => s.gauge_id),
    ).toEqual(['02LE015', '02LE013', '02LE024']);
    expect(json(model.hrus)).toEqual(rvh.get(':HRUs')![0]);
    expect(model.groups.map(json)).toEqual(rvh.get(':SubBasinGroup'));
    expect(model.reservoirs.map(json)).toEqual(lakes.get(':Reservoir'));
    expect(model.channelProfiles.map(json)).toEqual(channels.get(':ChannelProfile'));
    expect(model.reservoirs.length).toBeGreaterThan(100);
  });

  it('gives what the 2020 BasinMaker wrote for its Routing_product_V1 example (1.x columns)', async () => {
    const model = routingProductModel(await readVectorFile(join(SAMPLE, 'finalcat_hru_info.zip')));
    expect(model.version).toBe('1.x');
    const rvh = commandsOf(join(V1_OUTPUT, 'Mytest_model.rvh'), 'rvh');
    const lakes = commandsOf(join(V1_OUTPUT, 'Lakes.rvh'), 'rvh');
    type Sub = { subbasin_id: number; downstream_id: number; reach_length: number; gauged: boolean };
    const subs = (s: unknown) =>
      rowsOf<Sub>(s).map((r) => [r.subbasin_id, r.downstream_id, r.reach_length, r.gauged]);
    const theirs = subs(rvh.get(':SubBasins')![0]);
    const ours = subs(json(model.subBasins));
    // The 2020 writer printed full precision, 3.1 rounds to 4 decimals; the order of rows is the same.
    expect(ours.map((r) => [r[0], r[1], r[3]])).toEqual(theirs.map((r) => [r[0], r[1], r[3]]));
    ours.forEach((r, i) => expect(r[2] as number).toBeCloseTo(theirs[i][2] as number, 4));
    type Hru = Record<string, number | string>;
    const hrus = (h: unknown) => rowsOf<Hru>(h);
    const theirHrus = hrus(rvh.get(':HRUs')![0]);
    hrus(json(model.hrus)).forEach((h, i) => {
      for (const k of ['hru_id', 'subbasin_id', 'land_use_class', 'veg_class', 'soil_profile'])
        expect(h[k]).toEqual(theirHrus[i][k]);
      for (const k of ['area', 'elevation', 'latitude', 'longitude', 'slope'])
        expect(h[k] as number).toBeCloseTo(theirHrus[i][k] as number, 3);
    });
    type Res = {
      name: string;
      subbasin_id: number;
      hru_id: number;
      crest_width: number;
      max_depth: number;
      lake_area: number;
    };
    const res = (list: unknown[]) =>
      (list as Res[]).map((r) => [r.name, r.subbasin_id, r.hru_id, r.crest_width, r.max_depth, r.lake_area]);
    expect(res(model.reservoirs.map(json))).toEqual(res(lakes.get(':Reservoir')!));
  });

  it('reports the missing value -1.2345 where it would reach a lake, and writes nothing', async () => {
    const layer = await readVectorFile(join(SAMPLE, 'lievre_hrus_v21.zip'));
    const firstLake = layer.features.findIndex((f) => Number(f.properties.HRU_IsLake) > 0);
    const broken = withValues(layer, (p, i) => {
      if (i === firstLake) p.BkfWidth = -1.2345;
    });
    let error: unknown;
    try {
      routingProductModel(broken);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(GeoInputError);
    const lake = layer.features[firstLake].properties;
    expect((error as Error).message).toContain(
      `lake ${lake.HyLakeId} (HRU ${lake.HRU_ID}, subbasin ${lake.SubId}, feature ${firstLake + 1}): its crest width (BkfWidth) is BasinMaker's missing value -1.2345`,
    );
  });

  it('says which missing values it replaces as BasinMaker does, and which it leaves unused', async () => {
    const layer = await readVectorFile(join(SAMPLE, 'lievre_hrus_v21.zip'));
    const river = layer.features.findIndex(
      (f) => Number(f.properties.RivLength) > 1000 && Number(f.properties.Lake_Cat) <= 0,
    );
    const lakeSub = layer.features.findIndex((f) => Number(f.properties.Lake_Cat) > 0);
    const model = routingProductModel(
      withValues(layer, (p, i) => {
        if (i === river) p.RivSlope = -1.2345;
        if (i === lakeSub) p.RivLength = -1.2345;
      }),
    );
    const text = model.messages.map((m) => `${m.severity}: ${m.message}`).join('\n');
    expect(text).toContain(
      `warning: missing value -1.2345 replaced as BasinMaker does (bed slope 0.000001, bankfull width and depth 1 m): ${String(layer.features[river].properties.SubId)} slope`,
    );
    expect(text).toMatch(/note: \d+ subbasins? without a reach .* carry the missing value -1\.2345/);
  });
});
