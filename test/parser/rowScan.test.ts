/**
 * The row scanner reads a long text a chunk of whole lines at a time (ASCII chunks through the native encoder):
 * its table of a long text is the tables of the text's lines, scanned one by one, put end to end.
 */
import fc from 'fast-check';
import { isNumberLiteral } from '../../src/parser/numbers.js';
import { scanRowText, type RowTable } from '../../src/parser/rows.js';

/** The table of `text` from its lines' own tables. */
function byLines(text: string): Omit<RowTable, 'text' | 'rowCount'> & { rowCount: number } {
  const out = {
    lineStart: [] as number[],
    firstField: [] as number[],
    fieldStart: [] as number[],
    fieldEnd: [] as number[],
    commentStart: [] as number[],
    notNumbers: [] as number[],
  };
  let fields = 0;
  for (let start = 0; start < text.length;) {
    const lf = text.indexOf('\n', start);
    const end = lf < 0 ? text.length : lf + 1;
    const t = scanRowText(text.slice(start, end));
    expect(t.rowCount).toBe(1);
    out.lineStart.push(start);
    out.firstField.push(fields);
    out.commentStart.push(t.commentStart[0] < 0 ? -1 : start + t.commentStart[0]);
    for (let f = 0; f < t.fieldStart.length; f++) {
      out.fieldStart.push(start + t.fieldStart[f]);
      out.fieldEnd.push(start + t.fieldEnd[f]);
    }
    for (const f of t.notNumbers) out.notNumbers.push(fields + f);
    fields += t.fieldStart.length;
    start = end;
  }
  const rowCount = out.lineStart.length;
  out.lineStart.push(text.length);
  out.firstField.push(fields);
  const arrays = Object.fromEntries(Object.entries(out).map(([k, v]) => [k, Int32Array.from(v)]));
  return { ...(arrays as unknown as Omit<RowTable, 'text' | 'rowCount'>), rowCount };
}

/** Each array of the table: the first place where the scan and the line-by-line tables differ, if any. */
function expectSame(text: string): void {
  const table = scanRowText(text);
  const expected = byLines(text);
  expect(table.rowCount).toBe(expected.rowCount);
  // The fields that are not number literals, by the literal check itself (which reads the text's characters).
  const notNumbers = [];
  for (let f = 0; f < table.fieldStart.length; f++)
    if (!isNumberLiteral(text, table.fieldStart[f], table.fieldEnd[f])) notNumbers.push(f);
  expect(notNumbers).toEqual([...table.notNumbers]);
  for (const key of [
    'lineStart',
    'firstField',
    'fieldStart',
    'fieldEnd',
    'commentStart',
    'notNumbers',
  ] as const) {
    const [a, b] = [table[key], expected[key]];
    let at = 0;
    while (at < a.length && a[at] === b[at]) at++;
    expect({ key, at, length: a.length, value: a[at] }).toEqual({
      key,
      at: b.length,
      length: b.length,
      value: b[at],
    });
  }
}

const word = fc.oneof(
  fc.constantFrom('1', '-0.25', '1.5e3', '1e', 'HRU_7', 'é', '😀', '1ı', 'Ġ2', '#x', 'x'.repeat(300)),
  fc.stringMatching(/^[A-Za-z0-9.+-]{1,10}$/),
);
const line = fc
  .tuple(
    fc.array(word, { maxLength: 8 }),
    fc.constantFrom(' ', '\t', ',', ' \r'),
    fc.constantFrom('', ' # c', ' # é\r'),
  )
  .map(([words, sep, c]) => words.join(sep) + c);

test('a long text scans as its lines one by one, whatever the lines', () => {
  fc.assert(
    fc.property(fc.array(line, { maxLength: 400 }), fc.boolean(), (lines, lastLf) => {
      expectSame(lines.join('\n') + (lastLf ? '\n' : ''));
    }),
    { numRuns: 60 },
  );
});

test('a long text scans as its lines one by one across chunks and with a line longer than a chunk', () => {
  const lines = Array.from({ length: 4000 }, (_, i) => `${i + 1} ${(i * 7) % 4000} ${(i / 7).toFixed(6)}`);
  lines[1000] = '1001 é 0.5 1ı # naïve';
  lines[2000] = Array.from({ length: 8000 }, (_, i) => String(i)).join(' ');
  lines[2001] = '2002 1 1 # a\rb  ';
  lines[3000] = '';
  expectSame(lines.join('\n'));
  expectSame(lines.join('\r\n') + '\r\n');
});
