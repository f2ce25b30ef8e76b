/**
 * The number-literal automaton (numbers.ts, behind isNumberLiteral and run by the row scanner while it splits
 * a line) says "number" for exactly the texts numberAt reads as one, alone or inside a longer text; and the
 * scanner's list of non-numbers matches isNumberLiteral field by field on random rows.
 */
import fc from 'fast-check';
import { isNumberLiteral, numberAt } from '../../src/parser/numbers.js';
import { scanRowText } from '../../src/parser/rows.js';

const pieces = [
  '0',
  '1',
  '9',
  '00',
  '42',
  '.',
  '+',
  '-',
  'e',
  'E',
  'x',
  '#',
  'é',
  'NaN',
  '1e5',
  '.5',
  '2.',
  '',
];
const token = fc
  .array(fc.oneof(fc.constantFrom(...pieces), fc.string({ maxLength: 3 })), { maxLength: 6 })
  .map((a) => a.join(''));

describe('number literals', () => {
  test('isNumberLiteral accepts what numberAt reads', () => {
    fc.assert(
      fc.property(token, (t) => {
        expect(isNumberLiteral(t, 0, t.length)).toBe(!Number.isNaN(numberAt(t, 0, t.length)));
      }),
      { numRuns: 5000 },
    );
  });

  test('inside a longer text, only the range counts', () => {
    fc.assert(
      fc.property(token, token, token, (before, t, after) => {
        const text = before + t + after;
        const [s, e] = [before.length, before.length + t.length];
        expect(isNumberLiteral(text, s, e)).toBe(isNumberLiteral(t, 0, t.length));
        expect(isNumberLiteral(text, s, e)).toBe(!Number.isNaN(numberAt(text, s, e)));
      }),
      { numRuns: 5000 },
    );
  });

  test('the row scanner lists exactly the fields that are not literals', () => {
    const line = fc
      .array(fc.oneof(token, fc.constantFrom(' ', '\t', ',', '\r', ' # c', '#x', '\u{1F600}')), {
        maxLength: 8,
      })
      .map((a) => a.join(' '));
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 6 }), (lines) => {
        const text = lines.join('\n');
        const table = scanRowText(text);
        const expected: number[] = [];
        for (let f = 0; f < table.fieldStart.length; f++)
          if (!isNumberLiteral(text, table.fieldStart[f], table.fieldEnd[f])) expected.push(f);
        expect([...table.notNumbers]).toEqual(expected);
      }),
      { numRuns: 2000 },
    );
  });

  test('hand-picked literals', () => {
    const yes = ['0', '-0.5', '+3', '1.', '.5', '1e5', '1.E-3', '-.5e+2', '007'];
    const no = [
      '',
      '.',
      '-',
      '+.',
      'e5',
      '1e',
      '1e+',
      '.e1',
      '1..2',
      '1.2.3',
      'NaN',
      'Infinity',
      '0x10',
      '1,5',
    ];
    for (const t of yes) expect([t, isNumberLiteral(t, 0, t.length)]).toEqual([t, true]);
    for (const t of no) expect([t, isNumberLiteral(t, 0, t.length)]).toEqual([t, false]);
  });
});
