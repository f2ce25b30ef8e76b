/**
 * The operations `bench/versus.ts` times on two builds of rvkit: each one that `npm run bench` times and
 * that both builds offer through their public face. Two kinds: the text and output operations (parse,
 * print, format, check, output readers), which two builds can run side by side in one process, and the
 * typed-model operations (typed loading, the emulators), which cannot: both builds register their classes
 * in the one class-validator and reflect-metadata store of the shared node_modules, so each build's
 * validation would walk the other's classes too (seen: Config.load of a small model 1.4x slower in either
 * build once the other was loaded). Those run in a process of their own per build.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { corpusFile, gridWeights, hourlySeries, type BenchInput } from './data.js';
import { hydrographsCdl, hydrographsCsv, HYDROGRAPH_STEPS } from './hydrographFiles.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- two builds' modules, typed by neither */
type Api = Record<string, any>;

/** One build: its public face and the module the bench reaches past it. */
export interface Build {
  readonly name: string;
  readonly api: Api;
  readonly fileHost: (dir: string) => unknown;
}

/** Loads a build from its compiled tree (`…/dist`). */
export async function loadBuild(name: string, dist: string): Promise<Build> {
  // The package root over the modules a later build moved behind subpaths (rvkit/syntax, rvkit/output, …).
  const layers: Api[] = [];
  for (const module of [
    'printer/format.js',
    'output/index.js',
    'project/index.js',
    'check/index.js',
    'emulators/index.js',
  ]) {
    if (existsSync(join(dist, 'src', module))) layers.push((await import(join(dist, 'src', module))) as Api);
  }
  const api = Object.assign({}, ...layers, (await import(join(dist, 'src', 'index.js'))) as Api) as Api;
  const { fileHost } = (await import(join(dist, 'src', 'project', 'fileHost.js'))) as Api;
  return { name, api, fileHost };
}

/** A temporary directory, removed when the process exits. */
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'rvkit-versus-'));
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** One timed operation: `setup` (untimed) gives each call its input. */
export interface Op<T = unknown> {
  readonly label: string;
  readonly rounds: number;
  readonly setup?: (b: Build) => T | Promise<T>;
  readonly run: (b: Build, input: T) => unknown;
}

const YORK = 'CSHS-CWRA__RavenHydroFramework/benchmarking___InputFiles__York_nc/York.rvi';
const ALOUETTE = 'CSHS-CWRA__RavenHydroFramework/benchmarking___InputFiles__Alouette/Alouette_ws.rvi';
const SALMON_NC =
  'Ouranosinc__raven-testdata/raven-gr4j-cemaneige/Salmon-River-Near-Prince-George_meteo_daily.nc';
const CORPUS_FILES = [
  'CSHS-CWRA__RavenHydroFramework/benchmarking___InputFiles__Salmon_GR4J/data_obs/Salmon-River-Near-Prince-George_meteo_daily.rvt',
  'dustming__basinmaker/Toolbox_QGIS__tests__testdata__02LE024__RavenInput/channel_properties.rvp',
  'dustming__basinmaker/Toolbox_QGIS__tests__testdata__02LE024__RavenInput/Lakes.rvh',
];

/** The operations two builds run side by side: parse, print and format of `npm run bench`'s inputs, the
 * check of the largest corpus model, the output readers. */
export function textOps(corpus: string): Op<any>[] {
  const inputs: BenchInput[] = [
    gridWeights(1_000_000),
    hourlySeries(50),
    ...CORPUS_FILES.map((p) =>
      corpusFile(join(corpus, p), p.endsWith('rvt') ? 'rvt' : p.endsWith('rvp') ? 'rvp' : 'rvh'),
    ),
  ];
  const ops: Op<any>[] = [];
  for (const input of inputs) {
    const name = input.name.slice(-40);
    const rounds = input.text.length > 5e6 ? 7 : 41;
    // Print and format work on a tree parsed for the call: a tree that has lived through many rounds of
    // other work prints up to 3x slower (seen on either build), which would be timing the heap.
    const parse = (b: Build) => b.api.parseRv(input.text, { fileType: input.fileType });
    ops.push(
      { label: `${name} parse`, rounds, run: parse },
      { label: `${name} print`, rounds, setup: parse, run: (b, doc) => b.api.printRv(doc) },
      { label: `${name} format`, rounds, setup: parse, run: (b, doc) => b.api.formatDocument(doc) },
    );
  }
  const york = join(corpus, YORK);
  ops.push({
    label: 'check York_nc (loadProject + checkProject)',
    rounds: 9,
    run: async (b) => b.api.checkProject(await b.api.loadProject(york), { host: b.fileHost(dirname(york)) }),
  });
  const work = tempDir();
  const nc = join(work, 'Hydrographs.nc');
  writeFileSync(join(work, 'Hydrographs.cdl'), hydrographsCdl(HYDROGRAPH_STEPS));
  execFileSync('ncgen', ['-k', 'nc4', '-o', nc, join(work, 'Hydrographs.cdl')]);
  const csv = hydrographsCsv(HYDROGRAPH_STEPS);
  ops.push(
    {
      label: 'Hydrographs.nc, 50 years daily, q_sim + q_obs',
      rounds: 9,
      run: async (b) => {
        const ds = await b.api.openNetcdf(nc);
        return [ds.numeric('q_sim'), ds.numeric('q_obs')];
      },
    },
    { label: 'Hydrographs.csv, the same content', rounds: 9, run: (b) => b.api.readHydrographsCsv(csv) },
  );
  return ops;
}

/**
 * The Salmon River fields the emulators are built with (the reference tests' fixture, as bench/emulators.ts),
 * through the build's own classes: bench/salmon.ts is not imported because it loads this build's models, which
 * a process timing the other build must not hold.
 */
async function salmon(b: Build, corpus: string): Promise<Record<string, unknown>> {
  const nc = join(corpus, SALMON_NC);
  const altNames = { RAINFALL: 'rain', TEMP_MIN: 'tmin', TEMP_MAX: 'tmax', PET: 'pet', SNOWFALL: 'snow' };
  return {
    Gauge: [
      await b.api.Gauge.fromNc(nc, {
        dataType: ['RAINFALL', 'SNOWFALL', 'TEMP_MIN', 'TEMP_MAX', 'PET'],
        altNames,
        monAve: true,
        dataKwds: { ALL: { elevation: 843 } },
      }),
    ],
    ObservationData: [await b.api.ObservationData.fromNc(nc, 'HYDROGRAPH', { altNames: ['qobs'] })],
    StartDate: '2000-01-01',
    EndDate: '2002-01-01',
    EvaluationMetrics: ['NASH_SUTCLIFFE'],
    GlobalParameter: { AVG_ANNUAL_RUNOFF: 208.48 },
  };
}

/** The typed-model operations, for one build in a process of its own: typed loading and the emulators. */
export async function modelOps(b: Build, corpus: string): Promise<Op[]> {
  const ops: Op[] = [YORK, ALOUETTE].map((rvi) => ({
    label: `typed loading (Config.load) ${rvi.split('/').pop()}`,
    rounds: 5,
    run: () => b.api.Config.load(join(corpus, rvi)),
  }));
  const fields = await salmon(b, corpus);
  const hru = { area: 4250.6, elevation: 843, latitude: 54.4848, longitude: -123.3659 };
  const work = tempDir();
  for (const [name, entry] of Object.entries(b.api.EMULATORS as Record<string, any>))
    ops.push({
      label: `emulator ${name}: build and write its files`,
      rounds: 15,
      run: async () => {
        const config = new entry.cls({
          ...fields,
          HRUs: Array.from({ length: entry.hrus ?? 1 }, () => ({ ...hru })),
          params: entry.example,
        });
        await config.writeRv(join(work, name), 'm', true);
      },
    });
  return ops;
}
