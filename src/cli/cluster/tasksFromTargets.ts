/**
 * The tasks of `rvkit cluster submit <target>… -- <command> [args]`: one task per target (a model directory,
 * a catchment, an OSTRICH setup), each running `rvkit <command> [args]` on it: the target replaces `{}` in the
 * arguments, or follows the command's name. A command that can continue its own work (`calibrate --resume`)
 * is told to when a task runs again after an attempt that did not finish, and what each command leaves
 * (a calibration's result.json, a run's Diagnostics.csv) is named for `rvkit cluster collect`.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import type { TaskCommand, TaskSpec } from '../../cluster/index.js';
import { readRunName } from '../../engine/runName.js';
import { runPrefix } from '../../output/outputFiles.js';

/** What a command adds to continue where an earlier attempt stopped. */
const RESUME_ARGS: Readonly<Record<string, readonly string[]>> = {
  calibrate: ['--resume'],
};

/** The value of an option in an argument list (`--name value` or `--name=value`), if given. */
function optionValue(args: readonly string[], ...names: string[]): string | undefined {
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (names.includes(a)) return args[i + 1];
    const eq = names.find((n) => n.startsWith('--') && a.startsWith(`${n}=`));
    if (eq) return a.slice(eq.length + 1);
  }
  return undefined;
}

/** The Diagnostics.csv that `rvkit run <dir> [args]` writes. */
async function diagnosticsOf(dir: string, args: readonly string[]): Promise<string> {
  const rvis = (await readdir(dir).catch(() => [] as string[])).filter((f) =>
    f.toLowerCase().endsWith('.rvi'),
  );
  const output = optionValue(args, '-o', '--output');
  // A model put right after submission (no .rvi yet) has no run name to read: the plain name then.
  const rvi = rvis.length === 1 ? await readFile(join(dir, rvis[0]!), 'utf8') : '';
  const runName = optionValue(args, '-r', '--run-name') ?? readRunName(rvi);
  return join(
    output === undefined ? join(dir, 'output') : resolve(output),
    `${runPrefix(runName)}Diagnostics.csv`,
  );
}

/** The file a command leaves when its work is done, when rvkit knows it. */
export async function resultOf(
  command: string,
  args: readonly string[],
  target: string,
): Promise<string | undefined> {
  if (command === 'calibrate') {
    // An OSTRICH setup's calibration directory is beside its ostIn.txt; a model's in the model (or --dir).
    const ostIn = optionValue(args, '--ostrich');
    if (ostIn !== undefined) return join(dirname(resolve(ostIn)), 'calibration', 'result.json');
    const dir = optionValue(args, '--dir');
    if (dir !== undefined) return join(resolve(dir), 'result.json');
    const model = /\.rvi$/i.test(target) ? dirname(target) : target;
    return join(model, 'calibration', 'result.json');
  }
  if (command === 'run') return diagnosticsOf(target, args);
  return undefined;
}

/** One command: `rvkit <command> [args]` with the target in place, where it runs, how it continues. */
export async function taskCommand(
  rvkit: readonly string[],
  command: readonly string[],
  target: string,
): Promise<TaskCommand> {
  const [name, ...rest] = command;
  const path = resolve(target);
  const args = rest.includes('{}') ? rest.map((a) => (a === '{}' ? path : a)) : [path, ...rest];
  const argv = [...rvkit, name!, ...args];
  const isDir = (await stat(path).catch(() => null))?.isDirectory() === true;
  const resume = RESUME_ARGS[name!];
  const result = await resultOf(name!, args, path);
  return {
    argv,
    cwd: isDir ? path : dirname(path),
    ...(resume && { resumeArgv: [...argv, ...resume] }),
    ...(result && { result }),
  };
}

/** One task per target, named after it. */
export async function tasksFromTargets(
  rvkit: readonly string[],
  targets: readonly string[],
  command: readonly string[],
): Promise<TaskSpec[]> {
  return Promise.all(
    targets.map(async (target) => ({
      name: relative(process.cwd(), resolve(target)) || '.',
      commands: [await taskCommand(rvkit, command, target)],
    })),
  );
}
