/**
 * The commonest Monday failure, on the real single-node Slurm: a task that outlived its --time. Status says
 * "time limit reached" (Slurm's TIMEOUT, and slurmstepd's own line in the task's log), and the resume with a
 * longer limit finishes it.
 */
import { join } from 'node:path';
import { jobStatus, resumeJob, slurmScheduler, submitJob, waitForJob } from '../../src/cluster/index.js';
import { tempDir } from '../engine/helpers.js';
import { slurmForTests } from './slurmCluster.js';

slurmForTests();

test('a task past its time limit: failed with the reason, finished by a resume with more time', async () => {
  const root = await tempDir('rvkit-cluster-time-');
  // Its first attempt outlives any limit of a minute; a later one ends at once.
  const script = `if [ -e ${root}/tried ]; then exit 0; fi; touch ${root}/tried; sleep 600`;
  const spec = {
    name: 'timelimit',
    tasks: [{ name: 'slow', commands: [{ argv: ['bash', '-c', script], cwd: root }] }],
    resources: { time: '1' },
  };
  const slurm = slurmScheduler();
  const { job } = await submitJob(join(root, 'job'), spec, slurm);
  const ended = await waitForJob(job, [slurm], { interval: 2000 });
  const task = ended.tasks[0]!;
  expect(task.state).toBe('failed');
  expect(task.reason).toMatch(/time limit reached/);
  expect(task.reason).toMatch(/DUE TO TIME LIMIT/);

  const resumed = await resumeJob(job.dir, slurm, { resources: { time: '5' } });
  expect(resumed.resubmitted).toEqual([0]);
  expect(resumed.submissions[0]!.resources?.time).toBe('5');
  await waitForJob(job, [slurm], { interval: 1000 });
  const final = await jobStatus(job, [slurm]);
  expect(final.tasks[0]!.state).toBe('done');
  expect(final.tasks[0]!.attempts).toBe(2);
}, 400_000);
