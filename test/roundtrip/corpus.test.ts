/**
 * The three guarantees over every real RV file: lossless printing, an idempotent canonical format that
 * keeps the content (same dump), and no error on the files the engine accepts; and the same identity on
 * variants with a comment on every line, CRLF line ends, and other separators.
 */
import { formatRv } from '../../src/printer/format.js';
import { dumpRv } from '../../src/printer/dump.js';
import { parseRv } from '../../src/parser/parseRv.js';
import { printRv } from '../../src/printer/print.js';
import { formatDiagnostic } from '../../src/parser/diagnostics.js';
import { corpusFiles, engineAccepts, ENGINE_REJECTS, type CorpusFile } from './corpusFiles.js';
import { sharedCorpus } from '../paths.js';
import { existsSync } from 'node:fs';

const files = corpusFiles();
const dump = (text: string, f: CorpusFile) => JSON.stringify(dumpRv(parseRv(text, { fileType: f.fileType })));

test('the shared corpus is there and has its RV files', () => {
  expect(existsSync(sharedCorpus)).toBe(true);
  expect(files.length).toBeGreaterThanOrEqual(276);
});

describe.each(files.map((f) => [f.name, f] as const))('%s', (_name, file) => {
  test('prints back byte for byte', () => {
    expect(printRv(parseRv(file.text, { fileType: file.fileType })) === file.text).toBe(true);
  });

  test('formats idempotently and keeps the content', () => {
    const once = formatRv(file.text, { fileType: file.fileType });
    expect(formatRv(once, { fileType: file.fileType }) === once).toBe(true);
    expect(dump(once, file)).toEqual(dump(file.text, file));
    expect(once.endsWith('\n') || once === '').toBe(true);
    expect(once.includes('\r\n')).toBe(false);
  });

  test(engineAccepts(file) ? 'has no error' : 'reports the errors the engine would', () => {
    const errors = parseRv(file.text, { fileType: file.fileType, fileName: file.name }).diagnostics.filter(
      (d) => d.severity === 'error',
    );
    if (engineAccepts(file)) expect(errors.map(formatDiagnostic)).toEqual([]);
    else if (ENGINE_REJECTS.has(file.name)) expect(errors.length).toBeGreaterThan(0);
  });

  const variants: [string, (t: string) => string][] = [
    ['a # comment at the end of every line', (t) => t.replace(/(\r?\n)/g, ' # injected$1') + ' # injected'],
    ['CRLF line ends', (t) => t.replace(/\r?\n/g, '\r\n')],
    ['spaces for tabs and commas', (t) => t.replace(/[\t,]/g, ' ')],
    ['commas for spaces', (t) => t.replace(/ /g, ',')],
  ];
  test.each(variants)('with %s: lossless, idempotent, same content', (_v, change) => {
    const text = change(file.text);
    expect(printRv(parseRv(text, { fileType: file.fileType })) === text).toBe(true);
    const once = formatRv(text, { fileType: file.fileType });
    expect(formatRv(once, { fileType: file.fileType }) === once).toBe(true);
    expect(dump(text, file)).toEqual(dump(file.text, file));
  });
});
