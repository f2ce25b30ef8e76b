/** Raven's own words for one of its warnings, by the warning's id, with the values it prints in place of its placeholders. */
import { warningWords } from '../../../grammar/ravenWarningMatch.js';
import { RAVEN_WARNINGS } from '../../../grammar/ravenWarnings.js';

const BY_ID = new Map(RAVEN_WARNINGS.map((w) => [w.id, w]));

/**
 * The message of warning `id` (grammar/ravenWarnings.ts) as Raven writes it: each `{…}` placeholder, in order,
 * becomes the next of `values` (one it has no value for stays as written) — `warningWords` of the catalogue's entry.
 */
export function ravenWords(id: string, ...values: readonly string[]): string {
  const warning = BY_ID.get(id);
  if (warning === undefined) throw new Error(`no Raven warning ${id}`);
  return warningWords(warning, ...values);
}
