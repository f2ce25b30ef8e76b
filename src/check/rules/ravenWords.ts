/** Raven's own words for one of its warnings, with the values it prints in place of its placeholders. */
import { RAVEN_WARNINGS } from '../../../grammar/ravenWarnings.js';

const BY_ID = new Map(RAVEN_WARNINGS.map((w) => [w.id, w.message]));

/**
 * The message of warning `id` (grammar/ravenWarnings.ts) as Raven writes it: each `{…}` placeholder, in order,
 * becomes the next of `values` (one it has no value for stays as written).
 */
export function ravenWords(id: string, ...values: readonly string[]): string {
  const message = BY_ID.get(id);
  if (message === undefined) throw new Error(`no Raven warning ${id}`);
  let i = 0;
  return message.replace(/\{[^}]*\}/g, (p) => (i < values.length ? values[i++] : p));
}
