/**
 * A task's own record in the job directory: each attempt's start (where and under which submission), each
 * command it finished, and how the attempt ended. The task writes it as it goes; status and reruns read it,
 * so they know what finished whatever the scheduler remembers.
 */
import { appendLine, readLines } from './jsonLines.js';
import { taskRecordPath } from './jobDir.js';

/** How an attempt ended: every command done, a command failed, or the attempt was stopped by a signal. */
export type AttemptEnd = 'done' | 'failed' | 'stopped';

/** One line of a task's record. */
export type TaskEvent =
  | {
      readonly event: 'start';
      readonly attempt: number;
      readonly time: string;
      readonly host: string;
      readonly pid: number;
      /** The scheduler and its id for this run of the task (`slurm 123_4`, `local …`). */
      readonly scheduler: string;
      readonly id: string;
      /** Where this attempt's output goes, when known. */
      readonly log?: string;
    }
  | {
      readonly event: 'command';
      readonly attempt: number;
      readonly command: number;
      readonly time: string;
      readonly resumed: boolean;
    }
  | {
      readonly event: 'command-done';
      readonly attempt: number;
      readonly command: number;
      readonly time: string;
    }
  | {
      readonly event: 'end';
      readonly attempt: number;
      readonly time: string;
      readonly state: AttemptEnd;
      /** Wall seconds of the attempt. */
      readonly seconds: number;
      /** The command that failed or was running when stopped. */
      readonly command?: number;
      readonly exitCode?: number | null;
      readonly signal?: string | null;
      /** The end of what the failing command printed on standard error, or why it could not start. */
      readonly message?: string;
    };

type Start = Extract<TaskEvent, { event: 'start' }>;
type End = Extract<TaskEvent, { event: 'end' }>;

/** What a task's record says. */
export interface TaskRecord {
  /** Attempts started so far. */
  readonly attempts: number;
  /** The last attempt's start, if any. */
  readonly start?: Start;
  /** The last attempt's end, if it ended (an attempt killed outright has none). */
  readonly end?: End;
  /** Commands that finished (in any attempt). */
  readonly commandsDone: ReadonlySet<number>;
  /** Commands that some attempt started. */
  readonly commandsStarted: ReadonlySet<number>;
  /** True when an attempt ran every command to the end. */
  readonly done: boolean;
}

/** Reads task `index`'s record. */
export async function readTaskRecord(dir: string, index: number): Promise<TaskRecord> {
  const events = (await readLines(taskRecordPath(dir, index))) as TaskEvent[];
  let start: Start | undefined;
  let end: End | undefined;
  let done = false;
  const commandsDone = new Set<number>();
  const commandsStarted = new Set<number>();
  for (const e of events) {
    if (e.event === 'start') {
      start = e;
      end = undefined;
    } else if (e.event === 'command') commandsStarted.add(e.command);
    else if (e.event === 'command-done') commandsDone.add(e.command);
    else if (e.event === 'end') {
      end = e;
      if (e.state === 'done') done = true;
    }
  }
  return {
    attempts: events.filter((e) => e.event === 'start').length,
    start,
    end,
    commandsDone,
    commandsStarted,
    done,
  };
}

/** Appends one event to task `index`'s record. */
export async function recordTaskEvent(dir: string, index: number, event: TaskEvent): Promise<void> {
  await appendLine(taskRecordPath(dir, index), event);
}
