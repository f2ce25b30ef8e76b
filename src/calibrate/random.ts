/**
 * The random numbers of a calibration, drawn as OSTRICH draws them (`MyRand` in its src/Utility.cpp): the C
 * library's `rand()` seeded with `srand(seed)` (glibc's additive feedback generator, reproduced here so that a
 * seed gives the same numbers as OSTRICH built with GCC on Linux), or, in OSTRICH's testing mode, the numbers
 * of an `OstRandomNumbers.txt` file read in turn from the index `seed`. Uniform and Gaussian draws are built
 * on them as OSTRICH builds them, so a calibration and OSTRICH's on the same setup draw the same values.
 */
import { readFileSync } from 'node:fs';

/** The largest value `next()` returns (OSTRICH's MY_RAND_MAX, glibc's RAND_MAX). */
export const RAND_MAX = 0x7fffffff;

/** A stream of 31-bit random integers. */
export interface RandomSource {
  /** The next integer in [0, RAND_MAX]. */
  next(): number;
}

/** glibc's `random_r` of TYPE_3 (degree 31, separation 3), as `srand(seed)` then `rand()` use it. */
export class GlibcRandom implements RandomSource {
  private readonly state = new Int32Array(31);
  private front = 3;
  private rear = 0;

  constructor(seed: number) {
    const r = this.state;
    // glibc takes the seed as a 32-bit int and makes 0 into 1.
    let word = seed | 0 || 1;
    r[0] = word;
    for (let i = 1; i < 31; i++) {
      // Park and Miller's minimal standard generator by Schrage's method, as glibc computes it.
      const hi = Math.trunc(word / 127773);
      const lo = word % 127773;
      word = 16807 * lo - 2836 * hi;
      if (word < 0) word += 2147483647;
      r[i] = word;
    }
    for (let i = 0; i < 310; i++) this.next();
  }

  next(): number {
    const r = this.state;
    const value = (r[this.front] + r[this.rear]) | 0;
    r[this.front] = value;
    const result = (value >>> 1) & RAND_MAX;
    if (++this.front >= 31) {
      this.front = 0;
      ++this.rear;
    } else if (++this.rear >= 31) this.rear = 0;
    return result;
  }
}

/** OSTRICH's testing mode: the numbers of a list, in turn from index `seed`, wrapping round at its end. */
export class ListRandom implements RandomSource {
  private index: number;

  constructor(
    private readonly numbers: Uint32Array,
    seed: number,
  ) {
    if (numbers.length === 0) throw new Error('the list of random numbers is empty');
    this.index = seed % numbers.length;
  }

  next(): number {
    const value = this.numbers[this.index]!;
    this.index = (this.index + 1) % this.numbers.length;
    return value;
  }
}

/**
 * Reads an `OstRandomNumbers.txt`: a count on the first line, then one integer a line. Like OSTRICH, it stops
 * at the end of the file when the count promises more (those entries stay 0).
 */
export function readRandomNumbers(path: string): Uint32Array {
  const lines = readFileSync(path, 'latin1').split('\n');
  const count = Number.parseInt(lines[0] ?? '', 10);
  if (!Number.isFinite(count) || count <= 0)
    throw new Error(`${path}:1: expected the count of random numbers`);
  const numbers = new Uint32Array(count);
  for (let i = 0; i < count && i + 1 < lines.length; i++) {
    const value = Number.parseInt(lines[i + 1]!, 10);
    // sscanf("%d") into an unsigned int: a line with no number leaves 0.
    numbers[i] = Number.isFinite(value) ? value >>> 0 : 0;
  }
  return numbers;
}

/** Uniform and standard normal draws on a source of integers, as OSTRICH computes them. */
export class Rng {
  constructor(readonly source: RandomSource) {}

  /** An integer in [0, RAND_MAX] (OSTRICH's MyRand). */
  int(): number {
    return this.source.next();
  }

  /** A number in [0, 1] (OSTRICH's UniformRandom). */
  uniform(): number {
    return this.source.next() / RAND_MAX;
  }

  /** A standard normal number by the Marsaglia-Bray polar method (OSTRICH's GaussRandom). */
  gauss(): number {
    let w1 = 0;
    let w2 = 0;
    let w3 = 2;
    while (w3 >= 1 || w3 === 0) {
      w1 = 2 * this.uniform() - 1;
      w2 = 2 * this.uniform() - 1;
      w3 = w1 * w1 + w2 * w2;
    }
    w3 = Math.pow((-2 * Math.log(w3)) / w3, 0.5);
    // One of the two deviates, picked at random.
    return this.uniform() < 0.5 ? w1 * w3 : w2 * w3;
  }
}
