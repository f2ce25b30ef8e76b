/**
 * Where an array task's start goes, for `npm run bench:cluster`: Slurm's own dispatch (an array of bare bash
 * tasks, nothing of rvkit), the start of a process (node itself, `rvkit cluster task`) in CPU time (which the
 * machine's load inflates less than wall time) and wall time, and the scheduler's settings that bound it.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { median } from './median.js';

/** A task's start and end, in ms since the epoch. */
export interface Span {
  readonly start: number;
  readonly end: number;
}

/**
 * The waits between a task's end and the start of the task that takes its slot: spans sorted by start, the
 * first `slots` start on free slots, each later one on the slot that freed first.
 */
export function slotGaps(spans: readonly Span[], slots: number): number[] {
  const sorted = [...spans].sort((a, b) => a.start - b.start);
  const free: number[] = [];
  const gaps: number[] = [];
  for (const [i, span] of sorted.entries()) {
    if (i >= slots) {
      free.sort((a, b) => a - b);
      gaps.push(span.start - free.shift()!);
    }
    free.push(span.end);
  }
  return gaps;
}

/**
 * Slurm's dispatch alone: an array of `count` bash tasks that each sleep 1-2 s (so that their ends fall
 * anywhere within the controller's one-second ticks), `slots` at once, each writing its start and end; the
 * waits between a task's end and its successor's start.
 */
export async function bareDispatch(dir: string, count: number, slots: number): Promise<number[]> {
  mkdirSync(dir, { recursive: true });
  const script = join(dir, 'task.sh');
  writeFileSync(
    script,
    [
      '#!/bin/bash',
      `f=${dir}/span.$SLURM_ARRAY_TASK_ID`,
      'echo "$(date +%s%3N)" > "$f.tmp"',
      'sleep "1.$((RANDOM % 1000))"',
      'echo "$(date +%s%3N)" >> "$f.tmp" && mv "$f.tmp" "$f"',
      '',
    ].join('\n'),
  );
  const id = execFileSync(
    'sbatch',
    ['--parsable', `--array=0-${count - 1}%${slots}`, '-o', '/dev/null', '-J', 'rvkit-bench', script],
    { encoding: 'utf8' },
  ).trim();
  while (execFileSync('squeue', ['-h', '-j', id], { encoding: 'utf8' }).trim() !== '') await sleep(200);
  const spans = readdirSync(dir)
    .filter((name) => /^span\.\d+$/.test(name))
    .map((name) => {
      const [start, end] = readFileSync(join(dir, name), 'utf8').trim().split('\n').map(Number);
      return { start: start!, end: end! };
    });
  return slotGaps(spans, slots);
}

/** CPU seconds used so far by this process's waited-for children (user + system, from /proc). */
function childrenCpu(): number {
  const stat = readFileSync('/proc/self/stat', 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // Fields 16 and 17 of proc(5) (cutime, cstime) are the 14th and 15th after the command's name.
  return (Number(fields[13]) + Number(fields[14])) / clockTicks;
}
const clockTicks = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

/**
 * Median wall time and mean CPU time (ms) of running a program to its end, `times` times, in `env` (default
 * this process's).
 */
export function processCost(
  argv: readonly string[],
  times = 10,
  env: NodeJS.ProcessEnv = process.env,
): { wall: number; cpu: number } {
  const walls: number[] = [];
  const cpu0 = childrenCpu();
  for (let i = 0; i < times; i++) {
    const t0 = performance.now();
    execFileSync(argv[0]!, argv.slice(1), { stdio: 'ignore', env });
    walls.push(performance.now() - t0);
  }
  return { wall: median(walls), cpu: ((childrenCpu() - cpu0) * 1000) / times };
}

/**
 * The controller's SchedulerParameters, batch_sched_delay (3 s when not set, Slurm's default) and the
 * node's Epilog: without one, Slurm 22.05 starts what a task's end frees only on the controller's next
 * once-a-second pass (see scripts/slurm-start.sh).
 */
export function schedulerParameters(): { text: string; batchSchedDelay: number; epilog: string } {
  const config = execFileSync('scontrol', ['show', 'config'], { encoding: 'utf8' });
  const text = /^SchedulerParameters\s*=\s*(.*)$/m.exec(config)?.[1]?.trim() ?? '(null)';
  const delay = /batch_sched_delay=(\d+)/.exec(text);
  const epilog = /^Epilog\s*=\s*(.*)$/m.exec(config)?.[1]?.trim() ?? '(null)';
  return { text, batchSchedDelay: delay ? Number(delay[1]) : 3, epilog };
}
