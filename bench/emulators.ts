/**
 * Emulator benchmark: building and writing each emulator's configuration (goal < 20 ms), and an ensemble of
 * 100 GR4JCN parameter sets on the Salmon River data run with runParameterSets one at a time and on every core
 * (runs/s, speed-up).
 * The gauge is read from the NetCDF file once, outside the timings: it is the same for every member.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import '../src/index.js'; // the public face: loads every model and attaches Config.load, fromNc, …
import { EngineNotFoundError, findEngine, runParameterSets } from '../src/engine/index.js';
import { EMULATORS } from '../src/emulators/catalogue.js';
import { GR4JCN } from '../src/emulators/gr4jcn.js';
import { Gauge } from '../src/models/rvt/gauge.js';
import { ObservationData } from '../src/models/rvt/observationData.js';
import { median } from './median.js';

const SALMON =
  'Ouranosinc__raven-testdata/raven-gr4j-cemaneige/Salmon-River-Near-Prince-George_meteo_daily.nc';
const ALT = { RAINFALL: 'rain', TEMP_MIN: 'tmin', TEMP_MAX: 'tmax', PET: 'pet', SNOWFALL: 'snow' };
const BUILD_RUNS = 21;
const MEMBERS = 100;

/** The Salmon River fields shared by every emulator (the reference tests' fixture). */
async function salmon(corpus: string): Promise<Record<string, unknown>> {
  const nc = join(corpus, SALMON);
  const gauge = await Gauge.fromNc(nc, {
    dataType: ['RAINFALL', 'SNOWFALL', 'TEMP_MIN', 'TEMP_MAX', 'PET'],
    altNames: ALT,
    monAve: true,
    dataKwds: { ALL: { elevation: 843 } },
  });
  return {
    Gauge: [gauge],
    ObservationData: [await ObservationData.fromNc(nc, 'HYDROGRAPH', { altNames: ['qobs'] })],
    StartDate: '2000-01-01',
    EndDate: '2002-01-01',
    EvaluationMetrics: ['NASH_SUTCLIFFE'],
    GlobalParameter: { AVG_ANNUAL_RUNOFF: 208.48 },
  };
}

const HRU = { area: 4250.6, elevation: 843, latitude: 54.4848, longitude: -123.3659 };

async function benchBuild(root: string, input: Record<string, unknown>): Promise<void> {
  console.log(
    `emulators: build a configuration and write its five files (median of ${BUILD_RUNS} after a warm-up; ` +
      'goal < 20 ms)',
  );
  for (const [name, entry] of Object.entries(EMULATORS)) {
    const dir = join(root, `build-${name}`);
    const once = async () => {
      const config = new entry.cls({
        ...input,
        HRUs: Array.from({ length: entry.hrus ?? 1 }, () => ({ ...HRU })),
        params: entry.example,
      });
      await config.writeRv(dir, 'm', true);
    };
    const t0 = performance.now();
    await once();
    const first = performance.now() - t0;
    // The JIT compiles the shared code (models, printer, formatter) on the first builds: not counted.
    for (let i = 0; i < 5; i++) await once();
    const times: number[] = [];
    for (let i = 0; i < BUILD_RUNS; i++) {
      const t = performance.now();
      await once();
      times.push(performance.now() - t);
    }
    console.log(
      `  ${name.padEnd(15)} ${median(times).toFixed(1).padStart(6)} ms   (first, cold: ${first.toFixed(1)} ms)`,
    );
  }
}

/** A small deterministic generator: the same parameter sets every run. */
function* uniform(seed: number): Generator<number> {
  let s = seed >>> 0;
  for (;;) {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    yield s / 2 ** 32;
  }
}

async function benchEnsemble(root: string, input: Record<string, unknown>, binary: string): Promise<void> {
  const random = uniform(42);
  const sets = Array.from({ length: MEMBERS }, () =>
    GR4JCN.parameters.map((p) => p.low + (p.high - p.low) * random.next().value!),
  );
  const config = new GR4JCN({ ...input, HRUs: [HRU] });
  // Each timing writes the members again (same files: nothing changes on disk) and runs them.
  const timed = async (concurrency: number) => {
    const started = performance.now();
    const outcomes = await runParameterSets(config, sets, root, {
      concurrency,
      modelname: 'gr4j',
      overwrite: true,
      run: { binary },
    });
    const failed = outcomes.filter((o) => !o.ok);
    if (failed.length > 0 && !failed[0]!.ok)
      throw new Error(`${failed.length} members failed; the first: ${failed[0]!.error.message}`);
    return (performance.now() - started) / 1000;
  };
  const t0 = performance.now();
  for (const set of sets) config.setParams(set);
  const built = performance.now() - t0;
  const cores = availableParallelism();
  const serial = await timed(1);
  const parallel = await timed(cores);
  console.log(
    `emulators: runParameterSets, ${MEMBERS} GR4JCN parameter sets (uniform within the bounds), Salmon River ` +
      `2000-2002, load average ${loadavg()[0]!.toFixed(2)}`,
  );
  console.log(`  setParams for ${MEMBERS} sets: ${built.toFixed(0)} ms`);
  console.log(
    `  one at a time:  ${serial.toFixed(2)} s, ${(MEMBERS / serial).toFixed(1)} runs/s (writing included)`,
  );
  console.log(`  ${cores} at a time:   ${parallel.toFixed(2)} s, ${(MEMBERS / parallel).toFixed(1)} runs/s`);
  console.log(`  speed-up:       ${(serial / parallel).toFixed(2)}x on ${cores} cores`);
}

/** Prints the emulator figures: build-and-write time per emulator, ensemble runs/s and speed-up. */
export async function benchEmulators(corpus: string): Promise<void> {
  const root = await mkdtemp(join(tmpdir(), 'rvkit-bench-emulators-'));
  try {
    const input = await salmon(corpus);
    await benchBuild(root, input);
    let binary: string;
    try {
      binary = findEngine().path;
    } catch (error) {
      if (!(error instanceof EngineNotFoundError)) throw error;
      console.log(`emulators: ensemble skipped, ${error.message}`);
      return;
    }
    await benchEnsemble(root, input, binary);
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}
