/**
 * Series values decoded when first read (modelClass/deferred.ts), on the Nith benchmark model (three gauges
 * with :MultiData, observations with :ObservationData): the values read are the ones the text holds, a model
 * whose values were read but not changed (or copied) saves byte for byte, and a value changed in place is
 * saved.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import '../../../src/index.js'; // the public face: loads every model and attaches Config.load
import { Config } from '../../../src/models/sections/config.js';
import type { TimeSeries } from '../../../src/models/shapes/timeSeries.js';
import { configSources, isUnchanged } from '../../../src/project/configLoad.js';
import { readSeriesRows } from '../../../src/models/shapes/seriesRows.js';
import type { Command as Node, Rows } from '../../../src/ast/nodes.js';
import { copyCorpusModel, rvFilesUnder, sharedCorpus } from '../../paths.js';

const NITH_DIR = 'CSHS-CWRA__RavenHydroFramework/benchmarking___InputFiles__Nith';
const NITH = join(sharedCorpus, NITH_DIR);
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

function copy(): string {
  const d = mkdtempSync(join(tmpdir(), 'rvkit-deferred-'));
  dirs.push(d);
  return copyCorpusModel(NITH_DIR, d); // writable: a read-only file is never saved over
}

function texts(dir: string): Map<string, string> {
  return new Map(rvFilesUnder(dir).map((p) => [p.slice(dir.length + 1), readFileSync(p, 'latin1')]));
}

type Multi = { values: Float64Array[]; parameters: string[]; count: number; copy(): Multi };
type Obs = { series: TimeSeries };

/** The command node of the first entry of a field. */
function nodeOf(config: Config, field: string): Node {
  for (const f of configSources(config)!.files)
    for (const e of f.entries) if (e.binding?.field === field) return e.item as Node;
  throw new Error(`no ${field}`);
}

describe('series values decoded when read', () => {
  it('reads the values the text holds (as a full decode of the rows does)', async () => {
    const config = await Config.load(join(NITH, 'Nith.rvi'));
    const c = config as unknown as { multi_data: Multi[]; observation_data: Obs[] };
    const multi = c.multi_data[0];
    const rows = nodeOf(config, 'multi_data').body!.filter((i): i is Rows => i.kind === 'rows');
    const all = readSeriesRows(rows, true).values;
    const k = multi.parameters.length;
    expect(multi.count * k).toBe(all.length);
    for (let col = 0; col < k; col++)
      expect(Array.from(multi.values[col])).toEqual(Array.from(all.filter((_, i) => i % k === col)));
    const obs = c.observation_data[0].series;
    const obsRows = nodeOf(config, 'observation_data').body!.filter((i): i is Rows => i.kind === 'rows');
    expect(Array.from(obs.values)).toEqual(Array.from(readSeriesRows(obsRows, true).values));
    expect(obs.count).toBeGreaterThan(100);
  });

  it('saves byte for byte after the values were read, and after a copy', async () => {
    const dir = copy();
    const before = texts(dir);
    const config = await Config.load(join(dir, 'Nith.rvi'));
    const c = config as unknown as { multi_data: Multi[]; observation_data: Obs[] };
    void c.multi_data[0].values[0][0];
    void c.observation_data[0].series.values.length;
    c.multi_data[1] = c.multi_data[1].copy();
    // Each still counts as the loaded value (saving prints its text as it was).
    const bindings = configSources(config)!.files.flatMap((f) => f.entries.map((e) => e.binding));
    for (const b of bindings.filter((x) => x?.field === 'multi_data'))
      expect(isUnchanged(b!, c.multi_data[b!.at as number])).toBe(true);
    await config.writeRv(dir, undefined, true);
    expect(texts(dir)).toEqual(before);
  });

  it('saves a value changed in place, on the lines of its series only', async () => {
    const dir = copy();
    const before = texts(dir);
    const config = await Config.load(join(dir, 'Nith.rvi'));
    const c = config as unknown as { multi_data: Multi[] };
    const col = c.multi_data[0].values[0];
    col[0] = col[0] + 1000;
    const binding = configSources(config)!
      .files.flatMap((f) => f.entries.map((e) => e.binding))
      .find((b) => b?.field === 'multi_data' && b.at === 0)!;
    expect(isUnchanged(binding, c.multi_data[0])).toBe(false);
    await config.writeRv(dir, undefined, true);
    const after = texts(dir);
    const changed = [...after].filter(([k, v]) => before.get(k) !== v).map(([k]) => k);
    expect(changed).toHaveLength(1);
    const again = await Config.load(join(dir, 'Nith.rvi'));
    const back = (again as unknown as { multi_data: Multi[] }).multi_data;
    expect(back.map((m) => m.values[0][0])).toEqual(c.multi_data.map((m) => m.values[0][0]));
  });
});
