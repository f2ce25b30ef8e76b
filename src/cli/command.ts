/** The shape of one `rvkit` sub-command. */

/** Where a command writes: standard output and standard error. */
export interface CliIO {
  readonly out: (text: string) => void;
  readonly err: (text: string) => void;
  /** True when standard error is a terminal (progress may redraw a line). */
  readonly interactive: boolean;
  /**
   * The command line itself, to run another of its commands in this process (a cluster task runs its rvkit
   * command so); given by the program's entry, which knows every command (no command imports the list).
   */
  readonly rvkit?: (argv: readonly string[], io: CliIO) => Promise<number>;
}

/** One sub-command of the `rvkit` command line. */
export interface CliCommand {
  /** The word after `rvkit`. */
  readonly name: string;
  /** The full `--help` text of the command (usage, arguments, options, exit codes). */
  readonly help: string;
  /** Runs the command with its arguments (after the command word); resolves to the exit code. */
  run(argv: readonly string[], io: CliIO): Promise<number>;
}

/** Exit codes that scripts can rely on. */
export const EXIT = {
  ok: 0,
  /** The command ran and found a problem (diagnostics with errors, files that need formatting, a failed run). */
  problems: 1,
  /** The command line itself was wrong (unknown option, missing argument). */
  usage: 2,
  /** Something outside the input failed (file not found, engine missing). */
  failure: 3,
} as const;
