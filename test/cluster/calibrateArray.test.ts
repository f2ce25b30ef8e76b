/**
 * Many calibrations as one Slurm job array, on the real single-node Slurm: 20 calibrations of the corpus's
 * OSTRICH setups (GR4J-CemaNeige, HBV-EC, HMETS, MOHYSE on the Salmon River, five seeds each, ten DDS
 * evaluations) submitted with `rvkit calibrate … --slurm`, collected with `rvkit calibrate --collect`; then the
 * same 20 again with one task killed by scancel half-way and the array resubmitted: only the unfinished work
 * runs again, and the collected results equal the uninterrupted ones.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readJob, readTaskRecord, slurmScheduler, waitForJob } from '../../src/cluster/index.js';
import { readLines } from '../../src/cluster/jsonLines.js';
import { OSTRICH_SETUPS, layOutOstrichSetup } from '../calibrate/helpers.js';
import { tempDir } from '../engine/helpers.js';
import { rvkit, until } from './helpers.js';
import { slurmForTests, slurmOut } from './slurmCluster.js';

slurmForTests();

const SEEDS = [11, 12, 13, 14, 15];

/** The 20 setups under `root` (setup × seed), each an ostIn.txt with its own RandomSeed. */
function layOut(root: string): string[] {
  return OSTRICH_SETUPS.flatMap((name) =>
    SEEDS.map((seed) => {
      const dir = layOutOstrichSetup(name, join(root, `${name}-seed${seed}`), { randomNumbers: false });
      const ostIn = join(dir, 'ostIn.txt');
      writeFileSync(ostIn, readFileSync(ostIn, 'utf8').replace(/^RandomSeed.*$/m, `RandomSeed ${seed}`));
      return dir;
    }),
  );
}

/** The calibration the second test cancels (GR4J-CemaNeige, seed 12: among the first Slurm starts), and how many evaluations it journals first. */
const VICTIM = 1;
const BEFORE_CANCEL = 3;

/**
 * Holds the setup's calibration half-way, whatever the machine's speed: once its journal holds
 * BEFORE_CANCEL evaluations, its model program says so (file `held`) and waits for file `go` before it runs.
 * The model it runs is unchanged, so its results are those of the uninterrupted run.
 */
function holdHalfWay(dir: string): void {
  const script = join(dir, 'ostrich-runs-raven.sh');
  const lines = readFileSync(script, 'utf8').split('\n');
  const journal = join(dir, 'calibration', 'journal.jsonl');
  lines.splice(
    1,
    0,
    `if [ ! -e ${dir}/go ] && [ "$(wc -l < ${journal} 2>/dev/null)" -gt ${BEFORE_CANCEL} ]; then`,
    `  touch ${dir}/held; while [ ! -e ${dir}/go ]; do sleep 0.2; done`,
    'fi',
  );
  writeFileSync(script, lines.join('\n'));
}

/** A collected CSV as rows by task, without the columns that differ between two runs (paths, times). */
function comparable(csv: string): Record<string, string>[] {
  const [head, ...rows] = csv
    .trim()
    .split('\n')
    .map((l) => l.split(','));
  return rows.map((r) =>
    Object.fromEntries(head!.flatMap((h, i) => (h === 'name' || h === 'seconds' ? [] : [[h, r[i]!]]))),
  );
}

let uninterrupted = '';

describe('20 calibrations as one Slurm job array', () => {
  test('rvkit calibrate --slurm: every calibration done, every result collected in one table', async () => {
    const root = await tempDir('rvkit-cluster-calibrate-');
    const setups = layOut(join(root, 'setups'));
    const submitted = await rvkit(['calibrate', ...setups, '--slurm', '--job-dir', 'job', '--wait'], root);
    expect(submitted.err).not.toMatch(/failed/);
    expect(submitted.code).toBe(0);
    expect(submitted.out).toMatch(/job calibrate-\S+: 20 task\(s\), job directory job/);
    expect(submitted.out).toMatch(/20 tasks: 20 done/);
    const collected = await rvkit(['calibrate', '--collect', 'job', '-o', 'results.csv'], root);
    expect(collected.code).toBe(0);
    expect(collected.err).toMatch(/results of 20 of 20 task\(s\) in results.csv/);
    uninterrupted = readFileSync(join(root, 'results.csv'), 'utf8');
    const rows = comparable(uninterrupted);
    expect(rows).toHaveLength(20);
    // Ten DDS evaluations and OSTRICH's closing run of the best, each; the seed each setup was given.
    expect(rows.map((r) => r.evaluations)).toEqual(Array(20).fill('11'));
    expect(rows.map((r) => r.seed)).toEqual(OSTRICH_SETUPS.flatMap(() => SEEDS.map(String)));
    expect(rows.every((r) => r.state === 'done' && Number.isFinite(Number(r.cost)))).toBe(true);
    // Different seeds search differently.
    expect(new Set(rows.slice(0, 5).map((r) => r.cost)).size).toBeGreaterThan(1);
  }, 900_000);

  test('one calibration cancelled half-way: the resubmitted array runs only its unfinished evaluations', async () => {
    expect(uninterrupted).not.toBe('');
    const root = await tempDir('rvkit-cluster-calibrate-');
    const setups = layOut(join(root, 'setups'));
    holdHalfWay(setups[VICTIM]!);
    const submitted = await rvkit(['calibrate', ...setups, '--slurm', '--job-dir', 'job'], root);
    expect(submitted.code).toBe(0);
    const job = await readJob(join(root, 'job'));
    const journal = (i: number) => join(setups[i]!, 'calibration', 'journal.jsonl');

    // The calibration held half-way, a few evaluations journaled and no result: cancel its array task as a
    // user would.
    const victim = VICTIM;
    await until('the calibration held half-way', async () =>
      existsSync(join(setups[victim]!, 'held')) ? true : undefined,
    );
    const status = await rvkit(['cluster', 'status', 'job', '--json'], root);
    const id = (JSON.parse(status.out) as { tasks: { index: number; id?: string }[] }).tasks[victim]!.id!;
    await slurmOut('scancel', [id]);
    const first = await waitForJob(job, [slurmScheduler()], { interval: 1000 });
    expect(first.tasks[victim]!.state).toBe('failed');
    expect(first.tasks.filter((t) => t.state === 'done')).toHaveLength(19);
    const kept = (await readLines(journal(victim))).slice(1) as { i: number; at: string }[];
    expect(kept).toHaveLength(BEFORE_CANCEL);
    writeFileSync(join(setups[victim]!, 'go'), '');

    // The one-line command to finish what did not: only the cancelled calibration goes back to Slurm.
    const resumed = await rvkit(['cluster', 'submit', '--resume', 'job', '--wait'], root);
    expect(resumed.code).toBe(0);
    expect(resumed.out).toMatch(/1 task\(s\) submitted again; 19 done, skipped/);
    expect(resumed.out).toMatch(/20 tasks: 20 done/);
    // Its journal kept every evaluation made before the cancel and ran each of the others once.
    const after = (await readLines(journal(victim))).slice(1) as { i: number; at: string }[];
    expect(after.slice(0, kept.length)).toEqual(kept);
    expect(after.map((e) => e.i).sort((a, b) => a - b)).toEqual(Array.from({ length: 11 }, (_, k) => k + 1));
    // The others ran once: one attempt each.
    for (let i = 0; i < setups.length; i++) {
      if (i !== victim) expect((await readTaskRecord(job.dir, i)).attempts).toBe(1);
    }
    const collected = await rvkit(['calibrate', '--collect', 'job'], root);
    expect(collected.code).toBe(0);
    expect(comparable(collected.out)).toEqual(comparable(uninterrupted));
  }, 900_000);
});
