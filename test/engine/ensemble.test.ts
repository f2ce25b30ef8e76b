import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { localRunner, RavenError, runEnsemble, type TaskRunner } from '../../src/engine/index.js';
import { ensembleConcurrency } from '../../src/engine/ensemble.js';
import { copyModel, MODELS, ravenBinary, removeTemporaryDirs } from './helpers.js';

afterAll(removeTemporaryDirs);

test('an ensemble of 4 runs gives 4 results in input order, a failing job not failing the rest', async () => {
  const dir = await copyModel(MODELS.irondequoit);
  const jobs = ['a', 'b', 'c', 'd'].map((member) => ({
    modelname: 'Irondequoit',
    configdir: dir,
    outputdir: `members/${member}`,
    runName: member,
  }));
  // The third job asks for an .rvi that does not exist.
  jobs[2] = { ...jobs[2], modelname: 'Missing' };
  const ended: number[] = [];
  const outcomes = await runEnsemble(jobs, { concurrency: 2, onDone: (o) => ended.push(o.index) });

  expect(outcomes.map((o) => o.index)).toEqual([0, 1, 2, 3]);
  expect(outcomes.map((o) => o.ok)).toEqual([true, true, false, true]);
  expect(ended.sort()).toEqual([0, 1, 2, 3]);
  for (const [i, member] of ['a', 'b', 'c', 'd'].entries()) {
    const outcome = outcomes[i];
    if (outcome.ok) {
      expect(outcome.result.outputdir).toBe(join(dir, 'members', member));
      expect(outcome.result.files).toContain(`${member}_Hydrographs.csv`);
    } else {
      expect(outcome.error).toBeInstanceOf(RavenError);
      expect((outcome.error as RavenError).errors).toContain('Cannot find or read .rvi file');
    }
  }
});

test('the default concurrency runs every job', async () => {
  const dir = await copyModel(MODELS.irondequoit);
  const jobs = [1, 2, 3, 4].map((n) => ({ modelname: 'Irondequoit', configdir: dir, outputdir: `m${n}` }));
  const outcomes = await runEnsemble(jobs);
  expect(outcomes.every((o) => o.ok)).toBe(true);
  expect(outcomes.map((o) => (o.ok ? o.result.outputdir : ''))).toEqual(
    jobs.map((j) => join(dir, j.outputdir)),
  );
});

test('a runner starts every run through its wrapper, with as many at once as it has slots', async () => {
  const dir = await copyModel(MODELS.irondequoit);
  const started: string[] = [];
  // A wrapper that leaves a mark per run, then runs Raven as given (as `srun … --` does on a cluster).
  const runner: TaskRunner = {
    name: 'marking',
    slots: 3,
    wrap: (argv) => {
      started.push(argv[0]!);
      return ['/bin/sh', '-c', 'touch "wrapped-$$"; exec "$@"', 'sh', ...argv];
    },
  };
  expect(ensembleConcurrency({ runner })).toBe(3);
  const jobs = [1, 2, 3].map((n) => ({ modelname: 'Irondequoit', configdir: dir, outputdir: `w${n}` }));
  const outcomes = await runEnsemble(jobs, { runner });
  expect(outcomes.every((o) => o.ok)).toBe(true);
  expect(started).toEqual([ravenBinary(), ravenBinary(), ravenBinary()]);
  expect((await readdir(dir)).filter((f) => f.startsWith('wrapped-'))).toHaveLength(3);
  expect(localRunner(2).wrap(['raven', 'x'])).toEqual(['raven', 'x']);
});
