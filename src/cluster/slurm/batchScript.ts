/**
 * The batch script of a job array: the task's resources as `#SBATCH` lines, and one line that runs the task
 * whose index is the array index plus the chunk's offset (`rvkit cluster task <dir> <index>`).
 */
import type { Job } from '../jobDir.js';
import type { Resources } from '../job.js';
import { CARRY_CA_CERTS_LINE } from '../nodeStart.js';
import { shellWord } from '../shellWord.js';

/** A resource value that Slurm reads as one word: no spaces, quotes or line breaks. */
function word(option: string, value: string): string {
  if (!/^[^\s'"\\#]+$/.test(value)) throw new RangeError(`--${option} wants one word, not '${value}'`);
  return value;
}

function count(option: string, value: number): string {
  if (!Number.isInteger(value) || value < 1)
    throw new RangeError(`--${option} wants a whole number ≥ 1, not ${value}`);
  return String(value);
}

/**
 * These resources as Slurm options (`--account=…`, then the extra directives as written), the same for
 * sbatch's `#SBATCH` lines and salloc's command line.
 */
export function slurmOptions(resources: Resources): string[] {
  const options: string[] = [];
  const add = (option: string, value: string | undefined) => {
    if (value !== undefined) options.push(`--${option}=${word(option, value)}`);
  };
  add('account', resources.account);
  add('partition', resources.partition);
  add('time', resources.time);
  add('mem', resources.mem);
  add('nodes', resources.nodes);
  if (resources.ntasks !== undefined) add('ntasks', count('ntasks', resources.ntasks));
  if (resources.cpusPerTask !== undefined)
    add('cpus-per-task', count('cpus-per-task', resources.cpusPerTask));
  for (const directive of resources.directives ?? []) {
    const text = directive.replace(/^#SBATCH\s+/, '').trim();
    if (text === '' || /[\r\n]/.test(text)) throw new RangeError(`bad #SBATCH line: '${directive}'`);
    options.push(text);
  }
  return options;
}

/** What each array task of a script runs: the task at its index (+ offset), or a worker over a list of tasks. */
export type ArrayRun = { readonly offset: number } | { readonly tasksFile: string };

/**
 * The script of one job array of `job`: each array task runs the task whose index is its array index plus
 * `offset`, or (`tasksFile`) works as a worker that takes the next task of the list nobody has taken.
 */
export function batchScript(job: Job, resources: Resources, run: ArrayRun): string {
  const log = `${job.dir}/logs/slurm-`;
  const what =
    'offset' in run
      ? [
          `# Each array task runs the task whose index is the array index${run.offset === 0 ? '' : ` + ${run.offset}`}; a task`,
          '# already done is skipped, so resubmitting the array resumes the job.',
        ]
      : [
          '# Each array task is a worker: it takes the next task of the list that no worker has taken and is not',
          '# done, runs it, and goes on until none is left.',
        ];
  const command =
    'offset' in run
      ? `task ${shellWord(job.dir)} ${run.offset === 0 ? '"$SLURM_ARRAY_TASK_ID"' : `"$((SLURM_ARRAY_TASK_ID + ${run.offset}))"`}`
      : `worker ${shellWord(job.dir)} ${shellWord(run.tasksFile)}`;
  return [
    '#!/bin/bash',
    `# Written by rvkit: tasks of job '${job.name}' (${job.tasks.length} in all), job directory ${job.dir}.`,
    ...what,
    ...slurmOptions(resources).map((option) => `#SBATCH ${option}`),
    '',
    '# Node would read the CA bundle NODE_EXTRA_CA_CERTS names at its start: the task gives it to its commands.',
    CARRY_CA_CERTS_LINE,
    `exec ${job.rvkit.map(shellWord).join(' ')} cluster ${command} \\`,
    `  --id "\${SLURM_ARRAY_JOB_ID}_\${SLURM_ARRAY_TASK_ID}" \\`,
    `  --log ${shellWord(log)}"\${SLURM_ARRAY_JOB_ID}_\${SLURM_ARRAY_TASK_ID}.out"`,
    '',
  ].join('\n');
}
