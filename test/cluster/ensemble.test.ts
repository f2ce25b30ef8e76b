/**
 * Ensembles through the same path: `runParameterSets` (the emulators' parameter sets, a sampler's sensitivity
 * runs) given the runner of a Slurm allocation made from outside it (salloc --no-shell, as a login node or a
 * notebook would), each member an srun step: the same outputs as on this machine's cores.
 */
import { readFileSync } from 'node:fs';
import { allocateSlurm, slurmStepRunner } from '../../src/cluster/index.js';
import { environmentRunner } from '../../src/cluster/environmentRunner.js';
import { localRunner, runParameterSets } from '../../src/engine/index.js';
import { GR4JCN } from '../../src/emulators/index.js';
import { salmonInput, temp } from '../emulators/harness.js';
import { until } from './helpers.js';
import { slurmForTests, slurmOut } from './slurmCluster.js';

slurmForTests();

/** Six GR4JCN parameter sets inside the bounds. */
const SETS = [
  [0.529, -3.396, 407.29, 1.072, 16.9, 0.947],
  [0.3, -1, 200, 2, 10, 0.5],
  [1.2, 0, 600, 1.5, 20, 0.9],
  [0.8, -2, 300, 1.2, 12, 0.7],
  [0.5, -4, 500, 2.5, 8, 0.3],
  [1.0, -0.5, 350, 1.8, 18, 0.6],
];

test('runParameterSets on an allocation of two processes: every member an srun step, outputs as here', async () => {
  const config = new GR4JCN({ ...(await salmonInput()), GlobalParameter: { AVG_ANNUAL_RUNOFF: 208.48 } });
  const here = await runParameterSets(config, SETS, temp(), { modelname: 'salmon', runner: localRunner(2) });
  const allocation = await allocateSlurm({ ntasks: 2, mem: '1G' }, { name: 'rvkit-ensemble' });
  try {
    expect(allocation.runner.slots).toBe(2);
    expect(allocation.runner.wrap(['raven', 'x'])).toEqual([
      'srun',
      `--jobid=${allocation.jobId}`,
      '--exact',
      '--ntasks=1',
      '--nodes=1',
      '--cpus-per-task=1',
      '--mem=512M',
      '--quiet',
      'raven',
      'x',
    ]);
    const there = await runParameterSets(config, SETS, temp(), {
      modelname: 'salmon',
      runner: allocation.runner,
    });
    expect(there.map((o) => o.ok)).toEqual(SETS.map(() => true));
    // The hydrograph and the diagnostics of each member, whatever format the emulator writes them in.
    const hydrographs = (o: (typeof here)[number]) => {
      if (!o.ok) throw o.error;
      const files = o.output.files;
      return [files.hydrograph, files.diagnostics].map((f) => readFileSync(f!).toString('base64'));
    };
    expect(there.map(hydrographs)).toEqual(here.map(hydrographs));
    // Each member ran as its own step of the allocation: Slurm numbers steps from 0, so the next is the 7th.
    const next = await slurmOut(allocation.runner.wrap(['printenv', 'SLURM_STEP_ID'])[0]!, [
      ...allocation.runner.wrap(['printenv', 'SLURM_STEP_ID']).slice(1),
    ]);
    expect(next.trim()).toBe(String(SETS.length));
  } finally {
    await allocation.release();
  }
  // Released: the allocation ends as cancelled (after COMPLETING, which lasts as long as the node takes).
  const state = await until('the allocation ended', async () => {
    const s = (await slurmOut('squeue', ['-h', '-t', 'all', '-j', allocation.jobId, '-o', '%T'])).trim();
    return /^(RUNNING|COMPLETING)$/.test(s) ? undefined : s;
  });
  expect(state).toBe('CANCELLED');
}, 300_000);

test('the runner that fits the environment: steps in a job of several processes, its cores in a job of one', () => {
  const inJob = { SLURM_JOB_ID: '7', SLURM_NTASKS: '4', SLURM_CPUS_ON_NODE: '4', SLURM_MEM_PER_NODE: '8000' };
  const steps = environmentRunner(inJob);
  expect(steps.name).toBe('slurm');
  expect(steps.slots).toBe(4);
  expect(steps.wrap(['raven'])).toContain('--mem=2000M');
  expect(environmentRunner(inJob, 2).slots).toBe(2);
  // Inside a step (a process srun started), no steps within steps: its own cores.
  expect(environmentRunner({ ...inJob, SLURM_STEP_ID: '0', SLURM_CPUS_ON_NODE: '1' }).name).toBe('local');
  // A job of one process with 3 cores: three runs at once, not one per core of the node.
  const one = environmentRunner({ SLURM_JOB_ID: '7', SLURM_NTASKS: '1', SLURM_CPUS_PER_TASK: '3' });
  expect([one.name, one.slots]).toEqual(['local', 3]);
  expect(environmentRunner({}).name).toBe('local');
  expect(() => slurmStepRunner({ env: {} })).toThrow(/no Slurm allocation/);
});
