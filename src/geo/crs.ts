/**
 * Coordinate reference systems and reprojection, through proj4js: a CRS is given as WKT (a shapefile's .prj, a
 * GeoPackage's gpkg_spatial_ref_sys), a PROJ string, or one of the EPSG codes defined here. No EPSG database is
 * bundled: another code is refused with the way to give its definition, never guessed.
 */
import proj4 from 'proj4';

/** A coordinate reference system: its definition (WKT or PROJ string) and a name for messages. */
export interface Crs {
  readonly definition: string;
  readonly name: string;
}

/** WGS 84 longitude/latitude. */
export const WGS84: Crs = { definition: '+proj=longlat +datum=WGS84 +no_defs', name: 'EPSG:4326 (WGS 84)' };

/**
 * WGS 84 / North Pole LAEA Canada: the equal-area plane where the reference library and derive_grid_weights.py
 * intersect cells and polygons, and rvkit's default for the same weights. Lambert's azimuthal projection keeps
 * areas on the whole ellipsoid; shapes far from the pole are sheared, which a local plane (--area-crs) avoids.
 */
export const NORTH_POLE_LAEA: Crs = {
  definition: '+proj=laea +lat_0=90 +lon_0=-100 +x_0=0 +y_0=0 +datum=WGS84 +units=m +no_defs',
  name: 'EPSG:3573 (WGS 84 / North Pole LAEA Canada)',
};

/** The EPSG codes known without a database: the geographic ones of North American data, and EPSG:3573. */
const EPSG: Readonly<Record<string, string>> = {
  '4326': WGS84.definition,
  '4269': '+proj=longlat +datum=NAD83 +no_defs',
  '4617': '+proj=longlat +ellps=GRS80 +towgs84=0,0,0,0,0,0,0 +no_defs',
  '4267': '+proj=longlat +datum=NAD27 +no_defs',
  '3573': NORTH_POLE_LAEA.definition,
  '3857':
    '+proj=merc +a=6378137 +b=6378137 +lat_ts=0 +lon_0=0 +x_0=0 +y_0=0 +k=1 +units=m +nadgrids=@null +no_defs',
};

/**
 * Datum shifts to WGS 84 that proj4js does not know and PROJ (GDAL, QGIS, pyproj) applies, by the datum name a
 * WKT gives: without them, NAD83(CSRS) coordinates land about a metre from where the reference library puts them.
 * Helmert parameters in proj4's position-vector convention (EPSG's coordinate-frame rotations negated).
 */
const DATUM_SHIFTS: readonly { test: RegExp; params: readonly number[]; name: string }[] = [
  {
    test: /^nad83_?\(?csrs|^nad83_canadian_spatial_reference_system/,
    params: [-0.991, 1.9072, 0.5129, 0.0257899075194932, 0.0096500989602704, 0.0116599432323421, 0],
    name: 'EPSG:1946, NAD83(CSRS) to WGS 84 (2)',
  },
];

let defined = 0;

/** A CRS problem: an unknown code or a definition proj4js cannot read. */
export class CrsError extends Error {}

/**
 * A CRS from what a file or a user gives: `EPSG:n` (or `urn:ogc:def:crs:EPSG::n`), `CRS84`, a PROJ string or WKT.
 */
export function crsOf(text: string, where = 'the CRS'): Crs {
  const t = text.trim();
  const crs84 = /^(urn:ogc:def:crs:OGC:1\.3:)?CRS84$/i.test(t) || /^OGC:CRS84$/i.test(t);
  if (crs84) return WGS84;
  const epsg = /^(?:urn:ogc:def:crs:EPSG:[\d.]*:|EPSG:)(\d+)$/i.exec(t);
  if (epsg) {
    const def = EPSG[epsg[1]];
    if (def === undefined)
      throw new CrsError(
        `${where} is EPSG:${epsg[1]}, which rvkit does not know without a database (it knows ${Object.keys(
          EPSG,
        )
          .map((c) => `EPSG:${c}`)
          .join(', ')}): give its WKT or PROJ definition with --crs`,
      );
    return epsg[1] === '4326'
      ? WGS84
      : epsg[1] === '3573'
        ? NORTH_POLE_LAEA
        : { definition: def, name: `EPSG:${epsg[1]}` };
  }
  try {
    // Registered under a name of its own, so that a datum shift can be added to the parsed definition.
    const key = `rvkit:crs${++defined}`;
    proj4.defs(key, t);
    const def = proj4.defs(key) as unknown as {
      projName?: string;
      name?: string;
      title?: string;
      datumCode?: string;
      datum_params?: number[];
    };
    if (!def?.projName) throw new Error('no projection');
    let name = def.name ?? def.title ?? (t.length > 60 ? `${t.slice(0, 57)}...` : t);
    const shift = DATUM_SHIFTS.find((d) => d.test.test((def.datumCode ?? '').toLowerCase()));
    if (shift && !def.datum_params) {
      def.datum_params = [...shift.params];
      name += ` (to WGS 84 by ${shift.name}, as PROJ does)`;
    }
    return { definition: key, name };
  } catch (e) {
    throw new CrsError(`${where} cannot be read as a CRS (${(e as Error).message}): ${t.slice(0, 120)}`);
  }
}

/** A function projecting x, y pairs in place from one CRS to another. */
export type Projector = (xy: Float64Array) => void;

/** The projector from `from` to `to`; throws a CrsError when proj4js cannot build it. */
export function projector(from: Crs, to: Crs): Projector {
  let convert: proj4.Converter;
  try {
    convert = proj4(from.definition, to.definition);
  } catch (e) {
    throw new CrsError(`cannot reproject from ${from.name} to ${to.name}: ${(e as Error).message}`);
  }
  if (from.definition === to.definition) return () => undefined;
  const point = [0, 0];
  return (xy) => {
    for (let i = 0; i < xy.length; i += 2) {
      point[0] = xy[i];
      point[1] = xy[i + 1];
      const out = convert.forward(point) as number[];
      xy[i] = out[0];
      xy[i + 1] = out[1];
    }
  };
}
