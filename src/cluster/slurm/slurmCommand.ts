/**
 * Running Slurm's client commands (sbatch, squeue, scancel, srun, salloc): without a shell, with their output
 * kept, and their failures turned into errors that quote what Slurm said.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { slurmNextStep } from './nextStep.js';

/** A Slurm command failed: it is missing, or Slurm refused (the controller down, a job rejected). */
export class SlurmError extends Error {
  override readonly name = 'SlurmError';
  constructor(
    message: string,
    /** The command line that failed. */
    readonly command: readonly string[],
    /** What Slurm printed on standard error. */
    readonly stderr = '',
    /** True when the command itself is not installed here. */
    readonly missing = false,
  ) {
    super(message);
  }
}

/** What a Slurm command printed. */
export interface SlurmOutput {
  readonly stdout: string;
  readonly stderr: string;
}

/** Options of a Slurm command. */
export interface SlurmCommandOptions {
  /** Environment (default `process.env`: SLURM_CONF and PATH as the user has them). */
  readonly env?: NodeJS.ProcessEnv;
  readonly cwd?: string;
  /** Milliseconds before it is killed (default 120 s: a busy controller answers slowly, a dead one in ~10 s). */
  readonly timeout?: number;
  /** Aborting kills the command (an salloc still waiting gives its request up). */
  readonly signal?: AbortSignal;
}

/** Slurm's error lines, without the command's name in front ("sbatch: error: …" → "…"). */
export function slurmSaid(stderr: string): string {
  const lines = stderr
    .split(/\r?\n/)
    .map((line) =>
      line
        .replace(/^\w+: (error|fatal): /, '')
        .replace(/^slurm_\w+ error: /, '')
        .replace(/, retrying in .*$/, '')
        .trim(),
    )
    .filter((line) => line !== '' && !/^retrying/i.test(line));
  return [...new Set(lines)].join('; ');
}

/** Runs a Slurm command; rejects with a `SlurmError` naming what Slurm said when it fails or is missing. */
export function slurm(
  program: string,
  args: readonly string[],
  options: SlurmCommandOptions = {},
): Promise<SlurmOutput> {
  const command = [program, ...args];
  // Slurm's commands retry a missing slurm.conf for a minute before they say so.
  const conf = (options.env ?? process.env).SLURM_CONF;
  if (conf && !existsSync(conf)) {
    return Promise.reject(
      new SlurmError(
        `SLURM_CONF names ${conf}, which does not exist: set it to the cluster's slurm.conf, or unset it`,
        command,
      ),
    );
  }
  return new Promise((resolve, reject) => {
    execFile(
      program,
      args,
      {
        env: options.env ?? process.env,
        cwd: options.cwd,
        signal: options.signal,
        timeout: options.timeout ?? 120_000,
        maxBuffer: 64 * 1024 * 1024,
        encoding: 'utf8',
      },
      (error, stdout, stderr) => {
        if (!error) return resolve({ stdout, stderr });
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'ENOENT') {
          return reject(
            new SlurmError(
              `${program} not found on PATH: rvkit submits through Slurm's own commands, so run it where they ` +
                `are (a cluster's login node), or run the tasks here with --local`,
              command,
              '',
              true,
            ),
          );
        }
        if (error.killed) {
          return reject(
            new SlurmError(
              `${program} did not answer within ${(options.timeout ?? 120_000) / 1000} s (the controller is ` +
                'busy or down: `scontrol ping` says which; submit again when it answers)',
              command,
              stderr,
            ),
          );
        }
        const said = slurmSaid(stderr) || `exit status ${String(code)}`;
        // Slurm says what is wrong; the next step says where to look and which option changes it.
        const next = slurmNextStep(stderr);
        reject(new SlurmError(`${program} failed: ${said}${next && ` (${next})`}`, command, stderr));
      },
    );
  });
}
