/**
 * The reference library's emulator test setup on the Salmon River (its tests/emulators.py, symbolic_config),
 * built with rvkit for the benches: the same forcing, observations, HRU, period and per-emulator extras the
 * reference's tests give, so that both libraries do the same work.
 */
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import '../src/index.js'; // the public face: loads every model and attaches Config.load, fromNc, …
import { monthlyMeansOf } from '../src/forcing/specs.js';
import type { EmulatorInput } from '../src/emulators/index.js';
import { Gauge } from '../src/models/rvt/gauge.js';
import { ObservationData } from '../src/models/rvt/observationData.js';
import { openNetcdf } from '../src/output/netcdf.js';

/** The shared corpus, beside the clone (bench files run from dist/bench/). */
export const CORPUS = resolve(fileURLToPath(import.meta.url), '..', '..', '..', '..', 'shared', 'corpus');

/** The Salmon River daily forcing file of the reference library's tests (1954-01-01 to 2010-12-31). */
export const SALMON_NC = join(
  CORPUS,
  'Ouranosinc__raven-testdata/raven-gr4j-cemaneige/Salmon-River-Near-Prince-George_meteo_daily.nc',
);

/** The file's variable names for each Raven data type (the reference tests' alt_names). */
export const ALT_NAMES = {
  RAINFALL: 'rain',
  TEMP_MIN: 'tmin',
  TEMP_MAX: 'tmax',
  PET: 'pet',
  HYDROGRAPH: 'qobs',
  SNOWFALL: 'snow',
};

/** The Salmon River HRU of the reference tests. */
export const SALMON_HRU = {
  area: 4250.6,
  elevation: 843.0,
  latitude: 54.4848,
  longitude: -123.3659,
  hru_type: 'land',
};

/** The reference fixture's fields for one emulator over [start, end). */
export async function salmonFields(name: string, start: string, end: string): Promise<EmulatorInput> {
  const all: Record<string, unknown> = { elevation: SALMON_HRU.elevation };
  if (name === 'HBVEC' || name === 'HYPR') {
    // As the reference's tests: monthly means of the daily (tmin + tmax) / 2 and of the PET.
    const ds = await openNetcdf(SALMON_NC);
    const [tmin, tmax] = [ds.numeric('tmin'), ds.numeric('tmax')];
    const dates = ds.time!.dates;
    all.monthly_ave_temperature = monthlyMeansOf(
      dates,
      tmin.map((t, i) => (t + tmax[i]!) / 2),
    );
    all.monthly_ave_evaporation = monthlyMeansOf(dates, ds.numeric('pet'));
  }
  const dataType = ['RAINFALL', 'TEMP_MIN', 'TEMP_MAX', 'SNOWFALL', ...(name === 'HMETS' ? ['PET'] : [])];
  const extras: Record<string, unknown> = {};
  if (name === 'GR4JCN') extras.GlobalParameter = { AVG_ANNUAL_RUNOFF: 208.48 };
  if (name === 'CanadianShield') extras.SuppressOutput = true;
  return {
    Gauge: [await Gauge.fromNc(SALMON_NC, { dataType, altNames: ALT_NAMES, dataKwds: { ALL: all } })],
    ObservationData: [await ObservationData.fromNc(SALMON_NC, 'HYDROGRAPH', { altNames: ['qobs'] })],
    HRUs: Array.from({ length: name === 'CanadianShield' ? 2 : 1 }, () => ({ ...SALMON_HRU })),
    StartDate: start,
    EndDate: end,
    RunName: 'test',
    EvaluationMetrics: ['NASH_SUTCLIFFE'],
    ...extras,
  };
}
