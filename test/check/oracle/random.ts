/** A small seeded random generator (mulberry32), so that every run makes the same mutations. */

/** Random numbers from a seed. */
export class Random {
  private state: number;

  constructor(seed: string | number) {
    this.state = typeof seed === 'number' ? seed >>> 0 : hash(seed);
  }

  /** A number in [0, 1). */
  next(): number {
    let t = (this.state = (this.state + 0x6d2b79f5) >>> 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.next() * n);
  }

  /** One element of a list. */
  pick<T>(list: readonly T[]): T {
    return list[this.int(list.length)];
  }

  /** Up to n distinct elements of a list, in random order. */
  sample<T>(list: readonly T[], n: number): T[] {
    const copy = [...list];
    const out: T[] = [];
    while (out.length < n && copy.length > 0) out.push(copy.splice(this.int(copy.length), 1)[0]);
    return out;
  }
}

/** A function of numbers in [0, 1) from a numeric seed (the same stream as `new Random(seed).next`). */
export function randomNumbers(seed: number): () => number {
  const r = new Random(seed);
  return () => r.next();
}

function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}
