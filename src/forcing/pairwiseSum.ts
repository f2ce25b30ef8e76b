/**
 * Summation in numpy's order (its pairwise sum of a contiguous float64 array: eight running sums over blocks
 * of up to 128 values, blocks halved recursively), so that a mean rvkit computes is the reference library's
 * to the last bit, not just to rounding.
 */

/** Values below which numpy adds in one loop. */
const BLOCK = 128;

/** The sum of `values[from, from + n)` as numpy's `sum` adds them. */
export function pairwiseSum(values: ArrayLike<number>, from = 0, n = values.length - from): number {
  if (n < 8) {
    // numpy starts from -0.0 so that a sum of negative zeros stays -0.0.
    let sum = -0;
    for (let i = 0; i < n; i++) sum += values[from + i]!;
    return sum;
  }
  if (n <= BLOCK) {
    let r0 = values[from]!;
    let r1 = values[from + 1]!;
    let r2 = values[from + 2]!;
    let r3 = values[from + 3]!;
    let r4 = values[from + 4]!;
    let r5 = values[from + 5]!;
    let r6 = values[from + 6]!;
    let r7 = values[from + 7]!;
    const whole = n - (n % 8);
    let i = 8;
    for (; i < whole; i += 8) {
      const at = from + i;
      r0 += values[at]!;
      r1 += values[at + 1]!;
      r2 += values[at + 2]!;
      r3 += values[at + 3]!;
      r4 += values[at + 4]!;
      r5 += values[at + 5]!;
      r6 += values[at + 6]!;
      r7 += values[at + 7]!;
    }
    let sum = r0 + r1 + (r2 + r3) + (r4 + r5 + (r6 + r7));
    for (; i < n; i++) sum += values[from + i]!;
    return sum;
  }
  let half = Math.floor(n / 2);
  half -= half % 8;
  return pairwiseSum(values, from, half) + pairwiseSum(values, from + half, n - half);
}

/** The mean of the values that are not NaN, as xarray's skipna mean computes it (NaN for none). */
export function nanMean(values: ArrayLike<number>): number {
  const zeroed = new Float64Array(values.length);
  let count = 0;
  for (let i = 0; i < values.length; i++) {
    const x = values[i]!;
    if (Number.isNaN(x)) continue;
    zeroed[i] = x;
    count++;
  }
  return pairwiseSum(zeroed) / count;
}
