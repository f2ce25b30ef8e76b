/** Slurm's `--array` index lists: task indices written as ranges, split to stay below MaxArraySize. */

/** Sorted distinct indices written as Slurm does: `0-4,7,9-12`. */
export function arrayRanges(indices: readonly number[]): string {
  const sorted = [...new Set(indices)].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j++;
    parts.push(i === j ? `${sorted[i]}` : `${sorted[i]}-${sorted[j]}`);
    i = j + 1;
  }
  return parts.join(',');
}

/** One job array of a submission: its `--array` indices, and the offset that makes them task indices. */
export interface ArrayChunk {
  /** Task index = array index + offset. */
  readonly offset: number;
  /** The task indices it runs. */
  readonly tasks: readonly number[];
  /** Its `--array` value (array indices, without the throttle). */
  readonly spec: string;
}

/**
 * The job arrays that run these task indices when array indices must stay below `maxArraySize` (Slurm's
 * MaxArraySize, 1001 by default): task indices [k·max, (k+1)·max) go to array k, shifted by k·max.
 */
export function arrayChunks(tasks: readonly number[], maxArraySize: number): ArrayChunk[] {
  const size = Math.max(1, maxArraySize);
  const groups = new Map<number, number[]>();
  for (const t of [...new Set(tasks)].sort((a, b) => a - b)) {
    const k = Math.floor(t / size);
    groups.set(k, [...(groups.get(k) ?? []), t]);
  }
  return [...groups].map(([k, group]) => ({
    offset: k * size,
    tasks: group,
    spec: arrayRanges(group.map((t) => t - k * size)),
  }));
}
