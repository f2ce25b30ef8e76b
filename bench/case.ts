/** One benchmark case in its own process, so that its peak memory is its own. Prints one JSON line. */
import { parseRv } from '../src/parser/parseRv.js';
import { printRv } from '../src/printer/print.js';
import { formatDocument } from '../src/printer/format.js';
import { corpusFile } from './data.js';
import type { FileType } from '../grammar/types.js';

// The input is read from a file written beforehand, so the peak memory is the operation's, not the generator's.
const [path, op, fileType, name, rows] = process.argv.slice(2);
const input = { ...corpusFile(path, fileType as FileType), name, rows: Number(rows) };

const doc = parseRv(input.text, { fileType: input.fileType });
if (op !== 'parse' && doc.diagnostics.some((d) => d.severity === 'error'))
  throw new Error('benchmark input has errors');
const times: number[] = [];
for (let i = 0; i < 3; i++) {
  const t0 = process.hrtime.bigint();
  if (op === 'parse') parseRv(input.text, { fileType: input.fileType });
  else if (op === 'print') {
    if (printRv(doc) !== input.text) throw new Error('not lossless');
  } else formatDocument(doc);
  times.push(Number(process.hrtime.bigint() - t0) / 1e6);
}
times.sort((a, b) => a - b);
const ms = times[1];
process.stdout.write(
  JSON.stringify({
    name: input.name,
    op,
    ms,
    rows: input.rows,
    mb: input.text.length / 1e6,
    peakMB: process.resourceUsage().maxRSS / 1024,
  }) + '\n',
);
