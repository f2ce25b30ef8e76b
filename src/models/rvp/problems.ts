/**
 * Collecting the structural problems of a command before its model is built (rows of the wrong length,
 * words Raven would misread, missing header lines), so that fromRv throws them all at once, located, as one
 * ConfigValidationError, like the validation problems of the model itself.
 */
import { ConfigValidationError, type Problem, type SourceLocation } from '../modelClass/errors.js';
import { isNumberLiteral } from '../../parser/numbers.js';
import type { SourceWord } from '../commandText/read.js';

/** Why most .rvp numbers must be plain: Raven reads them with atof, which turns any other word into 0. */
const ATOF = 'Raven reads this value with atof (_DEFAULT, _AUTO and alias names become 0)';

/** The problems found so far in one command. */
export class Problems {
  readonly list: Problem[] = [];

  /** Records a problem at a field path. */
  add(path: string, message: string, location?: SourceLocation): void {
    this.list.push(location ? { path, message, location } : { path, message });
  }

  /** Throws every recorded problem, for the model class being read. */
  throwIfAny(model: string): void {
    if (this.list.length > 0) throw new ConfigValidationError(this.list, model);
  }

  /** A row Raven stops reading its table at (an improper line length), with what it reads instead. */
  stopsAt(path: string, row: readonly SourceWord[], reads: string | number): void {
    const n = row.length;
    this.add(
      path,
      `Raven stops reading the table at a row of ${n} word${n === 1 ? '' : 's'} (it reads ${reads})`,
      row[0]?.location,
    );
  }

  /**
   * The number a word holds, or undefined (with a problem, saying why a plain number is needed) when it is
   * not a plain number literal.
   */
  number(w: SourceWord, path: string, why = ATOF): number | undefined {
    if (isNumberLiteral(w.text, 0, w.text.length)) return Number(w.text);
    this.add(path, `'${w.text}' is not a number: ${why}`, w.location);
    return undefined;
  }
}
