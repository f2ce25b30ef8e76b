/** How `rvkit cluster status` prints a job: a summary line, a table of the tasks that need a look, what to do next. */
import { relative } from 'node:path';
import { countStates, type JobStatus, type TaskState, type TaskStatus } from '../../cluster/index.js';

const ORDER: readonly TaskState[] = ['done', 'running', 'pending', 'failed', 'unsubmitted', 'unknown'];

/** `20 tasks: 15 done, 2 running, 3 failed` (states with none left out). */
export function summaryLine(status: JobStatus): string {
  const counts = countStates(status.tasks);
  const parts = ORDER.filter((s) => counts[s] > 0).map((s) => `${counts[s]} ${s}`);
  const n = status.tasks.length;
  return `${n} task${n === 1 ? '' : 's'}: ${parts.join(', ')}`;
}

/** A path as the user would type it from here. */
export function shown(path: string): string {
  const rel = relative(process.cwd(), path);
  return rel === '' ? '.' : rel.startsWith('..') ? path : rel;
}

function table(rows: readonly (readonly string[])[]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length)));
  return rows
    .map(
      (r) =>
        `  ${r
          .map((cell, i) => (i === r.length - 1 ? cell : cell.padEnd(widths[i]!)))
          .join('  ')
          .trimEnd()}\n`,
    )
    .join('');
}

/** The status report: the job, its summary, the tasks not done (all with `all`), and the command to resume. */
export function statusReport(status: JobStatus, all: boolean): string {
  const { job } = status;
  let text = `job ${job.name} (${shown(job.dir)}): ${summaryLine(status)}\n`;
  for (const problem of status.problems) text += `  could not ask ${problem}\n`;
  const listed = status.tasks.filter((t) => all || t.state !== 'done');
  if (listed.length > 0) {
    const rows = [['task', 'name', 'state', 'tries', 'id', 'node', 'why'], ...listed.map(row)];
    text += table(rows);
  }
  const counts = countStates(status.tasks);
  const left = counts.failed + counts.unsubmitted;
  if (left > 0) {
    text += `${left} task${left === 1 ? '' : 's'} to run again: rvkit cluster submit --resume ${shown(job.dir)}\n`;
  }
  return text;
}

function row(t: TaskStatus): string[] {
  const why = [t.reason, t.state === 'failed' && t.log ? `log ${shown(t.log)}` : undefined]
    .filter((s) => s !== undefined)
    .join('; ');
  return [
    String(t.index),
    t.name,
    t.state,
    String(t.attempts),
    t.id ?? '',
    t.node ?? '',
    why.replace(/\n/g, ' '),
  ];
}
