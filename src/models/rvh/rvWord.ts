/** One word of Raven text for a table cell or an argument, refusing strings the engine would split or drop. */
import { word } from '../commandText/write.js';

/** A value cannot be written as the single word Raven expects (it would be split, dropped or misread). */
export class UnwritableValueError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnwritableValueError';
  }
}

// Raven's tokenizer splits on spaces, tabs and commas, and a word starting with # ends the line.
const SPLITS = /[\s,]/;

/** The Raven word of a value; `what` names the value in the error (e.g. `HRU 3 land_use_class`). */
export function rvWord(v: unknown, what: string): string {
  if (v === null || v === undefined) throw new UnwritableValueError(`${what} has no value: Raven needs one`);
  const text = word(v);
  if (typeof v === 'string' && (text === '' || SPLITS.test(text) || text.startsWith('#')))
    throw new UnwritableValueError(
      `${what} ${JSON.stringify(text)} cannot be written: Raven reads one word without spaces, commas or a leading #`,
    );
  return text;
}

/** A single-line command: its Raven name and one checked word per field, in field order. */
export function fieldLine(name: string, model: object, fields: readonly { name: string }[]): string {
  const cls = model.constructor.name;
  const values = fields.map((f) => rvWord((model as { [k: string]: unknown })[f.name], `${cls} ${f.name}`));
  return `${[name, ...values].join(' ')}\n`;
}
