/**
 * Features of a vector file (Shapefile, zipped or not, GeoJSON, GeoPackage) as GeoJSON geometries in the file's
 * own coordinates, with their attributes and the CRS the file declares. Readers: shpjs for .shp/.dbf (its
 * reprojection is not used: a .prj it cannot read must be an error, not unprojected coordinates), but-unzip for
 * .zip, sql.js (SQLite compiled to WebAssembly, shipped in its npm package) and wkx for GeoPackage.
 */
import { readFile } from 'node:fs/promises';
import { basename, extname } from 'node:path';
import { iter } from 'but-unzip';
import { parseDbf, parseShp } from 'shpjs';
import { crsOf, WGS84 } from './crs.js';
import { VectorFileError, type Geometry, type VectorLayer } from './vectorLayer.js';

export { VectorFileError, type Geometry, type VectorFeature, type VectorLayer } from './vectorLayer.js';

/** Reads a Shapefile (.shp with its .dbf/.prj/.cpg, or a .zip holding them), GeoJSON or GeoPackage. */
export async function readVectorFile(path: string, options: { layer?: string } = {}): Promise<VectorLayer> {
  const ext = extname(path).toLowerCase();
  let bytes: Buffer;
  try {
    bytes = await readFile(path);
  } catch (e) {
    throw new VectorFileError(
      `${path}: cannot be read (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`,
    );
  }
  if (ext === '.shp') return shapefileLayer(path, await shapefileParts(path, bytes));
  if (ext === '.zip') return shapefileLayer(path, await zipParts(path, bytes, options.layer));
  if (ext === '.geojson' || ext === '.json') return geojsonLayer(path, bytes);
  if (ext === '.gpkg') return (await import('./geopackage.js')).geopackageLayer(path, bytes, options.layer);
  throw new VectorFileError(
    `${path}: not a Shapefile (.shp, .zip), GeoJSON (.geojson, .json) or GeoPackage (.gpkg)`,
  );
}

/** The files of one shapefile. */
interface ShapefileParts {
  readonly shp: Uint8Array;
  readonly dbf?: Uint8Array;
  readonly prj?: string;
  readonly cpg?: string;
  readonly name: string;
}

async function optional(path: string): Promise<Buffer | undefined> {
  try {
    return await readFile(path);
  } catch {
    return undefined;
  }
}

/** The .dbf, .prj and .cpg beside a .shp (any case of the extension). */
async function shapefileParts(path: string, shp: Buffer): Promise<ShapefileParts> {
  const stem = path.slice(0, -4);
  const sibling = async (e: string) => (await optional(stem + e)) ?? (await optional(stem + e.toUpperCase()));
  const [dbf, prj, cpg] = await Promise.all([sibling('.dbf'), sibling('.prj'), sibling('.cpg')]);
  return { shp, dbf, prj: prj?.toString('utf8'), cpg: cpg?.toString('utf8'), name: basename(path) };
}

/** The parts of the shapefile inside a zip (the one named by `layer` when it holds several). */
async function zipParts(path: string, bytes: Buffer, layer?: string): Promise<ShapefileParts> {
  const files = new Map<string, Uint8Array>();
  for (const entry of iter(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength))) {
    if (entry.filename.includes('__MACOSX')) continue;
    files.set(entry.filename, await entry.read());
  }
  const stems = [...files.keys()].filter((n) => n.toLowerCase().endsWith('.shp')).map((n) => n.slice(0, -4));
  const wanted = layer === undefined ? stems : stems.filter((s) => basename(s) === layer || s === layer);
  if (wanted.length !== 1)
    throw new VectorFileError(
      stems.length === 0
        ? `${path}: the zip holds no .shp file`
        : `${path}: the zip holds ${stems.length === 1 ? 'no layer ' + layer : `${stems.length} shapefiles (${stems.join(', ')}): name one with --layer`}`,
    );
  const stem = wanted[0];
  const find = (e: string) =>
    [...files.entries()].find(([n]) => n.toLowerCase() === (stem + e).toLowerCase())?.[1];
  const text = (b: Uint8Array | undefined) => (b ? new TextDecoder().decode(b) : undefined);
  return {
    shp: find('.shp')!,
    dbf: find('.dbf'),
    prj: text(find('.prj')),
    cpg: text(find('.cpg')),
    name: `${basename(path)}:${stem}.shp`,
  };
}

function shapefileLayer(path: string, parts: ShapefileParts): VectorLayer {
  let geometries: unknown[];
  let records: Record<string, unknown>[] = [];
  try {
    geometries = parseShp(new DataView(parts.shp.buffer, parts.shp.byteOffset, parts.shp.byteLength));
    if (parts.dbf)
      records = parseDbf(
        new DataView(parts.dbf.buffer, parts.dbf.byteOffset, parts.dbf.byteLength),
        parts.cpg,
      );
  } catch (e) {
    throw new VectorFileError(`${path}: not a readable shapefile (${(e as Error).message})`);
  }
  if (!parts.dbf)
    throw new VectorFileError(`${path}: the shapefile has no .dbf (its attributes, where the IDs are)`);
  const features = geometries.map((g, i) => ({
    number: i + 1,
    geometry: (g ?? null) as Geometry | null,
    properties: records[i] ?? {},
  }));
  const crs = parts.prj?.trim() ? crsOf(parts.prj, `${parts.name}'s .prj`) : null;
  return {
    path,
    features,
    crs,
    crsSource: crs ? '.prj' : 'no .prj file',
    fields: Object.keys(records[0] ?? {}),
  };
}

function geojsonLayer(path: string, bytes: Buffer): VectorLayer {
  let doc: {
    type?: string;
    features?: unknown[];
    crs?: { properties?: { name?: string } };
    geometry?: unknown;
  };
  try {
    doc = JSON.parse(bytes.toString('utf8')) as typeof doc;
  } catch (e) {
    throw new VectorFileError(`${path}: not JSON (${(e as Error).message})`);
  }
  const raw =
    doc.type === 'FeatureCollection'
      ? (doc.features ?? [])
      : doc.type === 'Feature'
        ? [doc]
        : [{ geometry: doc, properties: {} }];
  const features = raw.map((f, i) => {
    const feature = f as { geometry?: Geometry | null; properties?: Record<string, unknown> | null };
    return { number: i + 1, geometry: feature.geometry ?? null, properties: feature.properties ?? {} };
  });
  const name = doc.crs?.properties?.name;
  // RFC 7946: GeoJSON without a crs member is WGS 84 longitude/latitude.
  const crs = name ? crsOf(name, `${basename(path)}'s crs member`) : WGS84;
  const fields = [...new Set(features.flatMap((f) => Object.keys(f.properties)))];
  return {
    path,
    features,
    crs,
    crsSource: name ? `GeoJSON crs member ${name}` : 'GeoJSON without a crs member: WGS 84 (RFC 7946)',
    fields,
  };
}
