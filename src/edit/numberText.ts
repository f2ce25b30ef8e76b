/** Numbers written into a model's text. */
import { EditError } from './errors.js';

/** A number as Raven reads it back (no binary noise of a multiplication: 12 significant digits). */
export function numberText(x: number): string {
  if (!Number.isFinite(x)) throw new EditError(`not a finite number: ${x}`);
  return String(Number(x.toPrecision(12)));
}
