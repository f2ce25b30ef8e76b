/**
 * Where a job array's tasks stand, as Slurm says: `squeue` for the jobs the controller holds (pending,
 * running, and those that ended within MinJobAge), then `sacct` for older ones where the cluster keeps
 * accounting (a cluster without it says so, and the tasks' own records tell the rest).
 */
import type { QueueState } from '../scheduler.js';
import { slurm, SlurmError, type SlurmCommandOptions } from './slurmCommand.js';

/** One array task as Slurm lists it: its array job and index, and where it stands. */
export interface SlurmTaskState extends QueueState {
  readonly arrayJob: string;
  readonly arrayIndex: number;
}

const PENDING = new Set([
  'PENDING',
  'REQUEUED',
  'REQUEUE_HOLD',
  'REQUEUE_FED',
  'RESV_DEL_HOLD',
  'CONFIGURING',
]);
const RUNNING = new Set([
  'RUNNING',
  'COMPLETING',
  'SUSPENDED',
  'STOPPED',
  'SIGNALING',
  'STAGE_OUT',
  'RESIZING',
]);

/** Pending, running or ended, from Slurm's state name. */
export function phaseOf(state: string): QueueState['phase'] {
  const name = state.replace(/ by \d+$/, '').toUpperCase();
  return PENDING.has(name) ? 'pending' : RUNNING.has(name) ? 'running' : 'ended';
}

/** Expands an array index field: `4`, `[4-6,9]`, `[4-19%2]`. */
function indices(field: string): number[] {
  const body = field.replace(/^\[|\]$/g, '').replace(/%\d+$/, '');
  const out: number[] = [];
  for (const part of body.split(',')) {
    const [a, b] = part.split('-').map(Number);
    if (!Number.isInteger(a)) continue;
    for (let i = a!; i <= (Number.isInteger(b) ? b! : a!); i++) out.push(i);
  }
  return out;
}

/** Parses squeue's `%F|%K|%T|%r|%N` lines. */
export function parseSqueue(text: string): SlurmTaskState[] {
  const out: SlurmTaskState[] = [];
  for (const line of text.split('\n')) {
    const [arrayJob, index, state, reason, node] = line.trim().split('|');
    if (!arrayJob || !state) continue;
    for (const arrayIndex of indices(index ?? '')) {
      out.push({
        arrayJob,
        arrayIndex,
        id: `${arrayJob}_${arrayIndex}`,
        phase: phaseOf(state),
        state,
        ...(reason && reason !== 'None' && reason !== '(null)' && { reason }),
        ...(node && { node }),
      });
    }
  }
  return out;
}

/** Parses `sacct -P -n -X --format=JobID,State,Reason,NodeList` lines (array tasks only). */
export function parseSacct(text: string): SlurmTaskState[] {
  const out: SlurmTaskState[] = [];
  for (const line of text.split('\n')) {
    const [jobId, state, reason, node] = line.trim().split('|');
    const m = /^(\d+)_(.+)$/.exec(jobId ?? '');
    if (!m || !state) continue;
    const stateName = state.split(' ')[0]!;
    for (const arrayIndex of indices(m[2]!)) {
      out.push({
        arrayJob: m[1]!,
        arrayIndex,
        id: `${m[1]}_${arrayIndex}`,
        phase: phaseOf(stateName),
        state: stateName,
        ...(reason && reason !== 'None' && { reason }),
        ...(node && node !== 'None assigned' && { node }),
      });
    }
  }
  return out;
}

/** Where the tasks of these array jobs stand; a job Slurm no longer knows is simply absent. */
export async function slurmQueue(
  arrayJobs: readonly string[],
  options: SlurmCommandOptions = {},
): Promise<SlurmTaskState[]> {
  if (arrayJobs.length === 0) return [];
  const ids = arrayJobs.join(',');
  let listed: SlurmTaskState[] = [];
  try {
    const { stdout } = await slurm(
      'squeue',
      ['-h', '-r', '-t', 'all', '-j', ids, '-o', '%F|%K|%T|%r|%N'],
      options,
    );
    listed = parseSqueue(stdout);
  } catch (error) {
    // squeue fails when none of the ids is known any more (they ended before MinJobAge): not a problem.
    if (!(error instanceof SlurmError && /Invalid job id/i.test(error.stderr))) throw error;
  }
  const forgotten = arrayJobs.filter((id) => !listed.some((t) => t.arrayJob === id));
  if (forgotten.length === 0) return listed;
  try {
    const { stdout } = await slurm(
      'sacct',
      ['-n', '-P', '-X', '-j', forgotten.join(','), '--format=JobID,State,Reason,NodeList'],
      options,
    );
    return [...listed, ...parseSacct(stdout)];
  } catch {
    // No accounting on this cluster (sacct: "Slurm accounting storage is disabled"): the records tell the rest.
    return listed;
  }
}
