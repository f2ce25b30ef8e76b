/**
 * rvkit draws OSTRICH's random numbers and prints OSTRICH's numbers without OSTRICH's C library: the oracle
 * is that library itself. A small C program, compiled here, prints glibc's rand() after srand(seed), and C's
 * printf of numbers in %E, %.nE and %f; rvkit's GlibcRandom and cFormat must give the same.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { GlibcRandom } from '../../src/calibrate/index.js';
import { formatE, formatF } from '../../src/calibrate/cFormat.js';
import { removeTemporaryDirs, tempDir } from './helpers.js';

const PROGRAM = `
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
int main(int argc, char **argv) {
  if (strcmp(argv[1], "rand") == 0) {
    srand((unsigned int)strtoul(argv[2], NULL, 10));
    int n = atoi(argv[3]);
    for (int i = 0; i < n; i++) printf("%d\\n", rand());
    return 0;
  }
  char line[256];
  while (fgets(line, sizeof line, stdin)) {
    double x = strtod(line, NULL);
    printf("%E|%.1E|%.12E|%.0E|%f|%.2f|%.0f\\n", x, x, x, x, x, x, x);
  }
  return 0;
}
`;

let oracle = '';

beforeAll(async () => {
  const dir = await tempDir();
  writeFileSync(join(dir, 'oracle.c'), PROGRAM);
  oracle = join(dir, 'oracle');
  execFileSync('gcc', ['-O1', '-o', oracle, join(dir, 'oracle.c')]);
});
afterAll(removeTemporaryDirs);

describe('GlibcRandom', () => {
  it.each([0, 1, 123, 987654321, 2 ** 31 + 5, 2 ** 32 - 1])(
    "gives glibc's rand() after srand(%d)",
    (seed) => {
      const expected = execFileSync(oracle, ['rand', String(seed), '2000'], { encoding: 'utf8' })
        .trim()
        .split('\n')
        .map(Number);
      const random = new GlibcRandom(seed);
      expect(expected.map(() => random.next())).toEqual(expected);
    },
  );
});

describe('cFormat', () => {
  it("prints numbers as C's printf does, exact ties included", () => {
    const random = new GlibcRandom(42);
    const values = [
      0, -0, 1, -1, 0.5, 1.25, 2.5, 0.125, 1234567.5, 1234568.5, 9.9999995, 9.99999949, 0.000123456789,
      1e-300, 5e-324, 1.7976931348623157e308, 123456789012345680000, -7.25e-5, 12345.5, 0.0625,
    ];
    for (let i = 0; i < 300; i++) {
      const scale = Math.pow(10, (random.next() % 40) - 20);
      values.push(((random.next() / 2 ** 31) * 2 - 1) * scale);
    }
    // Ties at the printed digit, by construction.
    for (let i = 0; i < 50; i++) values.push((random.next() % 100000) / 8);
    const input = values.map((v) => (Object.is(v, -0) ? '-0' : v.toPrecision(17))).join('\n') + '\n';
    const expected = execFileSync(oracle, ['print'], { input, encoding: 'utf8' }).trim().split('\n');
    const actual = values.map((v) =>
      [
        formatE(v),
        formatE(v, 1),
        formatE(v, 12),
        formatE(v, 0),
        formatF(v),
        formatF(v, 2),
        formatF(v, 0),
      ].join('|'),
    );
    expect(actual).toEqual(expected);
  });
});
