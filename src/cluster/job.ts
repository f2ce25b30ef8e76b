/**
 * A many-task job as rvkit submits it: tasks (one per model directory, catchment, seed or slice of parameter
 * sets), each a few commands run one after the other, and what each task asks of the scheduler. Nothing here
 * names a scheduler: the same job runs on this machine's cores or as a Slurm job array.
 */

/** One command of a task: a program with its arguments, run in a directory. */
export interface TaskCommand {
  /** The program and its arguments. */
  readonly argv: readonly string[];
  /** Where it runs (an absolute path every node sees). */
  readonly cwd: string;
  /**
   * The command line that continues the work when an earlier attempt started this command and did not finish
   * (`rvkit calibrate … --resume`); by default the command runs again from the start.
   */
  readonly resumeArgv?: readonly string[];
  /** The file the command leaves once its work is done (a calibration's result.json): what is collected. */
  readonly result?: string;
}

/** One task: what one array element (or one local process) runs. */
export interface TaskSpec {
  /** How status and results name it: the model directory, catchment or seed. */
  readonly name: string;
  /** Its commands, run in order; a rerun skips those that finished. */
  readonly commands: readonly TaskCommand[];
}

/**
 * What each task asks of the scheduler, in Slurm's terms (PBS and HTCondor have the same under other names).
 * Every field is optional: the cluster's defaults apply.
 */
export interface Resources {
  readonly account?: string;
  readonly partition?: string;
  /** Wall-time limit per task in Slurm's forms: minutes, MM:SS, HH:MM:SS, D-HH:MM:SS. */
  readonly time?: string;
  /** Memory per node, as Slurm writes it (`2G`, `500M`). */
  readonly mem?: string;
  /** Cores of each process (default 1). */
  readonly cpusPerTask?: number;
  /** Processes of each task: a task that spreads its own runs over job steps (one big calibration) asks for several. */
  readonly ntasks?: number;
  /** Nodes of each task (`1`, `2-4`). */
  readonly nodes?: string;
  /** At most this many tasks of the job run at once (Slurm's `--array=…%N`). */
  readonly maxRunning?: number;
  /**
   * Run the tasks on this many workers instead of one array task each: each worker takes the next task that
   * no worker has taken, so the scheduler starts a job once per worker, not once per task (many short tasks).
   */
  readonly workers?: number;
  /** Further directives, each as written after `#SBATCH ` (`--qos=high`, `--mail-type=END`). */
  readonly directives?: readonly string[];
}

/** A job: its name, tasks, resources, and the environment its commands get. */
export interface JobSpec {
  /** A short name (letters, digits, `-_.`): the scheduler's job name is `rvkit-<name>`. */
  readonly name: string;
  readonly tasks: readonly TaskSpec[];
  readonly resources?: Resources;
  /** Variables set for every command, beyond the environment the task inherits. */
  readonly env?: Readonly<Record<string, string>>;
}

/** A name the schedulers accept as part of a job name: letters, digits, `-`, `_`, `.`. */
export function isJobName(name: string): boolean {
  return /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/.test(name);
}

/** Resources with `override`'s fields put over `base`'s (a resubmission with a longer `--time`). */
export function mergeResources(base: Resources | undefined, override: Resources | undefined): Resources {
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(override ?? {})) if (value !== undefined) merged[key] = value;
  return merged as Resources;
}
