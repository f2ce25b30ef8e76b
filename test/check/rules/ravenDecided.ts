/**
 * Error rules against Raven itself (through ravenRan.ts's copy, shortening and run): the test compares Raven's
 * verdict and ERROR lines with rvkit's errors, so Raven's own run decides what the rule must say.
 */
import { type CorpusModel, type Replace } from './harness.js';
import { ravenAndRvkit } from './ravenRan.js';

/** What Raven and rvkit said of one changed model. */
export interface Decided {
  /** Raven stopped (an ERROR line, or no completion). */
  readonly ravenFails: boolean;
  /** Raven's ERROR lines, without the `ERROR    : ` prefix, once each. */
  readonly ravenErrors: readonly string[];
  /** rvkit's errors, as `file:line:col: message [code]`. */
  readonly rvkit: readonly string[];
}

/**
 * Runs Raven (the default engine, or `engine`: the lp_solve build for the .rvm) and rvkit check on a shortened
 * copy of a corpus model with the edits applied (and extra files).
 */
export async function ravenDecided(
  model: CorpusModel,
  edits: readonly Replace[],
  files: Readonly<Record<string, Uint8Array>> = {},
  engine?: string,
): Promise<Decided> {
  const { raven, diagnostics, where } = await ravenAndRvkit(model, edits, files, engine);
  return {
    ravenFails: raven.fails,
    ravenErrors: [...new Set(raven.errors.map((e) => e.replace(/^ERROR\s*:\s*/, '')))],
    rvkit: diagnostics
      .filter((d) => d.severity === 'error')
      .map((d) => `${where(d)}: ${d.message} [${d.code}]`),
  };
}
