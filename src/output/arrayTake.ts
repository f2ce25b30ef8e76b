/** Picking positions along one axis of a row-major array: the one primitive behind `Dataset.isel`. */
import type { VariableData } from './variable.js';

/** The elements at `indices` along `axis` of row-major `data` with `shape`; the axis keeps its place. */
export function takeAlong(
  data: VariableData,
  shape: readonly number[],
  axis: number,
  indices: readonly number[],
): VariableData {
  const outer = product(shape.slice(0, axis));
  const length = shape[axis] ?? 1;
  const inner = product(shape.slice(axis + 1));
  const count = outer * indices.length * inner;
  if (data instanceof Float64Array) {
    const out = new Float64Array(count);
    let at = 0;
    for (let o = 0; o < outer; o++) {
      for (const index of indices) {
        const from = (o * length + index) * inner;
        out.set(data.subarray(from, from + inner), at);
        at += inner;
      }
    }
    return out;
  }
  const out: string[] = new Array<string>(count);
  let at = 0;
  for (let o = 0; o < outer; o++) {
    for (const index of indices) {
      const from = (o * length + index) * inner;
      for (let i = 0; i < inner; i++) out[at++] = data[from + i] ?? '';
    }
  }
  return out;
}

/** The product of the sizes (1 for a scalar's empty shape). */
export function product(sizes: readonly number[]): number {
  return sizes.reduce((acc, size) => acc * size, 1);
}
