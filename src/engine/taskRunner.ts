/**
 * Where runs go. Many-run jobs (ensembles, parameter sets, calibrations) ask a runner how many runs it takes at
 * once and start each program through it: on this machine as the program itself, in a scheduler's allocation
 * as one of its job steps (the cluster layer's Slurm runner wraps the program in `srun`). The calibration and
 * ensemble code sees only this interface, so another scheduler is one more implementation.
 */
import { availableParallelism } from 'node:os';

/** Runs programs as tasks somewhere: this machine's cores, or the nodes of a scheduler's allocation. */
export interface TaskRunner {
  /** Short name shown in progress lines and errors ('local', 'slurm'). */
  readonly name: string;
  /** How many tasks it runs at once. */
  readonly slots: number;
  /** The command line that runs `argv` (program first) as one task of this runner. */
  wrap(argv: readonly string[]): readonly string[];
}

/** This machine: `slots` programs at once (default: one per core), each run as it is. */
export function localRunner(slots: number = availableParallelism()): TaskRunner {
  return { name: 'local', slots: Math.max(1, Math.floor(slots)), wrap: (argv) => argv };
}
