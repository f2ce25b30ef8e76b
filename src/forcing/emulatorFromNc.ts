/**
 * An emulator set up from forcing files, as a hydrologist starts a lumped model: the gauge and the observed
 * flow read from the files, one HRU (its area given, the rest from the file when not given), the simulation
 * period of the data, parameter values given or the reference library's Salmon River ones.
 */
import { isAbsolute, relative, resolve } from 'node:path';
import { emulatorNamed } from '../emulators/catalogue.js';
import type { EmulatorConfig, ParamValues } from '../emulators/emulatorConfig.js';
import { Gauge } from '../models/rvt/gauge.js';
import { ObservationData } from '../models/rvt/observationData.js';
import { dataArrayOf } from './dataArray.js';
import { gaugeFromNc, observationDataFromNc } from './fromNc.js';
import { forcingPath, openForcingFile } from './specs.js';
import type { AltNames } from './variables.js';

/** How to set up an emulator from forcing files. */
export interface EmulatorFromNcOptions {
  /** The forcing file(s), searched in order for each forcing and for the observed flow. */
  readonly forcing: string | readonly string[];
  /** HRU area (km2). */
  readonly area: number;
  /** Parameter values (in order or by name); default: the entry's example values. */
  readonly params?: ParamValues;
  /** HRU elevation (m), latitude and longitude (degrees); default: the gauge's, from the file. */
  readonly elevation?: number;
  readonly latitude?: number;
  readonly longitude?: number;
  /** Simulation period (dates); default: the first and last time of the first file. */
  readonly start?: string;
  readonly end?: string;
  /** Variable names for data types the CF names do not find. */
  readonly altNames?: AltNames;
  /** Station index along a station dimension, from 1. */
  readonly stationIdx?: number;
  /** The directory the model will be written to: file names are made relative to it (the model can move). */
  readonly workdir?: string;
  /** Run name (prefix of Raven's output files). */
  readonly runName?: string;
}

/** A value of the HRU's place (elevation, latitude, longitude) that neither the options nor the file give. */
export class MissingSiteValue extends Error {
  constructor(
    readonly files: readonly string[],
    /** The option that gives it: `elevation`, `latitude` or `longitude`. */
    readonly option: 'elevation' | 'latitude' | 'longitude',
  ) {
    super(`${files.join(', ')}: no ${option} in the file; give the HRU's ${option} (option ${option})`);
  }
}

/**
 * The methods that read the PET at a gauge, per option (Gauge.cpp, CGauge::Initialize: any other method
 * leaves the gauge's PET series unread, and Raven warns "PET data supplied at gauge … will not be used").
 */
const READS_PET: Readonly<Record<'evaporation' | 'ow_evaporation', { forcing: string; values: string[] }>> = {
  evaporation: { forcing: 'PET', values: ['PET_DATA', 'FROM_FILE'] },
  ow_evaporation: { forcing: 'OW_PET', values: ['PET_DATA', 'FROM_FILE'] },
};

/** The emulator `name` configured from forcing files (see EmulatorFromNcOptions for the defaults). */
export async function emulatorFromNc(name: string, o: EmulatorFromNcOptions): Promise<EmulatorConfig> {
  const entry = emulatorNamed(name);
  if (!(o.area > 0)) throw new Error(`${entry.name}: the HRU area (km2) must be a positive number`);
  const files = (typeof o.forcing === 'string' ? [o.forcing] : [...o.forcing]).map(forcingPath);
  const gauge = await gaugeFromNc(files, {
    altNames: o.altNames,
    stationIdx: o.stationIdx,
    monAve: entry.monthly === true,
  });
  if (entry.monthly) requireMonthlyAverages(entry.name, gauge);
  const observed = await observations(files, o);
  const place = (v: number | undefined, fromFile: unknown, what: MissingSiteValue['option']): number => {
    const x = v ?? (typeof fromFile === 'number' ? fromFile : undefined);
    if (x === undefined) throw new MissingSiteValue(files, what);
    return x;
  };
  const hru = {
    area: o.area,
    elevation: place(o.elevation, gauge.elevation, 'elevation'),
    latitude: place(o.latitude, gauge.latitude, 'latitude'),
    longitude: place(o.longitude, gauge.longitude, 'longitude'),
  };
  const period = o.start && o.end ? { start: o.start, end: o.end } : await dataPeriod(files[0]!);
  const globals: Record<string, number> = {};
  if (observed) globals.AVG_ANNUAL_RUNOFF = observed.runoff(o.area);
  const input: Record<string, unknown> = {
    ...entry.scaffold?.(),
    params: o.params ?? entry.example,
    Gauge: [o.workdir ? relocated(gauge, o.workdir) : gauge],
    HRUs: Array.from({ length: entry.hrus ?? 1 }, () => ({ ...hru })),
    StartDate: o.start ?? period.start,
    EndDate: o.end ?? period.end,
    GlobalParameter: globals,
  };
  if (o.runName) input.RunName = o.runName;
  if (observed) {
    input.ObservationData = [o.workdir ? relocated(observed.data, o.workdir) : observed.data];
    input.EvaluationMetrics = ['NASH_SUTCLIFFE', 'KLING_GUPTA', 'PCT_BIAS'];
  }
  const config = new entry.cls(input);
  // A series the structure's methods do not read is left out (its monthly means stay): what rvkit writes
  // draws no warning from Raven, nor from rvkit check (RV417).
  const unread = Object.entries(READS_PET)
    .filter(([option, reads]) => !reads.values.includes(String(config[option as keyof typeof config])))
    .map(([, reads]) => reads.forcing);
  const gauges = input.Gauge as Gauge[];
  if (!gauges.some((g) => g.data?.some((d) => unread.includes(d.data_type)))) return config;
  input.Gauge = gauges.map((g) => {
    const plain = g.toJSON() as { data?: { data_type: string }[] };
    return new Gauge({ ...plain, data: plain.data?.filter((d) => !unread.includes(d.data_type)) });
  });
  return new entry.cls(input);
}

/** PET_FROMMONTHLY reads :MonthlyAveTemperature and :MonthlyAveEvaporation: a clear error without them. */
function requireMonthlyAverages(name: string, gauge: Gauge): void {
  const missing = [
    !gauge.monthly_ave_temperature && 'temperatures (TEMP_AVE, or TEMP_MIN and TEMP_MAX)',
    !gauge.monthly_ave_evaporation && 'PET',
  ].filter((m) => m);
  if (missing.length > 0)
    throw new Error(`${name} needs monthly averages of ${missing.join(' and ')}: the forcing has none`);
}

/** The observed flow of the first file that has it, and the average annual runoff it gives. */
async function observations(
  files: readonly string[],
  o: EmulatorFromNcOptions,
): Promise<{ data: ObservationData; runoff: (areaKm2: number) => number } | null> {
  for (const file of files) {
    let data: ObservationData;
    try {
      data = await observationDataFromNc(file, { altNames: o.altNames, stationIdx: o.stationIdx });
    } catch (e) {
      if (e instanceof Error && e.message.includes('no variable for')) continue;
      throw e;
    }
    // The observed flow in m3/s (its :LinearTransform applied), at the station.
    const q = await dataArrayOf(data.read_from_netcdf!, { transform: true });
    const dates = q.time ?? [];
    // The mean flow of each year, then the mean of the years (each year weighs the same, as the reference
    // library computes it), as a depth over the area per year of 365 days (mm).
    const years = new Map<string, { sum: number; n: number }>();
    q.values.forEach((x, i) => {
      if (!Number.isFinite(x) || x < 0 || !dates[i]) return;
      const y = years.get(dates[i]!.slice(0, 4)) ?? { sum: 0, n: 0 };
      years.set(dates[i]!.slice(0, 4), { sum: y.sum + x, n: y.n + 1 });
    });
    const means = [...years.values()].map((y) => y.sum / y.n);
    const mean = means.reduce((a, b) => a + b, 0) / means.length;
    const runoff = (area: number) => (mean * 86400 * 365 * 1000) / (area * 1e6);
    return { data, runoff };
  }
  return null;
}

/** The first and last date of a file's time axis. */
async function dataPeriod(file: string): Promise<{ start: string; end: string }> {
  const dates = (await openForcingFile(file)).time?.dates ?? [];
  if (dates.length === 0) throw new Error(`${file}: no time axis; give the start and end dates`);
  return { start: dates[0]!.slice(0, 10), end: dates.at(-1)!.slice(0, 10) };
}

/**
 * A model with every :FileNameNC relative to the model directory when the file is near it (inside it or at
 * most two levels up: the directory moves with its data), absolute otherwise.
 */
function relocated<T extends Gauge | ObservationData>(model: T, workdir: string): T {
  const walk = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(walk);
    if (!v || typeof v !== 'object') return v;
    return Object.fromEntries(
      Object.entries(v).map(([k, x]) => [
        k,
        k === 'file_name_nc' && typeof x === 'string' ? near(resolve(workdir), x) : walk(x),
      ]),
    );
  };
  return new (model.constructor as new (plain: unknown) => T)(walk(model.toJSON()));
}

function near(dir: string, file: string): string {
  const rel = relative(dir, file);
  const up = rel.split(/[\\/]/).filter((part) => part === '..').length;
  return up <= 2 && !isAbsolute(rel) ? rel : file;
}
