/**
 * rvkit beside the reference Python library (ravenpy 0.21), on the same machine, in the same run, on the same
 * work and the same Raven binary: every operation both libraries do, timed on both sides in alternating
 * rounds (so that a busy spell of the shared machine hits both), with the ratio rvkit / ravenpy.
 * The outputs read are Raven's own, written by runs of the engine in this bench. The reference library is
 * installed on first use into rvkit's cache (bench/reference/install-ravenpy.sh); without it, or without
 * the engine, the bench says so and prints nothing else.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import '../src/index.js'; // the public face: loads every model and attaches Config.load, fromNc, …
import { Emulator } from '../src/engine/emulator.js';
import { findEngine } from '../src/engine/discovery.js';
import { runParameterSets } from '../src/engine/parameterSets.js';
import { EMULATORS } from '../src/emulators/catalogue.js';
import { GR4JCN } from '../src/emulators/gr4jcn.js';
import { Gauge } from '../src/models/rvt/gauge.js';
import { ObservationData } from '../src/models/rvt/observationData.js';
import { readSolution } from '../src/output/solutionFile.js';
import { parseDiagnostics } from '../src/output/diagnostics.js';
import { readRavenMessages } from '../src/output/messages.js';
import { OutputReader } from '../src/output/outputReader.js';
import { ALT_NAMES, SALMON_HRU, SALMON_NC, salmonFields } from './salmon.js';
import { median } from './median.js';

const here = dirname(fileURLToPath(import.meta.url));
const INSTALL = resolve(here, '..', '..', 'bench', 'reference', 'install-ravenpy.sh');
const SIDE = resolve(here, '..', '..', 'bench', 'reference', 'ravenpy_side.py');

/** Rounds per operation; each round times `reps` repetitions on each side, each side first in turn. */
const ROUNDS = 3;
/** Rounds of the parameter-set runs (one repetition each: a few seconds, noisier than the rest). */
const SET_ROUNDS = 5;
const PERIOD = { start: '2000-01-01', end: '2002-01-01' };
/** The whole record of the Salmon file: 57 years, daily. */
const LONG = { start: '1954-01-01', end: '2010-12-31' };
const SETS = 40;
/** Alternating rounds of runParameterSets against bare Raven processes (the floor). */
const FLOOR_ROUNDS = 7;

interface Answer {
  times: number[];
  result: unknown;
}

/** The reference library's process: one JSON request per line, one JSON answer per line. */
class Reference {
  private readonly child;
  private readonly lines: AsyncIterator<string>;
  readonly version: Promise<string>;

  constructor(python: string, engineDir: string) {
    this.child = spawn(python, [SIDE], {
      env: { ...process.env, PATH: `${engineDir}:${process.env.PATH ?? ''}`, PYTHONWARNINGS: 'ignore' },
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    this.lines = createInterface({ input: this.child.stdout })[Symbol.asyncIterator]();
    this.version = this.next().then((r) => {
      const ready = r as unknown as { ready: string; python: string };
      return `ravenpy ${ready.ready} (Python ${ready.python})`;
    });
  }

  private async next(): Promise<Answer & { error?: string }> {
    const line = await this.lines.next();
    if (line.done) throw new Error('the reference process ended');
    return JSON.parse(line.value) as Answer & { error?: string };
  }

  async ask(request: Record<string, unknown>): Promise<Answer> {
    await this.version;
    this.child.stdin.write(JSON.stringify(request) + '\n');
    const answer = await this.next();
    if (answer.error !== undefined) throw new Error(`ravenpy ${String(request.op)}: ${answer.error}`);
    return answer;
  }

  close(): void {
    this.child.stdin.end();
  }
}

async function timed(
  reps: number,
  fn: () => Promise<unknown>,
): Promise<{ times: number[]; result: unknown }> {
  const times: number[] = [];
  let result: unknown;
  for (let i = 0; i < reps; i++) {
    const t0 = performance.now();
    result = await fn();
    times.push(performance.now() - t0);
  }
  return { times, result };
}

const fmt = (ms: number) =>
  ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms.toFixed(ms < 10 ? 2 : 1)} ms`;

/** One line of the table: both medians, the ratio, and the spread of the per-round ratios. */
interface Row {
  op: string;
  rvkit: number;
  ravenpy: number;
  ratio: number;
  low: number;
  high: number;
  n: number;
}

const rows: Row[] = [];

/** Times one operation on both sides in alternating rounds (after two warm-up calls each, not counted). */
async function compare(
  op: string,
  reps: number,
  reference: (reps: number) => Promise<Answer>,
  ours: (reps: number) => Promise<{ times: number[]; result: unknown }>,
  rounds = ROUNDS,
): Promise<Row> {
  await reference(2);
  await ours(2);
  const py: number[] = [];
  const ts: number[] = [];
  const ratios: number[] = [];
  for (let r = 0; r < rounds; r++) {
    // Each side goes first in every other round: whatever the first of a pair pays (a cold cache, a busy
    // spell starting), both sides pay it as often.
    let a: number[];
    let b: number[];
    if (r % 2 === 0) {
      a = (await reference(reps)).times;
      b = (await ours(reps)).times;
    } else {
      b = (await ours(reps)).times;
      a = (await reference(reps)).times;
    }
    py.push(...a);
    ts.push(...b);
    ratios.push(median(b) / median(a));
  }
  const row = {
    op,
    rvkit: median(ts),
    ravenpy: median(py),
    ratio: median(ts) / median(py),
    low: Math.min(...ratios),
    high: Math.max(...ratios),
    n: py.length,
  };
  rows.push(row);
  console.log(
    `  ${op.padEnd(58)} ${fmt(row.rvkit).padStart(9)} ${fmt(row.ravenpy).padStart(9)} ${row.ratio.toFixed(2).padStart(6)}  ${row.low.toFixed(2)}–${row.high.toFixed(2)}`,
  );
  return row;
}

/** Builds the emulator the reference's tests build, with their parameters, and writes its files. */
async function buildWrite(name: string, dir: string, fields: Record<string, unknown>): Promise<void> {
  const entry = EMULATORS[name]!;
  await new entry.cls({ ...fields, params: entry.example }).writeRv(dir, 'm', true);
}

/** Runs both sides on each emulator with the reference parameters: NSE and the largest flow difference. */
async function sameResults(ref: Reference, root: string): Promise<void> {
  console.log(
    '\nsame work: each emulator run by both libraries, Salmon River 2000-2002, reference parameters',
  );
  console.log(
    `  ${'emulator'.padEnd(15)} ${'NSE rvkit'.padStart(12)} ${'NSE ravenpy'.padStart(12)}  max |Δq_sim| (m3/s)`,
  );
  for (const name of Object.keys(EMULATORS)) {
    if (name === 'BasicRoute') continue;
    const entry = EMULATORS[name]!;
    const theirs = (
      await ref.ask({
        op: 'run',
        emulator: name,
        params: entry.example,
        dir: join(root, `same-py-${name}`),
        nc: SALMON_NC,
        hru: SALMON_HRU,
        ...PERIOD,
      })
    ).result as { nse: number; q_sim: number[] | null };
    const config = new entry.cls({
      ...(await salmonFields(name, PERIOD.start, PERIOD.end)),
      params: entry.example,
    });
    const out = await new Emulator(config, join(root, `same-ts-${name}`), 'm').run();
    const nse = (out.diagnostics!.DIAG_NASH_SUTCLIFFE as number[])[0]!;
    const hydrograph = await out.hydrograph;
    let flows: string;
    if (hydrograph === null || theirs.q_sim === null) {
      // :SuppressOutput (CanadianShield): Raven writes the diagnostics only, on both sides.
      flows = hydrograph === null && theirs.q_sim === null ? 'no hydrograph on either side' : 'one side only';
    } else {
      const q = hydrograph.numeric('q_sim');
      let diff = q.length === theirs.q_sim.length ? 0 : NaN;
      q.forEach((x, i) => (diff = Math.max(diff, Math.abs(x - theirs.q_sim![i]!))));
      flows = diff === 0 ? '0 (identical)' : diff.toExponential(1);
    }
    console.log(
      `  ${name.padEnd(15)} ${nse.toFixed(6).padStart(12)} ${theirs.nse.toFixed(6).padStart(12)}  ${flows}`,
    );
  }
}

/** A deterministic generator of parameter sets: the same sets every run. */
function* uniform(seed: number): Generator<number> {
  let s = seed >>> 0;
  for (;;) {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    yield s / 2 ** 32;
  }
}

/** Prints the side-by-side table; returns false when the reference library or the engine is missing. */
export async function benchReference(): Promise<boolean> {
  let engine: string;
  let python: string;
  try {
    engine = findEngine().path;
    python = execFileSync('bash', [INSTALL], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] })
      .trim()
      .split('\n')
      .at(-1)!;
  } catch (error) {
    console.log(`reference: skipped (${error instanceof Error ? error.message.split('\n')[0] : error})`);
    return false;
  }
  const ref = new Reference(python, dirname(engine));
  const root = await mkdtemp(join(tmpdir(), 'rvkit-bench-reference-'));
  try {
    console.log(
      `rvkit vs ${await ref.version}, Raven ${engine}; ${availableParallelism()} cores, load average ${loadavg()[0]!.toFixed(2)}`,
    );
    console.log(
      `medians over ${ROUNDS} alternating rounds; ratio = rvkit / ravenpy (below 1: rvkit is faster); spread = the rounds' ratios\n`,
    );
    console.log(
      `  ${'operation'.padEnd(58)} ${'rvkit'.padStart(9)} ${'ravenpy'.padStart(9)} ${'ratio'.padStart(6)}  spread`,
    );

    const nc = { nc: SALMON_NC, hru: SALMON_HRU };
    await compare(
      'read forcing: Gauge + ObservationData from NetCDF (Salmon)',
      5,
      (reps) => ref.ask({ op: 'forcing', reps, ...nc }),
      (reps) =>
        timed(reps, async () => {
          await Gauge.fromNc(SALMON_NC, {
            dataType: ['RAINFALL', 'TEMP_MIN', 'TEMP_MAX', 'SNOWFALL'],
            altNames: ALT_NAMES,
            dataKwds: { ALL: { elevation: SALMON_HRU.elevation } },
          });
          await ObservationData.fromNc(SALMON_NC, 'HYDROGRAPH', { altNames: ['qobs'] });
        }),
    );

    const emulators = Object.keys(EMULATORS).filter((name) => name !== 'BasicRoute');
    const fieldsOf = new Map<string, Record<string, unknown>>();
    for (const name of emulators) fieldsOf.set(name, await salmonFields(name, PERIOD.start, PERIOD.end));
    // The shared code (models, printer, formatter) is compiled by the JIT over the first few dozen builds
    // of any emulator: every emulator is built ten times before any is timed (the first one timed took
    // twice its steady time after three), so that both sides are timed in their steady state.
    for (let i = 0; i < 10; i++)
      for (const name of emulators) await buildWrite(name, join(root, `warm-${name}`), fieldsOf.get(name)!);
    for (const name of emulators) {
      const fields = fieldsOf.get(name)!;
      const params = EMULATORS[name]!.example;
      await compare(
        `build an emulator and write its RV files: ${name}`,
        7,
        (reps) =>
          ref.ask({
            op: 'build',
            emulator: name,
            params,
            dir: join(root, `build-py-${name}`),
            reps,
            ...nc,
            ...PERIOD,
          }),
        (reps) => timed(reps, () => buildWrite(name, join(root, `build-ts-${name}`), fields)),
      );
    }

    // Raven's own outputs: GR4JCN over the whole 57-year record.
    const long = new GR4JCN({
      ...(await salmonFields('GR4JCN', LONG.start, LONG.end)),
      params: EMULATORS.GR4JCN!.example,
    });
    const run = await new Emulator(long, join(root, 'long'), 'm').run();
    const out = run.path;
    const steps = (await run.hydrograph)!.numeric('q_sim').length;
    await compare(
      `read q_sim from Raven's Hydrographs.nc (${steps} daily steps)`,
      7,
      (reps) => ref.ask({ op: 'qsim', run_name: 'test', dir: out, reps }),
      (reps) => timed(reps, async () => (await new OutputReader('test', out).hydrograph)!.numeric('q_sim')),
    );
    const solution = run.files.solution!;
    await compare(
      'parse a single-HRU solution.rvc',
      15,
      (reps) => ref.ask({ op: 'solution', path: solution, reps }),
      (reps) => timed(reps, () => readSolution(solution)),
    );
    await compare(
      'parse Raven_errors.txt',
      15,
      (reps) => ref.ask({ op: 'messages', path: run.files.messages!, reps }),
      (reps) => timed(reps, () => readRavenMessages(out)),
    );
    const diagnostics = run.files.diagnostics!;
    await compare(
      'parse Diagnostics.csv',
      15,
      (reps) => ref.ask({ op: 'diagnostics', path: diagnostics, reps }),
      (reps) => timed(reps, async () => parseDiagnostics(diagnostics)),
    );

    // Calibration: 40 GR4JCN parameter sets on every core, build + write + run.
    const random = uniform(42);
    const sets = Array.from({ length: SETS }, () =>
      GR4JCN.parameters.map((p) => p.low + (p.high - p.low) * random.next().value!),
    );
    const cores = availableParallelism();
    const symbolic = new GR4JCN(await salmonFields('GR4JCN', PERIOD.start, PERIOD.end));
    const tsRoot = join(root, 'sets-ts');
    // Raven's own wall time (spawn to exit) summed over the members of each run: the share of the cores' time
    // spent running Raven, which the machine's other load does not change as it changes wall times.
    const ravenShare: number[] = [];
    const runSets = async () => {
      let raven = 0;
      const t0 = performance.now();
      const out = await runParameterSets(symbolic, sets, tsRoot, {
        concurrency: cores,
        modelname: 'm',
        overwrite: true,
        run: { binary: engine },
        onDone: (o) => (raven += o.ok ? o.result.processMs : 0),
      });
      ravenShare.push(raven / cores / (performance.now() - t0));
      return out;
    };
    const setsRow = await compare(
      `${SETS} GR4JCN parameter sets on ${cores} cores (runParameterSets / process pool)`,
      1,
      (reps) =>
        ref.ask({
          op: 'sets',
          emulator: 'GR4JCN',
          sets,
          procs: cores,
          root: join(root, 'sets-py'),
          reps,
          ...nc,
          ...PERIOD,
        }),
      (reps) => timed(reps, runSets),
      SET_ROUNDS,
    );
    // The floor: bare Raven processes on the directories runParameterSets wrote, `xargs -P <cores>`.
    const members = Array.from({ length: SETS }, (_, i) =>
      join(tsRoot, `member${String(i + 1).padStart(3, '0')}`),
    );
    const bare = () =>
      execFileSync(
        'xargs',
        [
          '-P',
          String(cores),
          '-I{}',
          'sh',
          '-c',
          `cd {} && exec ${engine} m -o output/ </dev/null >/dev/null`,
        ],
        {
          input: members.join('\n'),
        },
      );
    // Rounds as for the reference, each side first in turn: a busy spell of the shared machine hits both.
    const floor: number[] = [];
    const ours: number[] = [];
    const perRound: number[] = [];
    const bareTime = async () => (await timed(1, async () => bare())).times[0]!;
    const oursTime = async () => (await timed(1, runSets)).times[0]!;
    for (let r = 0; r < FLOOR_ROUNDS; r++) {
      let f: number;
      let o: number;
      if (r % 2 === 0) {
        f = await bareTime();
        o = await oursTime();
      } else {
        o = await oursTime();
        f = await bareTime();
      }
      floor.push(f);
      ours.push(o);
      perRound.push(o / f);
    }
    console.log(
      `\n  the floor: bare Raven on the directories runParameterSets wrote, xargs -P ${cores}; ${FLOOR_ROUNDS} alternating rounds`,
    );
    console.log(
      `    runParameterSets ${fmt(median(ours))}, floor ${fmt(median(floor))}: ${(median(ours) / median(floor)).toFixed(3)} of the floor (rounds ${Math.min(...perRound).toFixed(2)}–${Math.max(...perRound).toFixed(2)}, median of the rounds' ratios ${median(perRound).toFixed(3)}); the reference's process pool above: ${(setsRow.ravenpy / median(floor)).toFixed(3)} of the floor`,
    );
    console.log(
      `    Raven runs ${(100 * Math.min(...ravenShare)).toFixed(1)}–${(100 * Math.max(...ravenShare)).toFixed(1)}% of runParameterSets' wall time on each core (median ${(100 * median(ravenShare)).toFixed(1)}%)`,
    );

    await sameResults(ref, root);
  } finally {
    ref.close();
    await rm(root, { recursive: true, force: true });
  }
  return true;
}

/** The table of the last benchReference(), for a summary. */
export function referenceRows(): readonly Row[] {
  return rows;
}
