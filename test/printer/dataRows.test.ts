/**
 * A long table written straight from its offsets (`writeRows`, chunk by chunk, ASCII chunks byte by byte) gives
 * the lines the short-table path gives row by row (`rowLine`), whatever the characters and chunk boundaries.
 */
import fc from 'fast-check';
import { scanRowText } from '../../src/parser/rows.js';
import { rowLine, rowsLength, widenColumns, writeRows } from '../../src/printer/dataRows.js';
import { TextSink } from '../../src/printer/textSink.js';

/** The table's lines through `writeRows`, and through `rowLine` (each with its LF). */
function both(text: string, indent: number, aligned: boolean): [string, string] {
  const t = scanRowText(text);
  const w: number[] | null = aligned ? [] : null;
  if (w) widenColumns(t, w);
  const length = rowsLength(t, indent, w, false);
  const sink = new TextSink(length);
  sink.line(':Before');
  writeRows({ table: t, indent, w, length }, sink);
  sink.line(':After');
  const lines = Array.from({ length: t.rowCount }, (_, r) => rowLine(t, r, indent, w) + '\n');
  return [sink.toString(), `:Before\n${lines.join('')}:After\n`];
}

/** Words of data rows: numbers, names, characters beyond ASCII (a surrogate pair, a lone surrogate). */
const word = fc.oneof(
  fc.constantFrom('1', '-0.25', '1.5e3', 'HRU_7', 'é', 'naïve', '😀', '\uD800', 'x'.repeat(40)),
  fc.stringMatching(/^[A-Za-z0-9._-]{1,12}$/),
);
/** Inline comments: `#` and any text without a line end, a lone CR and trailing blanks included. */
const comment = fc.oneof(fc.constant(''), fc.constantFrom(' # c\r d ', '\t# é\r', ' #x  \r'));
const row = fc
  .tuple(fc.array(word, { minLength: 1, maxLength: 5 }), fc.constantFrom(' ', '\t', ',', '  '), comment)
  .map(([words, sep, c]) => words.join(sep) + c);

test('writeRows gives rowLine’s lines for any rows', () => {
  fc.assert(
    fc.property(
      fc.array(row, { maxLength: 40 }),
      fc.nat({ max: 6 }),
      fc.boolean(),
      (rows, indent, aligned) => {
        const [written, expected] = both(rows.map((r) => r + '\n').join(''), indent, aligned);
        expect(written).toBe(expected);
      },
    ),
  );
});

test('writeRows gives rowLine’s lines across chunks: ASCII, a row beyond ASCII, a row longer than a chunk', () => {
  const rows = Array.from({ length: 6000 }, (_, i) => `${i + 1} ${(i * 7) % 4000} ${(i / 6000).toFixed(6)}`);
  rows[2500] = '2501 é 0.5 # naïve';
  rows[4000] = Array.from({ length: 9000 }, (_, i) => String(i)).join(' ');
  rows[4001] = '4002 1 1 # a\rb  ';
  for (const aligned of [true, false]) {
    const [written, expected] = both(rows.join('\n') + '\n', 4, aligned);
    expect(written).toBe(expected);
  }
});
