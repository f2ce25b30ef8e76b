/**
 * The formatter's layout decisions, one fixture folder each (test/fixtures/format/<case>/input.rv? and
 * expected.rv?; the README there says which decision each shows): the input formats to the expected text, the
 * expected text formats to itself, both read without errors and mean the same, and the input prints back
 * losslessly.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { FileType } from '../../grammar/types.js';
import { parseRv } from '../../src/parser/parseRv.js';
import { dumpRv } from '../../src/printer/dump.js';
import { formatRv } from '../../src/printer/format.js';
import { printRv } from '../../src/printer/print.js';
import { repoRoot } from '../paths.js';

const root = join(repoRoot, 'test', 'fixtures', 'format');

/** Each case: its name, file type, input and expected text. */
const cases = readdirSync(root, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => {
    const files = readdirSync(join(root, d.name));
    const input = files.find((f) => /^input\.rv[a-z]$/.test(f));
    if (!input) throw new Error(`${d.name}: no input.rv? file`);
    const fileType = input.slice('input.'.length) as FileType;
    const expected = `expected.${fileType}`;
    if (!files.includes(expected)) throw new Error(`${d.name}: no ${expected}`);
    // Read as written: the inputs hold CRLF, tabs and trailing blanks that must reach the formatter.
    const read = (f: string) => readFileSync(join(root, d.name, f), 'utf8');
    return [d.name, fileType, read(input), read(expected)] as const;
  });

test('there is a fixture for each layout decision the README lists', () => {
  const listed = [...readFileSync(join(root, 'README.md'), 'utf8').matchAll(/^\| `([a-z-]+)` +\|/gm)].map(
    (m) => m[1],
  );
  expect(cases.map(([name]) => name).sort()).toEqual([...listed].sort());
  expect(cases.length).toBeGreaterThanOrEqual(16);
});

describe.each(cases)('%s', (name, fileType, input, expected) => {
  const options = { fileType, fileName: `${name}.${fileType}` };

  test('the input formats to the expected text', () => {
    expect(formatRv(input, options)).toBe(expected);
  });

  test('the expected text is canonical: formatting it changes nothing', () => {
    expect(formatRv(expected, options)).toBe(expected);
  });

  test('both read without errors, mean the same, and the input prints back as it was', () => {
    const before = parseRv(input, options);
    const after = parseRv(expected, options);
    const errors = (d: typeof before) => d.diagnostics.filter((x) => x.severity === 'error');
    expect(errors(before)).toEqual([]);
    expect(errors(after)).toEqual([]);
    expect(dumpRv(after)).toEqual(dumpRv(before));
    expect(printRv(before)).toBe(input);
  });
});
