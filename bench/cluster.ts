/**
 * `npm run bench:cluster`: what Slurm costs rvkit's many-run jobs, on the single-node Slurm of
 * scripts/slurm-start.sh (started for the bench when none runs, stopped after). Side by side with the same work
 * on this machine's cores, alternating so that a busy spell of the shared machine falls on both:
 *   - per array task: a job of `rvkit run` tasks as a Slurm job array against the local scheduler (same
 *     tasks, same number at once), and the gap between a task's end and the start of the one that takes its
 *     place, read from the tasks' own records;
 *   - per evaluation: Raven runs as srun steps of an allocation against the same runs as local processes;
 *   - the fixed costs: one sbatch, one squeue.
 * Then a projection to 1,000 catchments × 1,000 evaluations on 100 nodes. Prints, never fails.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  allocateSlurm,
  localScheduler,
  readJob,
  readSubmissions,
  readTaskRecord,
  rvkitCommand,
  slurmScheduler,
  submitJob,
  type JobSpec,
} from '../src/cluster/index.js';
import {
  findEngine,
  localRunner,
  runEnsemble,
  type RunResult,
  type TaskRunner,
} from '../src/engine/index.js';
import { copyCorpusModel } from '../test/paths.js';
import { useSlurm } from '../test/cluster/slurmCluster.js';
import { bareDispatch, processCost, schedulerParameters, slotGaps } from './clusterDispatch.js';
import { median } from './median.js';

const MODEL = {
  dir: 'CSHS-CWRA__RavenHydroFramework/benchmarking___InputFiles__Salmon_GR4J',
  stem: 'raven-gr4j-salmon',
};
const TASKS = 8;
const EVALUATIONS = 16;
const ROUNDS = 3;

const root = mkdtempSync(join(tmpdir(), 'rvkit-bench-cluster-'));
const slots = Math.max(1, availableParallelism());
const load = () => loadavg()[0]!.toFixed(1);
const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
/** A cost measured as a difference of two wall times: below zero it is lost in the machine's noise. */
const cost = (ms: number) => (ms < 0 ? `≈0 (${s(ms)}: within the noise)` : s(ms));
let copies = 0;
const copy = () => copyCorpusModel(MODEL.dir, join(root, `m${copies++}`));

/** A job of TASKS `rvkit run` tasks on fresh copies of the model. */
function runJob(): JobSpec {
  return {
    name: 'bench',
    tasks: Array.from({ length: TASKS }, (_, i) => {
      const dir = copy();
      return { name: `t${i}`, commands: [{ argv: [...rvkitCommand(), 'run', dir], cwd: dir }] };
    }),
  };
}

/** Wall time of a job from submission until every task's record says done (records polled every 50 ms). */
async function arrayWall(scheduler: 'local' | 'slurm' | 'workers'): Promise<{ ms: number; dir: string }> {
  const dir = join(root, `job${copies++}`);
  const spec: JobSpec = { ...runJob(), ...(scheduler === 'workers' && { resources: { workers: slots } }) };
  const t0 = performance.now();
  await submitJob(dir, spec, scheduler === 'local' ? localScheduler({ slots }) : slurmScheduler());
  for (;;) {
    const records = await Promise.all(spec.tasks.map((_, i) => readTaskRecord(dir, i)));
    if (records.every((r) => r.done || r.end)) break;
    await sleep(50);
  }
  return { ms: performance.now() - t0, dir };
}

/** The gaps between a task's end and the next task's start on its slot (the scheduler's dispatch time). */
async function dispatchGaps(dir: string): Promise<{ first: number; gaps: number[]; run: number[] }> {
  const records = await Promise.all(Array.from({ length: TASKS }, (_, i) => readTaskRecord(dir, i)));
  const spans = records.map((r) => {
    const start = Date.parse(r.start!.time);
    return { start, end: start + r.end!.seconds * 1000 };
  });
  const submitted = Date.parse((await readSubmissions(await readJob(dir)))[0]!.time);
  return {
    first: Math.min(...spans.map((x) => x.start)) - submitted,
    gaps: slotGaps(spans, slots),
    run: spans.map((x) => x.end - x.start),
  };
}

/** Wall time of EVALUATIONS Raven runs through a runner, and Raven's own process times. */
async function evaluationsWall(
  runner: TaskRunner,
  binary: string,
): Promise<{ ms: number; process: number[] }> {
  const dirs = Array.from({ length: EVALUATIONS }, copy);
  const t0 = performance.now();
  const outcomes = await runEnsemble(
    dirs.map((configdir) => ({ modelname: MODEL.stem, configdir, binary, onWarning: () => undefined })),
    { runner },
  );
  const ms = performance.now() - t0;
  const results = outcomes.map((o) => {
    if (!o.ok) throw o.error;
    return o.result as RunResult;
  });
  return { ms, process: results.map((r) => r.processMs) };
}

function timed(f: () => void, times = 5): number {
  const all: number[] = [];
  for (let i = 0; i < times; i++) {
    const t0 = performance.now();
    f();
    all.push(performance.now() - t0);
  }
  return median(all);
}

async function main(): Promise<void> {
  const cluster = await useSlurm().catch((error: Error) => {
    console.log(`bench:cluster: no Slurm (${error.message})`);
    return null;
  });
  if (cluster === null) return;
  // Node reads the CA bundle NODE_EXTRA_CA_CERTS names at every start; an array task's process starts
  // without it (src/cluster/nodeStart.ts), the local scheduler's commands would not: neither side has it
  // here, so that what is compared is the scheduler's cost. What it costs a start is printed apart.
  const caCerts = process.env.NODE_EXTRA_CA_CERTS;
  delete process.env.NODE_EXTRA_CA_CERTS;
  const binary = findEngine().path;
  try {
    console.log(
      `rvkit bench:cluster: ${cpus().length} cores (${cpus()[0]?.model ?? '?'}), Slurm ${execFileSync('sinfo', ['-V'], { encoding: 'utf8' }).trim()} on one node, load ${load()}`,
    );
    console.log(
      `model: ${MODEL.stem} (Salmon River GR4J); ${slots} at a time on both sides; median of ${ROUNDS} rounds\n`,
    );

    // Fixed costs.
    const script = ['--wrap', 'true', '-o', '/dev/null', '--hold', '-J', 'rvkit-bench'];
    const ids: string[] = [];
    const sbatch = timed(() =>
      ids.push(execFileSync('sbatch', ['--parsable', ...script], { encoding: 'utf8' }).trim()),
    );
    execFileSync('scancel', ids);
    const squeue = timed(() => execFileSync('squeue', ['-h', '-r', '-t', 'all']));
    const step = await stepCost();
    console.log(
      `fixed costs: sbatch ${sbatch.toFixed(0)} ms, squeue ${squeue.toFixed(0)} ms, one srun step of 'true' ${step.toFixed(0)} ms more than 'true' (median of 5)`,
    );

    // Array tasks.
    const local: number[] = [];
    const slurm: number[] = [];
    const gaps: number[] = [];
    const firsts: number[] = [];
    const runs: number[] = [];
    const pulled: number[] = [];
    const localGaps: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const here = await arrayWall('local');
      local.push(here.ms);
      localGaps.push(...(await dispatchGaps(here.dir)).gaps);
      pulled.push((await arrayWall('workers')).ms);
      const onSlurm = await arrayWall('slurm');
      slurm.push(onSlurm.ms);
      const g = await dispatchGaps(onSlurm.dir);
      gaps.push(...g.gaps);
      firsts.push(g.first);
      runs.push(...g.run);
    }
    const perTask = ((median(slurm) - median(local)) * slots) / TASKS;
    const perPulled = ((median(pulled) - median(local)) * slots) / TASKS;
    // Where a task's start goes. Slurm's dispatch with nothing of rvkit (an array of bare bash tasks); then
    // the process each array task starts (node, rvkit's modules, the job file), timed on a task that is done
    // so that it only starts and skips, beside node starting alone: CPU time (which the load inflates less)
    // and wall time.
    const bare = await bareDispatch(join(root, 'bare'), 6 * slots, slots);
    const scheduler = schedulerParameters();
    const done = (await arrayWall('local')).dir;
    const wrapper = processCost([process.execPath, ...rvkitCommand().slice(1), 'cluster', 'task', done, '0']);
    const nodeAlone = processCost([process.execPath, '-e', '0']);
    const nodeWithCa =
      caCerts === undefined
        ? undefined
        : processCost([process.execPath, '-e', '0'], 10, { ...process.env, NODE_EXTRA_CA_CERTS: caCerts });
    const task = median(runs);
    const steady = median(gaps) - median(localGaps);
    const ms = (x: number) => `${x.toFixed(0)} ms`;
    const share = (cost: number, minutes: number) => `${((cost / (minutes * 60_000)) * 100).toFixed(2)}%`;
    console.log(`\narray tasks: ${TASKS} tasks of 'rvkit run', ${slots} at once (load ${load()})`);
    console.log(
      `  local scheduler: ${s(median(local))}   Slurm job array: ${s(median(slurm))}   ratio ${(median(slurm) / median(local)).toFixed(2)}`,
    );
    console.log(`  one task (rvkit run, node start included): ${s(task)}`);
    console.log(
      `  Slurm's cost per task: ${cost(perTask)} of wall time per slot (the difference spread over the tasks, the job's first start included)`,
    );
    console.log(
      `  submission to first start: ${s(median(firsts))}; a task's end to the next task's start: ${s(median(gaps))} on Slurm, ` +
        `${s(median(localGaps))} locally (medians of ${gaps.length}): ${s(steady)} per task once the array runs`,
    );
    console.log(
      `  of which Slurm's dispatch alone (bash tasks, no rvkit; SchedulerParameters ${scheduler.text}, ` +
        `batch_sched_delay ${scheduler.batchSchedDelay} s, Epilog ${scheduler.epilog}): ${s(median(bare))} (median of ${bare.length}, mean ${s(bare.reduce((x, y) => x + y, 0) / bare.length)})`,
    );
    console.log(
      `  and rvkit's: starting 'rvkit cluster task' (node, modules, job file): ${ms(wrapper.wall)} wall, ${ms(wrapper.cpu)} CPU; ` +
        `node alone: ${ms(nodeAlone.wall)} wall, ${ms(nodeAlone.cpu)} CPU (load ${load()})`,
    );
    if (nodeWithCa) {
      console.log(
        `  (node alone with this shell's NODE_EXTRA_CA_CERTS, which the batch script keeps from a task's start: ` +
          `${ms(nodeWithCa.wall)} wall, ${ms(nodeWithCa.cpu)} CPU)`,
      );
    }
    console.log(
      `  on ${slots} workers (--workers ${slots}): ${s(median(pulled))}, Slurm's cost per task ${cost(perPulled)} ` +
        `(${share(Math.max(0, perPulled), 1)} of a task of 1 min)`,
    );
    // A difference of two wall times under load can fall below the gap a task waits for its start (lost in
    // the noise, or the local side's own costs: each of its tasks starts its command as a second node): a task
    // pays at least that gap.
    const taskCost = Math.max(perTask, steady);
    for (const minutes of [1, 10, 60]) {
      console.log(
        `  for tasks of ${minutes} min: ${share(taskCost, minutes)} of the compute (the larger of the cost per task and the gap once the array runs; goal < 1%)`,
      );
    }

    // Evaluations as srun steps.
    const here: number[] = [];
    const steps: number[] = [];
    const proc: number[] = [];
    const allocation = await allocateSlurm(
      { ntasks: slots, mem: `${slots * 500}M` },
      { name: 'rvkit-bench' },
    );
    try {
      for (let round = 0; round < ROUNDS; round++) {
        const a = await evaluationsWall(localRunner(slots), binary);
        here.push(a.ms);
        proc.push(...a.process);
        steps.push((await evaluationsWall(allocation.runner, binary)).ms);
      }
    } finally {
      await allocation.release();
    }
    const perEval = ((median(steps) - median(here)) * slots) / EVALUATIONS;
    const evalMs = median(proc);
    console.log(`\nevaluations: ${EVALUATIONS} Raven runs, ${slots} at once (load ${load()})`);
    console.log(
      `  local processes: ${s(median(here))}   srun steps of an allocation: ${s(median(steps))}   ratio ${(median(steps) / median(here)).toFixed(2)}`,
    );
    console.log(
      `  Raven process: ${s(evalMs)} a run; Slurm's cost per evaluation: ${cost(perEval)}; one step's own cost (above): ${s(step)}`,
    );
    const perStep = Math.max(perEval, step);
    console.log(`  for evaluations of 1 min: ${((perStep / 60_000) * 100).toFixed(2)}% (goal < 1%)`);

    // The projection.
    const catchments = 1000;
    const evaluations = 1000;
    const nodes = 100;
    const cores = 32;
    const concurrent = nodes * cores;
    const calibration = evaluations * evalMs + taskCost;
    const waves = Math.ceil(catchments / concurrent);
    console.log(
      `\nprojection: ${catchments} catchments × ${evaluations} evaluations on ${nodes} nodes of ${cores} cores`,
    );
    console.log(
      `  one array task per catchment (serial DDS, one core each): ${concurrent} at once, ${waves} wave(s)`,
    );
    console.log(
      `  each calibration ${evaluations} × ${s(evalMs)} + ${s(taskCost)} of Slurm = ${s(calibration)}; the job ≈ ${s(waves * calibration)} ` +
        `(${((taskCost / calibration) * 100).toFixed(3)}% Slurm)`,
    );
    const longEval = 60_000;
    console.log(
      `  with evaluations of 1 min: ${((waves * (evaluations * longEval + taskCost)) / 3_600_000).toFixed(1)} h, Slurm ${((taskCost / (evaluations * longEval)) * 100).toFixed(4)}%; ` +
        `spread over srun steps instead (${cores} per catchment): +${((perStep / longEval) * 100).toFixed(2)}% per evaluation`,
    );
  } finally {
    await cluster.release();
    rmSync(root, { recursive: true, force: true });
  }
}

/** What one srun step adds to a program that does nothing, inside an allocation (median of 5). */
async function stepCost(): Promise<number> {
  const allocation = await allocateSlurm({ ntasks: 1, mem: '100M' }, { name: 'rvkit-bench' });
  try {
    const [program, ...args] = allocation.runner.wrap(['true']);
    const viaStep = timed(() => execFileSync(program!, args));
    const plain = timed(() => execFileSync('true'));
    return viaStep - plain;
  } finally {
    await allocation.release();
  }
}

await main();
