/**
 * What goes wrong at submission, on the real single-node Slurm: sbatch missing, the controller down, a job
 * rejected for its partition or account. Each is an error that quotes Slurm, and nothing is left behind: no
 * job directory, no array in the queue.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { slurmScheduler, SlurmError, submitJob, type JobSpec } from '../../src/cluster/index.js';
import { tempDir } from '../engine/helpers.js';
import { copyQuick, rvkit, rvkitWith, runTask } from './helpers.js';
import { slurmForTests, slurmOut } from './slurmCluster.js';

const cluster = slurmForTests();

async function oneModelJob(resources: JobSpec['resources'] = {}): Promise<{ spec: JobSpec; dir: string }> {
  const root = await tempDir('rvkit-cluster-errors-');
  return {
    spec: { name: 'errors', tasks: [runTask('m', [copyQuick(root, 'm', 0)])], resources },
    dir: join(root, 'job'),
  };
}

/** The submission fails with a SlurmError whose message matches, and leaves no job directory. */
async function refused(
  resources: JobSpec['resources'],
  scheduler: ReturnType<typeof slurmScheduler>,
  said: RegExp,
): Promise<SlurmError> {
  const { spec, dir } = await oneModelJob(resources);
  const error = await submitJob(dir, spec, scheduler).then(
    () => {
      throw new Error('submitted');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SlurmError);
  expect((error as Error).message).toMatch(said);
  expect(existsSync(dir)).toBe(false);
  return error as SlurmError;
}

/** Jobs named rvkit-errors that the controller holds. */
async function queued(): Promise<string> {
  return (await slurmOut('squeue', ['-h', '-n', 'rvkit-errors', '-o', '%i %T'])).trim();
}

describe('submission errors on a real Slurm', () => {
  test('sbatch missing: says so and how to go on', async () => {
    const error = await refused(
      {},
      slurmScheduler({ env: { ...process.env, PATH: '/nonexistent' } }),
      /sbatch not found on PATH/,
    );
    expect(error.missing).toBe(true);
    expect(error.message).toMatch(/--local/);
  });

  test("the controller down: Slurm's own words, nothing written", async () => {
    // A slurm.conf that names a port where no controller listens: the cluster is there, its controller is not.
    const root = await tempDir('rvkit-cluster-down-');
    const conf = join(root, 'slurm.conf');
    writeFileSync(
      conf,
      readFileSync(cluster.conf, 'utf8').replace(/^SlurmctldPort=\d+/m, 'SlurmctldPort=6999'),
    );
    await refused(
      {},
      slurmScheduler({ env: { ...process.env, SLURM_CONF: conf } }),
      /Unable to contact slurm controller.*`scontrol ping`.*--local/,
    );
  }, 120_000);

  test('a partition the cluster does not have', async () => {
    await refused(
      { partition: 'nosuch' },
      slurmScheduler(),
      /sbatch failed: .*Invalid partition name specified \(`sinfo -s` lists the partitions: name one with --partition\)/,
    );
    expect(await queued()).toBe('');
  });

  test('an account the partition does not allow', async () => {
    await refused(
      { partition: 'restricted', account: 'nobody' },
      slurmScheduler(),
      /Invalid account or account\/partition combination specified \(`sacctmgr show associations .*--account\)/,
    );
    expect(await queued()).toBe('');
  });

  test('more memory than a node has', async () => {
    await refused({ mem: '999G' }, slurmScheduler(), /sbatch failed: .*not available.*`sinfo -N .*--mem/);
    expect(await queued()).toBe('');
  });

  test('on the command line: Slurm quoted, the next step named, nothing submitted, exit 3', async () => {
    const root = await tempDir('rvkit-cluster-errors-');
    copyQuick(root, 'm', 0);
    const args = ['cluster', 'submit', 'm', '--job-dir', 'job', '--name', 'errors'];
    const partition = await rvkit([...args, '--partition', 'nosuch', '--', 'run'], root);
    expect(partition.code).toBe(3);
    expect(partition.out).toBe('');
    expect(partition.err).toMatch(
      /^rvkit cluster submit: sbatch failed: .*Invalid partition name specified \(`sinfo -s` lists the partitions: name one with --partition\); nothing submitted, no job directory written\n$/,
    );
    expect(existsSync(join(root, 'job'))).toBe(false);
    // Without --job-dir: not even the ./rvkit-jobs the job directory would have gone in is left.
    const missing = await rvkitWith(
      { ...process.env, PATH: '/nonexistent' },
      ['cluster', 'submit', 'm', '--', 'run'],
      root,
    );
    expect(missing.code).toBe(3);
    expect(missing.err).toMatch(/sbatch not found on PATH: .*--local; nothing submitted/);
    expect(existsSync(join(root, 'rvkit-jobs'))).toBe(false);
    const noConf = await rvkitWith(
      { ...process.env, SLURM_CONF: join(root, 'nowhere.conf') },
      ['cluster', 'submit', 'm', '--', 'run'],
      root,
    );
    expect(noConf.code).toBe(3);
    expect(noConf.err).toMatch(
      /SLURM_CONF names .*nowhere.conf, which does not exist: set it to the cluster's slurm.conf, or unset it; nothing submitted/,
    );
    // An empty job directory made beforehand stays, empty.
    mkdirSync(join(root, 'empty'));
    const partitionAgain = await rvkit(
      ['cluster', 'submit', 'm', '--job-dir', 'empty', '--partition', 'nosuch', '--', 'run'],
      root,
    );
    expect(partitionAgain.code).toBe(3);
    expect(readdirSync(join(root, 'empty'))).toEqual([]);
    expect(await queued()).toBe('');
  }, 120_000);

  test('a value Slurm cannot read as one word is refused before anything is written', async () => {
    const { spec, dir } = await oneModelJob({ time: '1 hour' });
    await expect(submitJob(dir, spec, slurmScheduler())).rejects.toThrow(/--time wants one word/);
    expect(existsSync(dir)).toBe(false);
  });

  test('a job split over several arrays is all or nothing: a later array refused cancels those accepted', async () => {
    // MaxArraySize 2 makes five tasks three arrays. The third sbatch is refused the way a cluster refuses a user
    // over its submit limit (a wrapper around the real sbatch refuses its third call); the first two are real.
    const root = await tempDir('rvkit-cluster-split-');
    const bin = join(root, 'bin');
    mkdirSync(bin);
    const real = (await slurmOut('bash', ['-c', 'command -v sbatch'])).trim();
    writeFileSync(
      join(bin, 'sbatch'),
      `#!/bin/bash\nn=$(( $(cat ${root}/calls 2>/dev/null || echo 0) + 1 )); echo $n > ${root}/calls\n` +
        `if [ $n -ge 3 ]; then echo 'sbatch: error: Batch job submission failed: Job violates accounting/QOS policy (job submit limit, user'"'"'s size and/or time limits)' >&2; exit 1; fi\n` +
        `out=$(${real} "$@") || exit; echo "$out" | tee -a ${root}/ids\n`,
      { mode: 0o755 },
    );
    const spec: JobSpec = {
      name: 'errors',
      tasks: Array.from({ length: 5 }, (_, i) => runTask(`m${i}`, [copyQuick(root, `m${i}`, i)])),
      // Held, so that the accepted arrays are still in the queue when the refusal comes.
      resources: { directives: ['--hold'] },
    };
    const dir = join(root, 'job');
    const scheduler = slurmScheduler({
      env: { ...process.env, PATH: `${bin}:${process.env.PATH}` },
      maxArraySize: 2,
    });
    await expect(submitJob(dir, spec, scheduler)).rejects.toThrow(/job submit limit/);
    expect(readFileSync(join(root, 'calls'), 'utf8').trim()).toBe('3');
    expect(existsSync(dir)).toBe(false);
    // The two arrays Slurm took were cancelled: none of their tasks waits or runs.
    const ids = readFileSync(join(root, 'ids'), 'utf8').trim().split('\n');
    expect(ids).toHaveLength(2);
    const states = (await slurmOut('squeue', ['-h', '-r', '-t', 'all', '-j', ids.join(','), '-o', '%i %T']))
      .trim()
      .split('\n');
    expect(states).toHaveLength(4);
    expect(states.every((line) => / CANCELLED$/.test(line))).toBe(true);
  }, 120_000);
});
