/** Runs one `rvkit` sub-command in process, capturing what it writes and its exit code. */
import type { CliCommand } from '../../src/cli/command.js';

/** The exit code and the standard output and error of a command run with `argv`. */
export async function call(
  command: CliCommand,
  argv: string[],
  interactive = false,
): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await command.run(argv, { out: (t) => (out += t), err: (t) => (err += t), interactive });
  return { code, out, err };
}
