/**
 * The batch script of a job array: the task's resources as `#SBATCH` lines, and one line that runs the task
 * whose index is the array index plus the chunk's offset (`rvkit cluster task <dir> <index>`).
 */
import type { Job } from '../jobDir.js';
import type { Resources } from '../job.js';

/** A value as one shell word, quoted only when it must be. */
export function shellWord(value: string): string {
  return /^[\w@%+=:,./-]+$/.test(value) ? value : `'${value.replace(/'/g, `'\\''`)}'`;
}

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

/** The script of one job array of `job` whose array index + `offset` is the task index. */
export function batchScript(job: Job, offset: number, resources: Resources): string {
  const task = offset === 0 ? '"$SLURM_ARRAY_TASK_ID"' : `"$((SLURM_ARRAY_TASK_ID + ${offset}))"`;
  const log = `${job.dir}/logs/slurm-`;
  return [
    '#!/bin/bash',
    `# Written by rvkit: tasks of job '${job.name}' (${job.tasks.length} in all), job directory ${job.dir}.`,
    `# Each array task runs the task whose index is the array index${offset === 0 ? '' : ` + ${offset}`}; a task`,
    '# already done is skipped, so resubmitting the array resumes the job.',
    ...slurmOptions(resources).map((option) => `#SBATCH ${option}`),
    '',
    `exec ${job.rvkit.map(shellWord).join(' ')} cluster task ${shellWord(job.dir)} ${task} \\`,
    `  --id "\${SLURM_ARRAY_JOB_ID}_\${SLURM_ARRAY_TASK_ID}" \\`,
    `  --log ${shellWord(log)}"\${SLURM_ARRAY_JOB_ID}_\${SLURM_ARRAY_TASK_ID}.out"`,
    '',
  ].join('\n');
}
