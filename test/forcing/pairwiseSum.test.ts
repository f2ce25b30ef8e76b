/** numpy's summation order: a mean equals the reference library's to the last bit, not only to rounding. */
import { nanMean, pairwiseSum } from '../../src/forcing/pairwiseSum.js';

/** numpy's pairwise sum, written out independently: eight strided running sums up to 128 values, halves above. */
function numpySum(a: readonly number[]): number {
  if (a.length < 8) return a.reduce((s, x) => s + x, -0);
  if (a.length <= 128) {
    const r = a.slice(0, 8);
    let i = 8;
    for (; i + 8 <= a.length; i += 8) for (let k = 0; k < 8; k++) r[k]! += a[i + k]!;
    let s = r[0]! + r[1]! + (r[2]! + r[3]!) + (r[4]! + r[5]! + (r[6]! + r[7]!));
    for (; i < a.length; i++) s += a[i]!;
    return s;
  }
  const half = Math.floor(a.length / 2) - (Math.floor(a.length / 2) % 8);
  return numpySum(a.slice(0, half)) + numpySum(a.slice(half));
}

test('adds in numpy order, which differs from a plain loop in the last bits', () => {
  // Values of mixed magnitude, as daily forcing: a plain loop and numpy's order disagree on some sums.
  const values = Array.from({ length: 1000 }, (_, i) => Math.sin(i) * 10 ** (i % 7) + 0.1);
  let differs = 0;
  for (const n of [0, 1, 7, 8, 9, 127, 128, 129, 300, 1000]) {
    const part = values.slice(0, n);
    expect(pairwiseSum(part)).toBe(numpySum(part));
    if (pairwiseSum(part) !== part.reduce((s, x) => s + x, 0)) differs++;
  }
  expect(differs).toBeGreaterThan(0);
});

test('the mean leaves NaN out of the count and the sum, and is NaN with no value', () => {
  expect(nanMean([1, NaN, 2])).toBe(1.5);
  expect(nanMean([NaN])).toBeNaN();
  expect(nanMean([])).toBeNaN();
});
