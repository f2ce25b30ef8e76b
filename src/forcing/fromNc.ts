/**
 * The spec's `from_nc` constructors: models built from what a NetCDF file says (specs.ts), with the caller's
 * extra fields (kwds, by field name or Raven alias; the alias wins) overriding the inferred ones.
 */
import { fieldsOf } from '../models/modelClass/field.js';
import type { ModelClass } from '../models/modelClass/types.js';
import { ForcingTypeValues } from '../models/options/forcing.js';
import { Data } from '../models/rvt/data.js';
import { Gauge } from '../models/rvt/gauge.js';
import { GriddedForcing } from '../models/rvt/griddedForcing.js';
import { GridWeights } from '../models/rvt/gridWeights.js';
import { ObservationData } from '../models/rvt/observationData.js';
import { ReadFromNetCDF } from '../models/rvt/readFromNetCDF.js';
import { StationForcing } from '../models/rvt/stationForcing.js';
import { forcingPath, ncSpecs, openForcingFile, specsOf, type NcSpecs } from './specs.js';
import { RAVEN_UNITS } from './units.js';
import type { AltNames } from './variables.js';

/** Every forcing type, the plain names (TEMP_MAX) before their _DAILY_ synonyms (TEMP_DAILY_MAX). */
const FORCINGS_PREFERRED = [
  ...ForcingTypeValues.filter((t) => !t.includes('_DAILY_')),
  ...ForcingTypeValues.filter((t) => t.includes('_DAILY_')),
];

/** Extra fields, by field name or Raven alias. */
export type Kwds = Readonly<Record<string, unknown>>;

/** Options shared by the from_nc constructors. */
export interface FromNcOptions {
  /** Index along the station dimension, from 1. */
  readonly stationIdx?: number | null;
  /** Alternative variable names: a list (for the one data type) or a record keyed by data type. */
  readonly altNames?: AltNames | readonly string[];
  /** Extra fields of the model built (they override what the file says). */
  readonly kwds?: Kwds;
}

/** Options of Gauge.fromNc. */
export interface GaugeFromNcOptions extends FromNcOptions {
  /** Data types to look for (default: every Raven forcing type). */
  readonly dataType?: readonly string[];
  /**
   * Fill the monthly normals (TEMP_AVE/MIN/MAX, PET) with the file's monthly means; without TEMP_AVE, the
   * average temperature is the mean of the minimum and maximum normals.
   */
  readonly monAve?: boolean;
  /** Extra :Data fields keyed by data type; the key ALL applies to every series. */
  readonly dataKwds?: Readonly<Record<string, Kwds>>;
}

/** The entries of `plain` that are fields of `cls`, by field name (aliases translated; an alias wins). */
export function filterFor(cls: ModelClass, plain: Kwds): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const fields = fieldsOf(cls);
  for (const f of fields) if (Object.hasOwn(plain, f.name)) out[f.name] = plain[f.name];
  for (const f of fields) if (f.alias && Object.hasOwn(plain, f.alias)) out[f.name] = plain[f.alias];
  return out;
}

/** The plain ReadFromNetCDF-like fields of specs merged with kwds, for a class. */
function netcdfPlain(
  cls: ModelClass,
  specs: NcSpecs,
  ...kwds: (Kwds | undefined)[]
): Record<string, unknown> {
  const facts: Record<string, unknown> = { ...specs };
  // Inside a :Data or :ObservationData block Raven skips the coordinate variable names (the gauge's own
  // :Latitude etc. place it), so the block does not write them: set, they would not survive a round trip.
  if (cls === (ReadFromNetCDF as unknown as ModelClass))
    for (const k of ['latitude_var_name_nc', 'longitude_var_name_nc', 'elevation_var_name_nc'])
      delete facts[k];
  // Each set of kwds is filtered on its own, so that a later set wins even when the two spell a field differently.
  return Object.assign(filterFor(cls, facts), ...kwds.map((k) => filterFor(cls, k ?? {})));
}

/** The units word of a :Data line: Raven's units when transformed, else the file's as one word. */
function unitsWord(specs: NcSpecs): string {
  const target = RAVEN_UNITS[specs.data_type];
  if (specs.linear_transform && target !== undefined) return target;
  return specs.units.trim().replace(/\s+/g, '.');
}

/** The plain fields of a Data-like series from specs and kwds. */
function seriesPlain(
  cls: ModelClass,
  specs: NcSpecs,
  ...kwds: (Kwds | undefined)[]
): Record<string, unknown> {
  return Object.assign(
    filterFor(cls, { data_type: specs.data_type, units: unitsWord(specs) }),
    { read_from_netcdf: netcdfPlain(ReadFromNetCDF as unknown as ModelClass, specs, ...kwds) },
    ...kwds.map((k) => filterFor(cls, k ?? {})),
  );
}

/** ReadFromNetCDF.fromNc: one variable of a file. */
export async function readFromNetcdfFromNc(
  fn: string,
  dataType: string,
  o: FromNcOptions = {},
): Promise<ReadFromNetCDF> {
  const specs = await ncSpecs(fn, dataType, { stationIdx: o.stationIdx ?? null, altNames: o.altNames });
  return new ReadFromNetCDF(netcdfPlain(ReadFromNetCDF as unknown as ModelClass, specs, o.kwds));
}

/** Data.fromNc: a :Data series of one variable (station 1 unless told). */
export async function dataFromNc(fn: string, dataType: string, o: FromNcOptions = {}): Promise<Data> {
  const specs = await ncSpecs(fn, dataType, { stationIdx: o.stationIdx ?? 1, altNames: o.altNames });
  return new Data(seriesPlain(Data as unknown as ModelClass, specs, o.kwds));
}

/** ObservationData.fromNc: the HYDROGRAPH series of a file (uid through kwds). */
export async function observationDataFromNc(fn: string, o: FromNcOptions = {}): Promise<ObservationData> {
  const specs = await ncSpecs(fn, 'HYDROGRAPH', { stationIdx: o.stationIdx ?? 1, altNames: o.altNames });
  return new ObservationData(seriesPlain(ObservationData as unknown as ModelClass, specs, o.kwds));
}

/** StationForcing.fromNc: a 2-D (station, time) forcing with one identity weight per station unless given. */
export async function stationForcingFromNc(
  fn: string,
  dataType: string,
  o: FromNcOptions = {},
): Promise<StationForcing> {
  const specs = await ncSpecs(fn, dataType, { stationIdx: null, altNames: o.altNames });
  const plain = netcdfPlain(StationForcing as unknown as ModelClass, specs, o.kwds);
  plain.forcing_type ??= dataType;
  if (plain.grid_weights === undefined) {
    const n = specs.nstations ?? 1;
    plain.grid_weights = new GridWeights({
      number_hrus: n,
      number_grid_cells: n,
      data: Array.from({ length: n }, (_, i) => [i + 1, i, 1.0]),
    });
  }
  return new StationForcing(plain);
}

/**
 * GriddedForcing.fromNc: a 3-D forcing, its dimensions named x, y, time whatever their order in the file
 * (Raven finds the file's order itself but takes :DimNamesNC as x y t). The weights come from kwds
 * (`GridWeights` or `grid_weights`); without them the spec's default (one cell, one HRU) is kept.
 */
export async function griddedForcingFromNc(
  fn: string,
  dataType: string,
  o: FromNcOptions = {},
): Promise<GriddedForcing> {
  const specs = await ncSpecs(fn, dataType, { stationIdx: null, altNames: o.altNames });
  const plain = netcdfPlain(GriddedForcing as unknown as ModelClass, specs, o.kwds);
  // Dimension names given by the caller are taken as they are (the class still checks their count).
  if (filterFor(GriddedForcing as unknown as ModelClass, o.kwds ?? {}).dim_names_nc === undefined)
    checkGridDims(specs);
  plain.forcing_type ??= dataType;
  return new GriddedForcing(plain);
}

/**
 * Refuses a variable that is not 3-D, or whose x and y axes cannot be told apart: Raven numbers the cells
 * of :GridWeights from the x, y order, so a guess would silently weight the wrong cells.
 */
function checkGridDims(specs: NcSpecs): void {
  const { file_name_nc: fn, var_name_nc: v, dim_names_nc: dims } = specs;
  if (dims.length !== 3)
    throw new Error(
      `${fn}: ${v} has ${dims.length} dimension(s) (${dims.join(', ')}); a GriddedForcing needs three (x, y, time)` +
        (dims.length === 2 ? ': use StationForcing.fromNc for (station, time)' : ''),
    );
  if (!specs.grid_axes)
    throw new Error(
      `${fn}: cannot tell the x (longitude) and y (latitude) dimensions of ${v} apart (${dims.join(', ')}): ` +
        'give them in kwds as DimNamesNC [x, y, time], or set the axis attribute of the coordinates',
    );
}

/**
 * Gauge.fromNc: a gauge with a :Data series per data type found. Files are searched in order; a type found
 * in one file is not looked for in the later ones. Explicitly asked-for types that no file has are an error.
 */
export async function gaugeFromNc(
  fn: string | readonly string[],
  o: GaugeFromNcOptions = {},
): Promise<Gauge> {
  const files = (typeof fn === 'string' ? [fn] : [...fn]).map(forcingPath);
  const idx = o.stationIdx ?? 1;
  let left = [...(o.dataType ?? FORCINGS_PREFERRED)];
  const found: NcSpecs[] = [];
  for (const file of files) {
    const ds = await openForcingFile(file);
    for (const dtype of left) {
      try {
        const specs = specsOf(ds, file, dtype, { stationIdx: idx, altNames: o.altNames, monAve: o.monAve });
        // Looking for every type, synonyms (TEMP_MAX, TEMP_DAILY_MAX) find the same variable: Raven would read
        // it twice, the second overwriting the first; it is read once, under the first name.
        const taken = found.some((f) => f.file_name_nc === file && f.var_name_nc === specs.var_name_nc);
        if (!o.dataType && taken) continue;
        found.push(specs);
      } catch (e) {
        if (!(e instanceof Error && e.message.startsWith(`${file}: no variable for`))) throw e;
      }
    }
    left = left.filter((d) => !found.some((s) => s.data_type === d));
  }
  if (found.length === 0)
    throw new Error(
      `${files.join(', ')}: no variable for any of ${(o.dataType ?? ['the forcing types']).join(', ')}`,
    );
  if (o.dataType && left.length > 0)
    throw new Error(
      `${files.join(', ')}: no variable for ${left.join(', ')} (give alt_names for non-CF names)`,
    );
  const all = o.dataKwds?.['ALL'] ?? {};
  const plain: Record<string, unknown> = { name: found.find((s) => s.name)?.name ?? `Gauge_${idx}` };
  for (const key of ['latitude', 'longitude', 'elevation'] as const) {
    const s = found.find((x) => x[key] !== undefined);
    if (s) plain[key] = s[key];
  }
  for (const s of found) if (s.monthly) plain[s.monthly.field] = s.monthly.values;
  const [min, max] = [plain.monthly_min_temperature, plain.monthly_max_temperature] as (
    number[] | undefined
  )[];
  if (!plain.monthly_ave_temperature && min && max)
    plain.monthly_ave_temperature = min.map((v, i) => (v + max[i]!) / 2);
  Object.assign(
    plain,
    filterFor(Gauge as unknown as ModelClass, all),
    filterFor(Gauge as unknown as ModelClass, o.kwds ?? {}),
  );
  plain.data = found.map((s) =>
    seriesPlain(Data as unknown as ModelClass, s, all, o.dataKwds?.[s.data_type]),
  );
  return new Gauge(plain);
}
