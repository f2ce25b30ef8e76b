/**
 * The reference library's emulator test setup on the Salmon River (its tests/conftest.py `symbolic_config`),
 * and the checks every emulator passes: its parameters are as documented, it is symbolic until its values
 * are set and refuses to write before, it runs on the real engine with the expected NSE, resumes, and its
 * written directory loads back equal and is already canonical.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import '../../src/index.js'; // the public face: loads every model and attaches Config.load, fromNc, …
import { Emulator } from '../../src/engine/emulator.js';
import type { EmulatorClass, EmulatorConfig, EmulatorInput } from '../../src/emulators/index.js';
import { Config } from '../../src/models/sections/config.js';
import { FreeSymbolError } from '../../src/models/commandText/write.js';
import { Gauge } from '../../src/models/rvt/gauge.js';
import { ObservationData } from '../../src/models/rvt/observationData.js';
import { parseSolution } from '../../src/models/rvc/index.js';
import { monthlyMeansOf } from '../../src/forcing/specs.js';
import { openNetcdf } from '../../src/output/netcdf.js';
import { formatRv } from '../../src/printer/format.js';
import type { FileType } from '../../grammar/types.js';
import { repoRoot, sharedCorpus } from '../paths.js';

/** The reference library's Salmon River parameter sets, each number as its tests write it. */
export const REFERENCE_PARAMS_TEXT = (
  JSON.parse(readFileSync(join(repoRoot, 'test/fixtures/reference/emulator-params.json'), 'utf8')) as {
    params: Record<string, string[]>;
  }
).params;

/** The reference library's parameter values for an emulator (its tests/emulators.py), in order. */
export function referenceParams(name: string): number[] {
  const texts = REFERENCE_PARAMS_TEXT[name];
  if (texts === undefined) throw new Error(`no reference parameters for ${name}`);
  return texts.map(Number);
}

/** The Salmon River daily forcing file of the reference library's tests. */
export const SALMON_NC = join(
  sharedCorpus,
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

// Test reads of nested JSON: loose typing keeps them short.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = Record<string, any>;

/** The Salmon River HRU of the reference tests. */
export const SALMON_HRU = {
  area: 4250.6,
  elevation: 843.0,
  latitude: 54.4848,
  longitude: -123.3659,
  hru_type: 'land',
};

/** A :ReadFromNetCDF block reading a variable of the Salmon file. */
export const salmonNetcdf = (variable: string) => ({
  file_name_nc: SALMON_NC,
  var_name_nc: variable,
  dim_names_nc: ['time'],
});

/** A Salmon River gauge built by hand as plain data: each Raven data type read from its file variable. */
export function salmonGauge(series: Readonly<Record<string, string>>): Record<string, unknown> {
  return {
    name: 'SalmonRiver',
    latitude: SALMON_HRU.latitude,
    longitude: SALMON_HRU.longitude,
    elevation: SALMON_HRU.elevation,
    data: Object.entries(series).map(([type, v]) => ({ data_type: type, read_from_netcdf: salmonNetcdf(v) })),
  };
}

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A fresh temporary directory, removed after the test file. */
export function temp(prefix = 'rvkit-emulator-'): string {
  const d = mkdtempSync(join(tmpdir(), prefix));
  dirs.push(d);
  return d;
}

/** What the reference fixture varies per emulator. */
export interface SalmonOptions {
  /** Also read PET (HMETS). */
  readonly pet?: boolean;
  /** Give the gauge the monthly average temperature and PET (HBVEC, HYPR: PET_FROMMONTHLY). */
  readonly monthly?: boolean;
  /** How many copies of the Salmon HRU (CanadianShield: 2). */
  readonly hrus?: number;
}

/**
 * The fields of the reference fixture: gauge and observations from the Salmon file (elevation 843 on the
 * gauge), the Salmon HRU, 2000-01-01..2002-01-01, run name `test`, NSE as the metric.
 */
export async function salmonInput(o: SalmonOptions = {}): Promise<EmulatorInput> {
  const all: Record<string, unknown> = { elevation: SALMON_HRU.elevation };
  if (o.monthly) {
    // As the reference's tests: the monthly means of the daily (tmin + tmax) / 2 and of the PET.
    const ds = await openNetcdf(SALMON_NC);
    const [tmin, tmax] = [ds.numeric('tmin'), ds.numeric('tmax')];
    const dates = ds.time!.dates;
    all.monthly_ave_temperature = monthlyMeansOf(
      dates,
      tmin.map((t, i) => (t + tmax[i]!) / 2),
    );
    all.monthly_ave_evaporation = monthlyMeansOf(dates, ds.numeric('pet'));
  }
  const dataType = ['RAINFALL', 'TEMP_MIN', 'TEMP_MAX', 'SNOWFALL', ...(o.pet ? ['PET'] : [])];
  return {
    Gauge: [await Gauge.fromNc(SALMON_NC, { dataType, altNames: ALT_NAMES, dataKwds: { ALL: all } })],
    ObservationData: [await ObservationData.fromNc(SALMON_NC, 'HYDROGRAPH', { altNames: ['qobs'] })],
    HRUs: Array.from({ length: o.hrus ?? 1 }, () => ({ ...SALMON_HRU })),
    StartDate: '2000-01-01',
    EndDate: '2002-01-01',
    RunName: 'test',
    EvaluationMetrics: ['NASH_SUTCLIFFE'],
  };
}

/** Parameter names numbered from 1 with two digits: `X01`, `X02`, ... (most emulators name theirs so). */
export function numbered(count: number, prefix = 'X'): string[] {
  return Array.from({ length: count }, (_, i) => `${prefix}${String(i + 1).padStart(2, '0')}`);
}

/**
 * The emulator's parameters are its definition's, named `names` in order, each documented, with low < high
 * and the reference library's value (`reference`, in the same order) inside its bounds.
 */
export function expectParameters(
  cls: EmulatorClass,
  names: readonly string[],
  reference: readonly number[],
): void {
  expect(cls.parameters).toBe(cls.definition.parameters);
  expect(cls.parameters.map((p) => p.name)).toEqual(names);
  expect(reference).toHaveLength(names.length);
  cls.parameters.forEach((p, i) => {
    expect(p.low).toBeLessThan(p.high);
    expect(p.doc).not.toBe('');
    // With the name, a failure says which parameter's bounds miss its reference value.
    expect([p.name, reference[i] >= p.low && reference[i] <= p.high]).toEqual([p.name, true]);
  });
}

/**
 * The config is symbolic in every parameter of its class until `setParams(values)`, which gives a numeric
 * config of the class, and refuses a wrong count of values. Returns the numeric config's JSON, for the
 * emulator's own checks of where the values went.
 */
export function expectSymbolicUntilSet(
  config: EmulatorConfig,
  values: readonly number[],
  cls: EmulatorClass,
): Json {
  const count = cls.parameters.length;
  expect(config.isSymbolic).toBe(true);
  expect(config.freeSymbols()).toHaveLength(count);
  const numeric = config.setParams(values);
  expect(numeric).toBeInstanceOf(cls);
  expect(numeric.isSymbolic).toBe(false);
  expect(() => config.setParams([1, 2])).toThrow(new RegExp(`2 parameter values given for ${count}`));
  return numeric.toJSON() as Json;
}

/** Writing the config fails with FreeSymbolError while any parameter is free. */
export async function expectRefusesFreeSymbols(config: Config): Promise<void> {
  await expect(config.writeRv(temp())).rejects.toThrow(FreeSymbolError);
}

/** Runs a numeric emulator config in a fresh directory and returns its emulator and NSE. */
export async function runNse(config: Config, modelname = 'salmon'): Promise<{ emu: Emulator; nse: number }> {
  const emu = new Emulator(config, temp(), modelname);
  const out = await emu.run();
  const nse = (out.diagnostics!.DIAG_NASH_SUTCLIFFE as number[])[0];
  return { emu, nse };
}

/**
 * Runs a numeric config on the Salmon River: its NSE is the reference library's `published` value to the
 * reference's tolerance (numpy's assert_almost_equal(..., 4), i.e. |a - b| < 1.5e-4) and the `pinned` value
 * of Raven 4.12.1 to 6 decimals, and its written files load back. Returns the run's emulator.
 */
export async function expectReferenceNse(
  config: Config,
  published: number,
  pinned: number,
): Promise<Emulator> {
  const { emu, nse } = await runNse(config);
  expect(Math.abs(nse - published)).toBeLessThan(1.5e-4);
  expect(nse).toBeCloseTo(pinned, 6);
  await expectCanonicalAndLoadable(emu);
  return emu;
}

/** The written files of a run load back into an equal Config, and the formatter leaves each unchanged. */
export async function expectCanonicalAndLoadable(emu: Emulator): Promise<void> {
  const loaded = await Config.load(emu.workdir, { stem: emu.modelname });
  // hru_type is the emulator's own input (it picks the HRU classes); it is not a Raven field.
  const strip = (json: Record<string, unknown>) => ({
    ...json,
    hrus: (json.hrus as Record<string, unknown>[] | null)?.map((h) => ({ ...h, hru_type: null })) ?? null,
  });
  expect(strip(loaded.toJSON() as Record<string, unknown>)).toEqual(
    strip(emu.config.toJSON() as Record<string, unknown>),
  );
  for (const type of ['rvi', 'rvp', 'rvh', 'rvt', 'rvc'] as FileType[]) {
    const text = readFileSync(join(emu.workdir, `${emu.modelname}.${type}`), 'latin1');
    expect(formatRv(text, { fileType: type, fileName: `${emu.modelname}.${type}` })).toBe(text);
  }
}

/** The end-of-run HRU states of a run's solution file. */
function endStates(emu: Emulator): Record<string, number>[] {
  const path = emu.output.files.solution!;
  // parseSolution joins the tables Raven splits a wide state table into.
  const table = parseSolution(readFileSync(path, 'latin1')).hru_state_variable_table!;
  return table.root.map((h) => h.data as Record<string, number>);
}

/**
 * Runs a (Jan 2000 .. Jul 2000), resumes b (Jul 2000 .. Jan 2001) from a's end state, and the single run
 * ab (Jan 2000 .. Jan 2001): every storage at the end of b equals that at the end of ab, to the 5 decimals
 * Raven writes solutions with. Returns how many storages were compared.
 */
export async function expectSeamlessResume(numeric: EmulatorConfig): Promise<number> {
  const period = (start: string, end: string) =>
    numeric.copy({ start_date: start, end_date: end, run_name: null, evaluation_metrics: null });
  const a = new Emulator(period('2000-01-01', '2000-07-01'), temp(), 'a');
  const ab = new Emulator(period('2000-01-01', '2001-01-01'), temp(), 'ab');
  await Promise.all([a.run(), ab.run()]);
  const resumed = a.resume();
  expect(String(resumed.start_date)).toMatch(/^2000-07-01/);
  const b = new Emulator(resumed.copy({ end_date: '2001-01-01' }), temp(), 'b');
  await b.run();
  const want = endStates(ab);
  const got = endStates(b);
  expect(got).toHaveLength(want.length);
  let compared = 0;
  const differ: string[] = [];
  got.forEach((hru, i) => {
    for (const [state, value] of Object.entries(hru)) {
      // Running totals of the run, not storages: they start again with each run.
      if (state === 'ATMOSPHERE' || state === 'ATMOS_PRECIP') continue;
      const expected = want[i][state];
      if (!(Math.abs(value - expected) <= 1e-4 + 1e-6 * Math.abs(expected)))
        differ.push(`HRU ${i + 1} ${state}: ${value} after a+b, ${expected} after ab`);
      compared++;
    }
  });
  expect(differ).toEqual([]);
  return compared;
}
