/**
 * What an array task's process starts without, on the real single-node Slurm: node reads the CA bundle that
 * NODE_EXTRA_CA_CERTS names at every start, so the batch script starts the task's process (a task, a worker)
 * without it, and the commands the task runs get it back, as they were submitted with it.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  slurmScheduler,
  submitJob,
  waitForJob,
  type JobSpec,
  type TaskSpec,
} from '../../src/cluster/index.js';
import { tempDir } from '../engine/helpers.js';
import { slurmForTests } from './slurmCluster.js';

slurmForTests();

/** A task whose command writes its own NODE_EXTRA_CA_CERTS and the one its parent (the task) started with. */
function reportingTask(root: string, name: string): TaskSpec {
  const script = [
    'printf "%s" "${NODE_EXTRA_CA_CERTS-unset}" > own.txt',
    // The environment the parent process was started with (not what it set later).
    'tr "\\0" "\\n" < /proc/$PPID/environ | grep "^NODE_EXTRA_CA_CERTS=" > parent.txt || true',
  ].join('\n');
  return { name, commands: [{ argv: ['sh', '-c', script], cwd: root }] };
}

test.each([
  ['one array task per task', {}],
  ['workers', { resources: { workers: 1 } }],
] as const)(
  'NODE_EXTRA_CA_CERTS (%s): the task process starts without it, its command has it',
  async (_kind, extra) => {
    const root = await tempDir('rvkit-cluster-start-');
    const bundle = join(root, 'bundle.pem');
    writeFileSync(bundle, '');
    const spec: JobSpec = { name: 'start', tasks: [reportingTask(root, 't0')], ...extra };
    const before = process.env.NODE_EXTRA_CA_CERTS;
    process.env.NODE_EXTRA_CA_CERTS = bundle;
    let job;
    try {
      ({ job } = await submitJob(join(root, 'job'), spec, slurmScheduler()));
    } finally {
      if (before === undefined) delete process.env.NODE_EXTRA_CA_CERTS;
      else process.env.NODE_EXTRA_CA_CERTS = before;
    }
    const status = await waitForJob(job, [slurmScheduler()], { interval: 500 });
    expect(status.tasks.map((t) => t.state)).toEqual(['done']);
    expect(readFileSync(join(root, 'own.txt'), 'utf8')).toBe(bundle);
    expect(readFileSync(join(root, 'parent.txt'), 'utf8')).toBe('');
  },
  300_000,
);
