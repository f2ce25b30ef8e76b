/**
 * rvkit's atof and atoll against the C library's own (the functions Raven calls), compiled here with the C
 * compiler the engine's build needs: every token shape the rules meet, including those the fast path leaves
 * to the long way (blanks, hexadecimal, binary and octal prefixes, inf/nan, trailing words).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { atof, atofAt, atoll, idKey, idKeyAt, isNegativeKey, sToI } from '../../src/facts/ravenNumbers.js';

const SAMPLES = [
  '',
  ' ',
  '0',
  '-0',
  '+0',
  '12',
  '-12',
  '007',
  '1.5',
  '-1.5',
  '.5',
  '-.5',
  '1.',
  '.',
  '-',
  '+',
  '1e3',
  '1E-3',
  '1e',
  '1e+',
  '2.5e2x',
  '12abc',
  'abc',
  '_AUTO',
  '[NONE]',
  ' 42',
  '42 ',
  '\t-3.25',
  '0x1A',
  '-0x1a',
  '0X1Ag',
  '0b101',
  '0o17',
  '0B1',
  'inf',
  '-inf',
  'Infinity',
  '+INF',
  'nan',
  'NaN',
  'nanx',
  '1,5',
  '1_000',
  '99999999999999999999',
  '-99999999999999999999',
  '123456789012345',
  '1234567890123456789',
  '3.0',
  '1e400',
  '-1e400',
  '4.9e-324',
  '0.1',
  '1.7976931348623157e308',
  '٣',
];

let dir: string;
let c: { atof: number; atoll: string }[];

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'rvkit-atof-'));
  writeFileSync(
    join(dir, 'n.c'),
    [
      '#include <stdio.h>',
      '#include <stdlib.h>',
      '#include <string.h>',
      'int main(void){ char b[256]; while (fgets(b, sizeof b, stdin)) { b[strcspn(b, "\\n")] = 0;',
      '  printf("%.17g %lld\\n", atof(b), atoll(b)); } return 0; }',
    ].join('\n'),
  );
  execFileSync('cc', ['-o', join(dir, 'n'), join(dir, 'n.c')]);
  const out = execFileSync(join(dir, 'n'), { input: SAMPLES.join('\n') + '\n', encoding: 'utf8' });
  c = out
    .trim()
    .split('\n')
    .map((line) => {
      const [f, ll] = line.split(' ');
      return {
        atof:
          f === 'nan' || f === '-nan' ? NaN : f === 'inf' ? Infinity : f === '-inf' ? -Infinity : Number(f),
        atoll: ll,
      };
    });
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('Raven number conversions', () => {
  it('atof equals the C library on every sample', () => {
    expect(SAMPLES.map((s) => [s, atof(s)])).toEqual(SAMPLES.map((s, i) => [s, c[i].atof]));
  });

  it('atoll equals the C library on every sample', () => {
    expect(SAMPLES.map((s) => [s, atoll(s)])).toEqual(SAMPLES.map((s, i) => [s, c[i].atoll]));
  });

  it('s_to_i is (int)atof', () => {
    expect(sToI('2.7')).toBe(2);
    expect(sToI('-2.7')).toBe(-2);
    expect(sToI('1e1')).toBe(10);
    expect(sToI('FOREST')).toBe(0);
  });
  it('ID keys are equal exactly when atoll reads the same number, and know negative IDs', () => {
    for (const a of SAMPLES)
      for (const b of SAMPLES) expect([a, b, idKey(a) === idKey(b)]).toEqual([a, b, atoll(a) === atoll(b)]);
    expect(SAMPLES.filter((s) => isNegativeKey(idKey(s)))).toEqual(
      SAMPLES.filter((s) => atoll(s).startsWith('-')),
    );
  });

  it('read in place inside a longer text, they equal the C library too', () => {
    // Each sample between other fields, as a row table holds it.
    const at = SAMPLES.map((s) => ({ text: `9 ${s},7`, start: 2, end: 2 + s.length }));
    expect(at.map(({ text, start, end }) => atofAt(text, start, end))).toEqual(c.map((x) => x.atof));
    expect(at.map(({ text, start, end }) => String(idKeyAt(text, start, end)))).toEqual(
      c.map((x) => x.atoll),
    );
  });
});
