/**
 * One calibration spread over Slurm workers: the synchronous parallel DDS of an OSTRICH setup (GR4J-CemaNeige
 * on the Salmon River) submitted as one task of two processes (`--ntasks 2 --mem 1G`), each evaluation an srun
 * step of the allocation, gives the same journal (seed, each evaluation's candidate and objective) as the same
 * calibration run here with two workers. A sampler's sensitivity runs (a Latin hypercube of the GR4J model)
 * go the same way: each run a step, the journal of two local workers.
 */
import { appendFileSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readLines } from '../../src/cluster/jsonLines.js';
import { GR4J_MODEL, GR4J_PARAMS, layOutOstrichSetup } from '../calibrate/helpers.js';
import { copyCorpusModel } from '../paths.js';
import { tempDir } from '../engine/helpers.js';
import { findEngine } from '../../src/engine/index.js';
import { rvkit, rvkitWith } from './helpers.js';
import { slurmForTests } from './slurmCluster.js';

slurmForTests();

/** The setup as a synchronous parallel DDS of 14 evaluations; its model program logs each run's Slurm step. */
function parallelSetup(dir: string): string {
  layOutOstrichSetup('gr4j-cemaneige', dir, { randomNumbers: false });
  const ostIn = join(dir, 'ostIn.txt');
  const text = readFileSync(ostIn, 'utf8')
    .replace(/^ProgramType.*$/m, 'ProgramType ParallelDDS\nSynchReceives yes')
    .replace(/^RandomSeed.*$/m, 'RandomSeed 7')
    .replace(/MaxIterations\s+\d+/, 'MaxIterations 14');
  writeFileSync(ostIn, text);
  // Each run says which step of which job it was, when it began and ended (to see that steps overlap).
  const script = join(dir, 'ostrich-runs-raven.sh');
  const lines = readFileSync(script, 'utf8').split('\n');
  // The first two runs (the first batch, out at once) wait for each other, so that two runs at a time show
  // as overlapping spans whatever the machine's load; a run started alone would wait here for 5 minutes.
  lines.splice(
    1,
    0,
    `echo "start \${SLURM_JOB_ID:-none}.\${SLURM_STEP_ID:-none} $(date +%s%N)" >> ${dir}/steps.log`,
    `for _ in $(seq 3000); do [ "$(grep -c ^start ${dir}/steps.log)" -ge 2 ] && break; sleep 0.1; done`,
  );
  writeFileSync(script, lines.join('\n'));
  appendFileSync(
    script,
    `echo "end \${SLURM_JOB_ID:-none}.\${SLURM_STEP_ID:-none} $(date +%s%N)" >> ${dir}/steps.log\n`,
  );
  return ostIn;
}

const VARYING = new Set(['started', 'ms', 'run_ms', 'at', 'slot']);

/**
 * A journal without what differs between two runs of the same calibration: times, worker slots, and the
 * order of its lines (each evaluation is journaled as it ends), so its header, then evaluations by number.
 */
async function journalOf(dir: string): Promise<Record<string, unknown>[]> {
  const [header, ...entries] = (await readLines(join(dir, 'calibration', 'journal.jsonl'))) as Record<
    string,
    unknown
  >[];
  return [header!, ...entries.sort((a, b) => (a.i as number) - (b.i as number))].map((line) =>
    Object.fromEntries(Object.entries(line).filter(([key]) => !VARYING.has(key))),
  );
}

test('a synchronous parallel DDS over two Slurm steps gives the journal of two local workers', async () => {
  const root = await tempDir('rvkit-cluster-spread-');
  const here = parallelSetup(join(root, 'here'));
  const there = parallelSetup(join(root, 'slurm'));
  expect((await rvkit(['calibrate', '--ostrich', here, '--jobs', '2'], root)).code).toBe(0);
  const args = ['calibrate', there, '--slurm', '--ntasks', '2', '--mem', '1G', '--job-dir', 'job', '--wait'];
  const { out: stdout } = await rvkit(args, root);
  expect(stdout).toMatch(/1 task: 1 done/);

  const local = await journalOf(join(root, 'here'));
  const spread = await journalOf(join(root, 'slurm'));
  expect((local[0] as { algorithm: string; width: number }).algorithm).toBe('pdds-sync');
  expect((local[0] as { width: number }).width).toBe(2);
  expect(local).toHaveLength(1 + 15); // the header, 14 evaluations and the closing run of the best
  expect(spread).toEqual(local);

  // Here, no Slurm step; there, every evaluation its own step of one job, two of them at a time.
  const steps = (dir: string) =>
    readFileSync(join(dir, 'steps.log'), 'utf8')
      .trim()
      .split('\n')
      .map((l) => l.split(' ') as [string, string, string]);
  expect(new Set(steps(join(root, 'here')).map(([, id]) => id))).toEqual(new Set(['none.none']));
  const log = steps(join(root, 'slurm'));
  const ids = [...new Set(log.map(([, id]) => id))];
  expect(ids).toHaveLength(15);
  expect(new Set(ids.map((id) => id.split('.')[0]))).toHaveProperty('size', 1);
  const span = new Map<string, [bigint, bigint]>();
  for (const [what, id, t] of log) {
    const s = span.get(id) ?? [0n, 0n];
    s[what === 'start' ? 0 : 1] = BigInt(t);
    span.set(id, s);
  }
  const spans = [...span.values()];
  const overlapping = spans.some((a, i) => spans.some((b, j) => i !== j && a[0] < b[1] && b[0] < a[1]));
  expect(overlapping).toBe(true);
}, 600_000);

test("a sampler's sensitivity runs over two Slurm steps: the journal of two local workers", async () => {
  const root = await tempDir('rvkit-cluster-spread-');
  const models = ['here', 'slurm'].map((name) => {
    const dir = copyCorpusModel(GR4J_MODEL, join(root, name));
    for (const f of readdirSync(dir)) if (f.endsWith('.md5')) rmSync(join(dir, f));
    return dir;
  });
  // A Raven that logs which Slurm step runs it, then runs the real engine.
  const raven = join(root, 'raven-logging');
  writeFileSync(
    raven,
    `#!/bin/sh\necho "\${SLURM_JOB_ID:-none}.\${SLURM_STEP_ID:-none}" >> ${root}/steps.log\nexec ${findEngine().path} "$@"\n`,
    { mode: 0o755 },
  );
  const env = { ...process.env, RAVEN_BINARY: raven };
  const sample = [...GR4J_PARAMS.flatMap((p) => ['-p', p]), '--algorithm', 'lhs', '-n', '8', '--seed', '3'];
  expect((await rvkit(['calibrate', models[0]!, ...sample, '-j', '2'], root)).code).toBe(0);
  const args = ['calibrate', models[1]!, ...sample, '--slurm', '--ntasks', '2', '--mem', '1G'];
  const submitted = await rvkitWith(env, [...args, '--job-dir', 'job', '--wait'], root);
  expect(submitted.out).toMatch(/1 task: 1 done/);
  const local = await journalOf(models[0]!);
  expect((local[0] as { algorithm: string }).algorithm).toBe('lhs');
  expect(local.length).toBeGreaterThanOrEqual(1 + 8);
  expect(await journalOf(models[1]!)).toEqual(local);
  // Every run on Slurm was its own step of the one task's allocation.
  const steps = readFileSync(join(root, 'steps.log'), 'utf8').trim().split('\n');
  expect(steps.length).toBe(local.length - 1);
  expect(new Set(steps).size).toBe(steps.length);
  expect(new Set(steps.map((s) => s.split('.')[0]))).toHaveProperty('size', 1);
  expect(steps.every((s) => /^\d+\.\d+$/.test(s))).toBe(true);
}, 600_000);
