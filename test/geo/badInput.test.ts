/**
 * `rvkit gridweights` on wrong input: each problem a message that says what and where (file, feature, ID,
 * longitude and latitude), exit code 1, and no output file; a self-intersecting polygon repaired with a
 * warning; the same weights from a GeoPackage as from GeoJSON.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import initSqlJs from 'sql.js';
import { createRequire } from 'node:module';
import { gridweightsCommand } from '../../src/cli/commands/gridweights.js';
import { call } from '../cli/call.js';
import { sharedCorpus } from '../paths.js';
import { hruPolygons, regularGridWithBounds, writePolygons } from './synthetic.js';

const SAMPLE = join(sharedCorpus, 'Ouranosinc__raven-testdata/raven-routing-sample');

describe('rvkit gridweights on wrong input', () => {
  const dir = mkdtempSync(join(tmpdir(), 'rvkit-geo-bad-'));
  const grid = regularGridWithBounds(dir);
  const good = hruPolygons(grid.centre);
  const out = join(dir, 'weights.rvt');
  const run = (polygons: string, ...more: string[]) =>
    call(gridweightsCommand, [polygons, grid.path, '--id', 'HRU_ID', '-o', out, ...more]);

  it('names an HRU no cell covers, where it lies and where the grid is; writes nothing', async () => {
    const far = [
      ...good,
      {
        id: 7,
        rings: [
          [
            [
              [-60, 10],
              [-59.9, 10],
              [-59.9, 10.1],
              [-60, 10.1],
              [-60, 10],
            ],
          ],
        ],
      },
    ] as typeof good;
    const r = await run(writePolygons(join(dir, 'far.geojson'), far));
    expect(r.code).toBe(1);
    expect(r.err).toContain(
      'HRU 7 (feature 7): error: lies at -59.9500, 10.0500 (lon, lat), where no cell of',
    );
    expect(r.err).toContain('the grid spans longitude -76.000 to -74.900, latitude 46.600 to 47.500');
    expect(r.err).toContain('nothing written');
    expect(existsSync(out)).toBe(false);
  });

  it('refuses a grid that covers an HRU in part, unless --allow-partial', async () => {
    const edge = [
      ...good,
      {
        id: 8,
        rings: [
          [
            [
              [-76.1, 47],
              [-75.9, 47],
              [-75.9, 47.1],
              [-76.1, 47.1],
              [-76.1, 47],
            ],
          ],
        ],
      },
    ] as typeof good;
    const file = writePolygons(join(dir, 'edge.geojson'), edge);
    const r = await run(file);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/HRU 8 \(feature 7\): error: the grid .* covers only 50\.\d% of it/);
    expect(existsSync(out)).toBe(false);
    const ok = await run(file, '--allow-partial');
    expect(ok.code).toBe(0);
    expect(ok.err).toMatch(/HRU 8 \(feature 7\): warning: .* its weights are scaled to sum to 1/);
    expect(readFileSync(out, 'latin1')).toMatch(/:NumberHRUs 7\n/);
  });

  it('says which attributes there are when the ID attribute is missing, and which IDs repeat', async () => {
    const file = writePolygons(join(dir, 'hrus.geojson'), good);
    const missing = await call(gridweightsCommand, [file, grid.path, '--id', 'HRUID']);
    expect(missing.code).toBe(1);
    expect(missing.err).toContain('has no attribute HRUID (attributes: HRU_ID, SubId, DowSubId, Obs_NM)');
    const repeated = await call(gridweightsCommand, [file, grid.path, '--id', 'SubId']);
    expect(repeated.code).toBe(1);
    expect(repeated.err).toContain(
      'SubId 101 is not unique (features 1, 2): give the attribute of a unique ID, or --dissolve',
    );
    const dissolved = await call(gridweightsCommand, [file, grid.path, '--id', 'SubId', '--dissolve']);
    expect(dissolved.code).toBe(0);
    expect(dissolved.out).toMatch(/:NumberHRUs 3\n/);
  });

  it('refuses polygons without a CRS unless --crs gives it', async () => {
    execFileSync('unzip', [
      '-q',
      '-o',
      join(SAMPLE, 'finalcat_hru_info.zip'),
      '-x',
      '*.prj',
      '*.qpj',
      '-d',
      join(dir, 'noprj'),
    ]);
    const shp = join(dir, 'noprj', 'finalcat_hru_info.shp');
    const vic = join(SAMPLE, 'VIC_streaminputs.nc');
    const target = join(dir, 'nocrs.rvt');
    const r = await call(gridweightsCommand, [shp, vic, '--id', 'HRU_ID', '-o', target]);
    expect(r.code).toBe(1);
    expect(r.err).toContain('declares no coordinate reference system (no .prj file): give it with --crs');
    expect(existsSync(target)).toBe(false);
    const given = await call(gridweightsCommand, [shp, vic, '--id', 'HRU_ID', '--crs', 'EPSG:4326', '-q']);
    expect(given.code).toBe(0);
    const withPrj = await call(gridweightsCommand, [
      join(SAMPLE, 'finalcat_hru_info.zip'),
      vic,
      '--id',
      'HRU_ID',
      '-q',
    ]);
    expect(given.out.split('\n').slice(2)).toEqual(withPrj.out.split('\n').slice(2));
  });

  it('refuses a grid of polygons without a CRS unless --grid-crs gives it, and names a missing --cell-id', async () => {
    const ott = join(dir, 'ott');
    execFileSync('unzip', ['-q', '-o', join(SAMPLE, 'OTT_sub.zip'), '-x', '*.prj', '-d', ott]);
    const wkt = execFileSync('unzip', ['-p', join(SAMPLE, 'OTT_sub.zip'), 'OTT_sub.prj'], {
      encoding: 'latin1',
    });
    const hrus = join(SAMPLE, 'finalcat_hru_info.zip');
    const target = join(dir, 'ott.rvt');
    const args = [hrus, join(ott, 'OTT_sub.shp'), '--id', 'HRU_ID', '--allow-partial'];
    const r = await call(gridweightsCommand, [...args, '-o', target]);
    expect(r.code).toBe(1);
    expect(r.err).toContain(
      'OTT_sub.shp: error: declares no coordinate reference system (no .prj file): give it with --grid-crs',
    );
    expect(existsSync(target)).toBe(false);
    const cell = await call(gridweightsCommand, [
      ...args,
      '--grid-crs',
      wkt,
      '--cell-id',
      'CELL',
      '-o',
      target,
    ]);
    expect(cell.code).toBe(1);
    // With --grid-crs the CRS is no longer missing: only the cell attribute is.
    expect(cell.err).not.toContain('declares no coordinate reference system');
    expect(cell.err).toContain('has no cell-number attribute CELL (attributes: ');
    expect(existsSync(target)).toBe(false);
  });

  it('repairs a self-intersecting polygon and says where it crossed itself', async () => {
    const [x, y] = grid.centre;
    const bowtie = [
      ...good,
      {
        id: 9,
        rings: [
          [
            [
              [x - 0.3, y - 0.25],
              [x - 0.1, y - 0.15],
              [x - 0.3, y - 0.15],
              [x - 0.1, y - 0.25],
              [x - 0.3, y - 0.25],
            ],
          ],
        ],
      },
    ] as typeof good;
    const r = await run(writePolygons(join(dir, 'bowtie.geojson'), bowtie));
    expect(r.code).toBe(0);
    expect(r.err).toMatch(
      /feature 7 \(HRU_ID 9\): warning: invalid polygon: 1 self-intersection, the first at -75\.6500, 46\.8500 \(lon, lat\); repaired/,
    );
    const rows = readFileSync(out, 'latin1')
      .split('\n')
      .filter((l) => l.startsWith('  9 '));
    expect(rows.reduce((s, l) => s + Number(l.split(' ')[4]), 0)).toBeCloseTo(1, 12);
  });

  it('reads a GeoPackage (its CRS from gpkg_spatial_ref_sys) to the same weights as GeoJSON', async () => {
    const geojson = writePolygons(join(dir, 'same.geojson'), good);
    const SQL = await initSqlJs({
      locateFile: (f) => join(createRequire(import.meta.url).resolve('sql.js/dist/sql-wasm.wasm'), '..', f),
    });
    const db = new SQL.Database();
    db.exec(`CREATE TABLE gpkg_spatial_ref_sys (srs_name TEXT, srs_id INTEGER, organization TEXT, organization_coordsys_id INTEGER, definition TEXT);
      INSERT INTO gpkg_spatial_ref_sys VALUES ('WGS 84', 4326, 'EPSG', 4326, 'GEOGCS["WGS 84",DATUM["WGS_1984",SPHEROID["WGS 84",6378137,298.257223563]],PRIMEM["Greenwich",0],UNIT["degree",0.0174532925199433]]');
      CREATE TABLE gpkg_geometry_columns (table_name TEXT, column_name TEXT, geometry_type_name TEXT, srs_id INTEGER, z INTEGER, m INTEGER);
      INSERT INTO gpkg_geometry_columns VALUES ('hrus', 'geom', 'MULTIPOLYGON', 4326, 0, 0);
      CREATE TABLE hrus (fid INTEGER PRIMARY KEY, geom BLOB, HRU_ID INTEGER);`);
    const insert = db.prepare('INSERT INTO hrus (geom, HRU_ID) VALUES (?, ?)');
    for (const p of good) {
      // GeoPackage header: 'GP', version 0, flags (little-endian, no envelope), SRS id; then WKB MultiPolygon.
      const buf = Buffer.alloc(1 << 16);
      let o = 0;
      buf.write('GP', o);
      o += 2;
      buf.writeUInt8(0, o++);
      buf.writeUInt8(1, o++);
      buf.writeInt32LE(4326, o);
      o += 4;
      buf.writeUInt8(1, o++);
      buf.writeUInt32LE(6, o);
      o += 4;
      buf.writeUInt32LE(p.rings.length, o);
      o += 4;
      for (const rings of p.rings) {
        buf.writeUInt8(1, o++);
        buf.writeUInt32LE(3, o);
        o += 4;
        buf.writeUInt32LE(rings.length, o);
        o += 4;
        for (const r of rings) {
          buf.writeUInt32LE(r.length, o);
          o += 4;
          for (const [lx, ly] of r) {
            buf.writeDoubleLE(lx, o);
            buf.writeDoubleLE(ly, o + 8);
            o += 16;
          }
        }
      }
      insert.bind([new Uint8Array(buf.subarray(0, o)), p.id]);
      insert.step();
      insert.reset();
    }
    insert.free();
    const gpkg = join(dir, 'hrus.gpkg');
    writeFileSync(gpkg, db.export());
    const a = await call(gridweightsCommand, [geojson, grid.path, '--id', 'HRU_ID', '-q']);
    const b = await call(gridweightsCommand, [gpkg, grid.path, '--id', 'HRU_ID', '-q']);
    expect(b.code).toBe(0);
    expect(b.out.split('\n').slice(2)).toEqual(a.out.split('\n').slice(2));
  });
});
