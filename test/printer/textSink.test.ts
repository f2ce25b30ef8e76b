/** The formatter's output buffer holds exactly the characters written, whatever its size guess. */
import fc from 'fast-check';
import { TextSink } from '../../src/printer/textSink.js';

/** Any UTF-16 code units, lone surrogates included (UTF-8 cannot hold those). */
const units = fc
  .array(fc.integer({ min: 0, max: 0xffff }), { maxLength: 6 })
  .map((a) => String.fromCharCode(...a));
const piece = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 8 }),
  units,
  fc.constantFrom('\uFEFF', 'é', '😀'),
);
/** A line given whole, or written piece by piece (strings and runs of spaces). */
const line = fc.oneof(piece, fc.array(fc.oneof(piece, fc.nat({ max: 5 })), { maxLength: 6 }));

/** What the sink must produce: each line and an LF, without the LFs of empty lines at the end. */
function expected(lines: string[]): string {
  let end = lines.length;
  while (end > 0 && lines[end - 1] === '') end--;
  return lines
    .slice(0, end)
    .map((l) => l + '\n')
    .join('');
}

test('writes any text exactly, with any size guess', () => {
  fc.assert(
    fc.property(fc.array(line, { maxLength: 12 }), fc.nat({ max: 400 }), (lines, size) => {
      const sink = new TextSink(size);
      const texts = lines.map((l) => {
        if (typeof l === 'string') {
          sink.line(l);
          return l;
        }
        let text = '';
        for (const p of l) {
          if (typeof p === 'number') {
            sink.spaces(p);
            text += ' '.repeat(p);
          } else {
            sink.write(`<${p}>`, 1, p.length + 1);
            text += p;
          }
        }
        sink.endLine();
        return text;
      });
      expect(sink.toString()).toBe(expected(texts));
    }),
    { numRuns: 3000 },
  );
});

test('a buffer smaller than the output and long non-ASCII lines', () => {
  const sink = new TextSink(0);
  const long = 'é中😀'.repeat(5000);
  sink.write(long);
  sink.endLine();
  sink.line(long);
  sink.line('');
  sink.endLine();
  expect(sink.toString()).toBe(long + '\n' + long + '\n');
});

test('only empty lines give the empty text', () => {
  const sink = new TextSink(10);
  sink.line('');
  sink.write('');
  sink.endLine();
  expect(sink.toString()).toBe('');
});
