/**
 * Deciding whether a Raven run succeeded. Raven exits with status 0 even when it fails, so the verdict
 * comes from its messages: success is the completion message with no ERROR in Raven_errors.txt.
 * When Raven stopped before writing its errors there, the console tells why.
 */
import type { RavenMessages } from '../output/messages.js';
import type { ProcessOutcome } from './childProcess.js';
import type { ConsoleSummary } from './consoleLog.js';
import type { RavenFailure } from './errors.js';

/** The verdict on one run: null failure means success. */
export interface Assessment {
  readonly failure: RavenFailure | null;
  readonly errors: string[];
  readonly warnings: string[];
}

function seconds(ms: number): string {
  return `${Number((ms / 1000).toFixed(3))} s`;
}

function unique(texts: readonly string[]): string[] {
  return [...new Set(texts)];
}

/** Judges a finished Raven process from its messages (null when it wrote none) and its console (`screen`). */
export function assessRun(
  outcome: ProcessOutcome,
  messages: RavenMessages | null,
  screen: ConsoleSummary,
  timeoutMs: number,
): Assessment {
  const warnings = [...(messages?.warnings ?? [])];
  const fileErrors = messages?.errors ?? [];
  if (outcome.timedOut) {
    const text = `Raven did not finish within the timeout of ${seconds(timeoutMs)} and was killed.`;
    return { failure: 'timeout', errors: [text, ...fileErrors], warnings };
  }
  if (outcome.aborted) {
    return {
      failure: 'aborted',
      errors: ['Raven was killed: the run was aborted.', ...fileErrors],
      warnings,
    };
  }
  if (fileErrors.length > 0) return { failure: 'errors', errors: [...fileErrors], warnings };

  const exitedCleanly = outcome.exitCode === 0 && outcome.signal === null;
  if (messages?.completed && exitedCleanly) {
    // Errors raised before the model exists never reach Raven_errors.txt, and some let the run go on.
    const early = screen.earlyErrors.map((e) => `Raven reported an early error and went on: ${e}`);
    return { failure: null, errors: [], warnings: [...warnings, ...early] };
  }

  const consoleErrors = unique([...screen.earlyErrors, ...screen.exitReasons, ...screen.errorLines]);
  const exit =
    outcome.signal !== null
      ? `Raven was killed by signal ${outcome.signal}.`
      : outcome.exitCode !== 0
        ? `Raven exited with status ${outcome.exitCode}.`
        : null;
  const missing =
    messages === null
      ? 'Raven stopped without writing Raven_errors.txt.'
      : messages.completed
        ? null
        : 'Raven stopped without its completion message "SIMULATION COMPLETE :)".';
  // The console's own words explain a stop best; the generic note is for when it said nothing.
  const notes = [exit, consoleErrors.length === 0 ? missing : null].filter((e): e is string => e !== null);
  const errors = [...consoleErrors, ...notes];
  return { failure: consoleErrors.length > 0 ? 'errors' : 'incomplete', errors, warnings };
}
