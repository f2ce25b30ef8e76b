/**
 * `rvkit cluster` as a user types it, on the real single-node Slurm: Slurm's options reach the job, status
 * says where each task stands (pending and why, failed with its reason), collect puts the results in one
 * table, the one-line resume finishes what did not; cancel; --local; help and usage errors.
 */
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { readJob, readSubmissions } from '../../src/cluster/index.js';
import { tempDir } from '../engine/helpers.js';
import { copyQuick, hold, holdingRaven, reachedHold, release, rvkit, rvkitWith, until } from './helpers.js';
import { slurmForTests, slurmOut } from './slurmCluster.js';

slurmForTests();

/** A field of `scontrol show job` for a job. */
async function jobField(id: string, field: string): Promise<string> {
  const text = await slurmOut('scontrol', ['show', 'job', id]);
  return new RegExp(`\\b${field}=(\\S*)`).exec(text)?.[1] ?? '';
}

describe('rvkit cluster', () => {
  test('options reach Slurm; status, collect and the one-line resume', async () => {
    const root = await tempDir('rvkit-cluster-cli-');
    // a's run waits for the word go, so the others stay queued behind it as long as the test looks.
    const a = hold(copyQuick(root, 'a', 0));
    mkdirSync(join(root, 'b')); // not a model: its task fails
    copyQuick(root, 'c', 2);
    const submitted = await rvkitWith(
      { ...process.env, RAVEN_BINARY: holdingRaven(root) },
      [
        'cluster',
        'submit',
        'a',
        'b',
        'c',
        '--account',
        'hydro',
        '--time',
        '5',
        '--mem',
        '200M',
        '--max-running',
        '1',
        '--sbatch=--comment=rvkit-passthrough',
        '--job-dir',
        'job',
        '--',
        'run',
      ],
      root,
    );
    expect(submitted.code).toBe(0);
    expect(submitted.out).toMatch(
      /^job run-\S+: 3 task\(s\), job directory job\n {2}Slurm job array \d+: 3 task\(s\)\nstatus: rvkit cluster status job\n$/,
    );
    const id = (await readSubmissions(await readJob(join(root, 'job'))))[0]!.id;
    expect(await jobField(id, 'Account')).toBe('hydro');
    expect(await jobField(id, 'TimeLimit')).toBe('00:05:00');
    expect(await jobField(id, 'MinMemoryNode')).toBe('200M');
    expect(await jobField(id, 'Comment')).toBe('rvkit-passthrough');
    expect(await jobField(id, 'ArrayTaskThrottle')).toBe('1');

    // One at a time: the others wait, and status says why, in Slurm's words.
    const waiting = await until('a task held back by --max-running', async () => {
      const { out } = await rvkit(['cluster', 'status', 'job'], root);
      return /pending .*JobArrayTaskLimit/.test(out) ? out : undefined;
    });
    expect(waiting).toMatch(/^job run-\S+ \(job\): 3 tasks: /);
    await reachedHold(a);
    release(a);

    const finished = await rvkit(['cluster', 'status', 'job', '--wait'], root);
    expect(finished.code).toBe(1);
    expect(finished.out).toMatch(/3 tasks: 2 done, 1 failed/);
    const failedLine = finished.out.split('\n').find((l) => / b +failed/.test(l))!;
    expect(failedLine).toMatch(
      /exit 3 \(command 1\): rvkit run: no \.rvi file in .*\/b\b.*; log job\/logs\/slurm-\d+_1\.out/,
    );
    expect(finished.out).toMatch(/1 task to run again: rvkit cluster submit --resume job\n$/);
    expect(readFileSync(join(root, 'job', 'logs', `slurm-${id}_1.out`), 'utf8')).toMatch(/no \.rvi file/);

    const partial = await rvkit(['cluster', 'collect', 'job'], root);
    expect(partial.code).toBe(1);
    expect(partial.err).toMatch(/results of 2 of 3 task\(s\); 1 without: see rvkit cluster status job/);
    const rows = partial.out.trim().split('\n');
    expect(rows[0]).toMatch(/^task,name,state,series,NASH_SUTCLIFFE.*,reason$/);
    expect(rows.find((r) => r.startsWith('1,b,failed,'))).toMatch(/exit 3/);

    // The model is put right, and the one-line command finishes the job: only b runs again.
    rmSync(join(root, 'b'), { recursive: true });
    copyQuick(root, 'b', 2);
    const resumed = await rvkit(['cluster', 'submit', '--resume', 'job', '--wait'], root);
    expect(resumed.code).toBe(0);
    expect(resumed.out).toMatch(/1 task\(s\) submitted again; 2 done, skipped/);
    expect(resumed.out).toMatch(/3 tasks: 3 done/);
    const again = await rvkit(['cluster', 'submit', '--resume', 'job'], root);
    expect(again.out).toMatch(/nothing to resume \(3 tasks: 3 done\)/);
    const all = await rvkit(['cluster', 'collect', 'job', '-o', 'results.csv'], root);
    expect(all.code).toBe(0);
    expect(readFileSync(join(root, 'results.csv'), 'utf8').trim().split('\n').length).toBeGreaterThanOrEqual(
      4,
    );
  }, 600_000);

  test('cancel: held tasks cancelled, status says so, nothing left queued', async () => {
    const root = await tempDir('rvkit-cluster-cli-');
    copyQuick(root, 'a', 1);
    copyQuick(root, 'c', 2);
    const submitted = await rvkit(
      ['cluster', 'submit', 'a', 'c', '--sbatch=--hold', '--job-dir', 'job', '--', 'run'],
      root,
    );
    expect(submitted.code).toBe(0);
    const held = await rvkit(['cluster', 'status', 'job'], root);
    expect(held.out).toMatch(/2 tasks: 2 pending/);
    expect(held.out).toMatch(/pending .*JobHeldUser/);
    const cancelled = await rvkit(['cluster', 'cancel', 'job'], root);
    expect(cancelled.out).toBe('cancelled 2 waiting or running task(s)\n');
    const status = await rvkit(['cluster', 'status', 'job'], root);
    expect(status.out).toMatch(/2 tasks: 2 failed/);
    expect(status.out).toMatch(/failed .*cancelled/);
  }, 300_000);

  test('--local runs the tasks here and waits; usage errors exit 2', async () => {
    const root = await tempDir('rvkit-cluster-cli-');
    copyQuick(root, 'a', 1);
    const local = await rvkit(['cluster', 'submit', '--local', 'a', '--job-dir', 'job', '--', 'run'], root);
    expect(local.code).toBe(0);
    expect(local.out).toMatch(/1 task: 1 done/);
    expect(existsSync(join(root, 'a', 'output'))).toBe(true);
    expect((await rvkit(['cluster', 'submit', 'a'], root)).code).toBe(2);
    expect((await rvkit(['cluster', 'submit', '--', 'run'], root)).err).toMatch(/no target/);
    expect((await rvkit(['cluster', 'status', 'nowhere'], root)).err).toMatch(/not a job directory/);
    expect((await rvkit(['cluster', 'bogus'], root)).code).toBe(2);
    const help = await rvkit(['cluster', '--help'], root);
    expect(help.code).toBe(0);
    expect(help.out).toMatch(/rvkit cluster submit --resume <job-dir>/);
    // A job directory is never reused.
    const twice = await rvkit(['cluster', 'submit', '--local', 'a', '--job-dir', 'job', '--', 'run'], root);
    expect(twice.code).toBe(3);
    expect(twice.err).toMatch(/already holds a job/);
  }, 300_000);
});
