/**
 * The cluster layer: rvkit's many-run jobs on an existing scheduler (no scheduler of its own). A job (many
 * tasks, each a few commands) lives in a job directory on a shared file system; a `Scheduler` runs its tasks
 * (`localScheduler` here, `slurmScheduler` as a Slurm job array); each task keeps its own record, so status
 * is read from the records and the scheduler together, and a resubmission runs only what did not finish.
 * Inside an allocation, `slurmStepRunner` (the engine's `TaskRunner`) starts each Raven run as an srun step.
 */

/** A job: its tasks, their commands, the resources they ask for. */
export {
  isJobName,
  mergeResources,
  type JobSpec,
  type Resources,
  type TaskCommand,
  type TaskSpec,
} from './job.js';
/** The job directory. */
export {
  JOB_FILE,
  JobDirError,
  readJob,
  readSubmissions,
  rvkitCommand,
  type Job,
  type Submission,
} from './jobDir.js';
/** "Run these tasks somewhere." */
export type { QueueState, QueueView, Scheduler } from './scheduler.js';
export { localScheduler, type LocalScheduler, type LocalSchedulerOptions } from './localScheduler.js';
export { slurmScheduler, type SlurmSchedulerOptions } from './slurm/slurmScheduler.js';
/** Submitting, resuming, cancelling, waiting. */
export { cancelJob, resumeJob, ResumeError, submitJob, type ResumeResult } from './submit.js';
export { settled, waitForJob, type WaitOptions } from './wait.js';
/** Where each task stands. */
export { countStates, jobStatus, type JobStatus, type TaskState, type TaskStatus } from './status.js';
/** Running one task (what each array task runs). */
export { runTask, type RunTaskOptions, type TaskRunResult } from './runTask.js';
export { runWorker, type WorkerResult } from './worker.js';
export { readTaskRecord, type TaskEvent, type TaskRecord } from './taskRecord.js';
/** Runs as srun steps of an allocation: the engine's TaskRunner on Slurm. */
export { NoAllocationError, slurmStepRunner, type SlurmStepRunnerOptions } from './slurm/stepRunner.js';
export { allocateSlurm, type AllocationOptions, type SlurmAllocation } from './slurm/allocation.js';
export { environmentRunner } from './environmentRunner.js';
/** Slurm's commands and their errors. */
export { slurm, SlurmError, slurmSaid, type SlurmCommandOptions } from './slurm/slurmCommand.js';
