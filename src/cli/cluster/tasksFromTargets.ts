/**
 * The tasks of `rvkit cluster submit <target>… -- <command> [args]`: one task per target (a model directory,
 * a catchment), each running `rvkit <command> [args]` on it: the target replaces `{}` in the arguments, or
 * follows the command's name. A command that can continue its own work (`calibrate --resume`) is told to
 * when a task runs again after an attempt that did not finish.
 */
import { stat } from 'node:fs/promises';
import { relative, resolve } from 'node:path';
import type { TaskSpec } from '../../cluster/index.js';

/** What a command adds to continue where an earlier attempt stopped. */
const RESUME_ARGS: Readonly<Record<string, readonly string[]>> = {
  calibrate: ['--resume'],
};

/** The arguments of `rvkit <command> [args]` for one target. */
function commandFor(command: readonly string[], target: string): string[] {
  const [name, ...args] = command;
  return args.includes('{}')
    ? [name!, ...args.map((a) => (a === '{}' ? target : a))]
    : [name!, target, ...args];
}

/** One task per target: `rvkit` (`rvkit[0..]`) running `command` on it, in the target's directory. */
export async function tasksFromTargets(
  rvkit: readonly string[],
  targets: readonly string[],
  command: readonly string[],
): Promise<TaskSpec[]> {
  const resume = RESUME_ARGS[command[0] ?? ''];
  return Promise.all(
    targets.map(async (target) => {
      const path = resolve(target);
      const isDir = (await stat(path).catch(() => null))?.isDirectory() === true;
      const argv = [...rvkit, ...commandFor(command, path)];
      return {
        name: relative(process.cwd(), path) || '.',
        commands: [
          {
            argv,
            cwd: isDir ? path : process.cwd(),
            ...(resume && { resumeArgv: [...argv, ...resume] }),
          },
        ],
      };
    }),
  );
}
