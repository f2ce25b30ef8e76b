/**
 * GeoPackage features through sql.js (SQLite as WebAssembly, inside its npm package: nothing to build or
 * download) and wkx (the geometry's WKB after the GeoPackage header). The CRS is the layer's
 * gpkg_spatial_ref_sys definition (WKT), or its EPSG code when the definition is "undefined".
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import initSqlJs from 'sql.js';
import wkx from 'wkx';
import { crsOf, type Crs } from './crs.js';
import { VectorFileError, type Geometry, type VectorLayer } from './vectorLayer.js';

const require = createRequire(import.meta.url);

/** The WKB inside a GeoPackage geometry blob: after 'GP', version, flags, SRS id and the envelope. */
function wkbOf(blob: Uint8Array): Buffer | null {
  if (blob.length < 8 || blob[0] !== 0x47 || blob[1] !== 0x50) return null;
  const flags = blob[3];
  if (flags & 0x10) return null; // the empty-geometry flag
  const envelope = [0, 32, 48, 48, 64][(flags >> 1) & 0x07];
  if (envelope === undefined) return null;
  return Buffer.from(blob.buffer, blob.byteOffset + 8 + envelope, blob.length - 8 - envelope);
}

/** The features of one layer of a GeoPackage (the one named by `layer` when it has several). */
export async function geopackageLayer(path: string, bytes: Buffer, layer?: string): Promise<VectorLayer> {
  const wasmDir = dirname(require.resolve('sql.js/dist/sql-wasm.wasm'));
  const SQL = await initSqlJs({ locateFile: (f) => join(wasmDir, f) });
  let db;
  try {
    db = new SQL.Database(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  } catch (e) {
    throw new VectorFileError(`${path}: not an SQLite file (${(e as Error).message})`);
  }
  try {
    let layers: unknown[][];
    try {
      layers = db.exec('SELECT table_name, column_name, srs_id FROM gpkg_geometry_columns')[0]?.values ?? [];
    } catch {
      throw new VectorFileError(`${path}: not a GeoPackage (no gpkg_geometry_columns table)`);
    }
    const chosen = layer === undefined ? layers : layers.filter((l) => l[0] === layer);
    if (chosen.length !== 1)
      throw new VectorFileError(
        layers.length === 0
          ? `${path}: the GeoPackage has no feature layer`
          : chosen.length === 0
            ? `${path}: no layer ${layer} (layers: ${layers.map((l) => l[0]).join(', ')})`
            : `${path}: ${layers.length} feature layers (${layers.map((l) => l[0]).join(', ')}): name one with --layer`,
      );
    const [table, column, srsId] = chosen[0] as [string, string, number];
    const srs = db.prepare(
      'SELECT definition, organization, organization_coordsys_id FROM gpkg_spatial_ref_sys WHERE srs_id = ?',
    );
    srs.bind([srsId]);
    let crs: Crs | null = null;
    let crsSource = `srs_id ${srsId} not in gpkg_spatial_ref_sys`;
    if (srs.step()) {
      const [definition, org, code] = srs.get() as [string, string, number];
      if (definition && definition.trim() !== 'undefined')
        crs = crsOf(definition, `${path} layer ${table}'s CRS`);
      else if (org && code > 0) crs = crsOf(`${org}:${code}`, `${path} layer ${table}'s CRS`);
      crsSource = crs ? `gpkg_spatial_ref_sys srs_id ${srsId}` : `srs_id ${srsId} is undefined`;
    }
    srs.free();
    const quoted = (n: string) => `"${n.replace(/"/g, '""')}"`;
    const stmt = db.prepare(`SELECT * FROM ${quoted(table)}`);
    const names = stmt.getColumnNames();
    const geomAt = names.indexOf(column);
    const features = [];
    for (let number = 1; stmt.step(); number++) {
      const row = stmt.get();
      const properties: Record<string, unknown> = {};
      names.forEach((n, i) => {
        if (i !== geomAt) properties[n] = row[i];
      });
      const blob = row[geomAt];
      const wkb = blob instanceof Uint8Array ? wkbOf(blob) : null;
      let geometry: Geometry | null = null;
      if (wkb) {
        try {
          geometry = wkx.Geometry.parse(wkb).toGeoJSON() as Geometry;
        } catch (e) {
          throw new VectorFileError(
            `${path}: feature ${number} of ${table} has an unreadable geometry (${(e as Error).message})`,
          );
        }
      }
      features.push({ number, geometry, properties });
    }
    stmt.free();
    return { path, features, crs, crsSource, fields: names.filter((_, i) => i !== geomAt) };
  } finally {
    db.close();
  }
}
