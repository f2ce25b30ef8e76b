/**
 * Dynamically Dimensioned Search (Tolson and Shoemaker 2007) exactly as OSTRICH runs it (src/DDSAlgorithm.cpp
 * of DOI-BOR/ostrich): a random start of max(5, ⌊0.005·budget⌋) uniform samples (or one evaluation of the
 * initial values), then for i = 1 … M each variable is perturbed with probability 1 − ln(i)/ln(M) (one at
 * random when none is), by a normal step of r times its range, reflected at the bounds; a candidate at least
 * as good as the best replaces it. With one candidate out at a time it draws the random numbers in OSTRICH's
 * order, so the same numbers give OSTRICH's trajectory.
 *
 * On several workers (`width` > 1) this is rvkit's parallel DDS, its own choice (OSTRICH's parallel DDS is
 * pdds.ts): the same steps, each candidate made from the best known when it is made, while up to `width`
 * others are out; the start takes at least `width` samples. It keeps serial DDS's random numbers (one stream,
 * drawn in serial DDS's order, candidate after candidate) and its schedule of perturbation probabilities, so
 * that on the same budget it searches like serial DDS, only with results up to width − 1 evaluations late;
 * OSTRICH's PDDS reads its selection and step numbers from one precomputed array at overlapping indices and
 * perturbs every variable for its first 2·width candidates, which costs it quality on small worker counts.
 * Asynchronous by default (a result is taken as it arrives); synchronous on request: candidate i is made
 * from results 1 … i − width exactly, taken in order, so the seed and the width alone decide the
 * evaluations, whatever the number and speed of the workers.
 */
import type { Algorithm, Best, Candidate, Taken } from './algorithm.js';
import { CalibrationSetupError } from './errors.js';
import type { Rng } from './random.js';
import type { SearchSpace } from './space.js';

/** Settings of DDS. */
export interface DdsOptions {
  /** The budget: evaluations in all (OSTRICH's MaxIterations). */
  readonly budget: number;
  /** The perturbation size (default 0.2). */
  readonly r?: number;
  /** The start: one evaluation of `initial` (true) or random samples (false, the default). */
  readonly useInitial?: boolean;
  /** The initial point in the search space (its values are used when `useInitial`). */
  readonly initial: readonly number[];
  /** Candidates out at once (default 1: serial DDS). */
  readonly width?: number;
  /** With width > 1: take the results in candidate order (the seed and width decide the evaluations). */
  readonly synchronous?: boolean;
}

/** A new value for one variable near `best`, reflected into [low, high] (OSTRICH's PerturbParam). */
export function perturb(best: number, low: number, high: number, r: number, gauss: () => number): number {
  let x = best + gauss() * r * (high - low);
  if (x < low) {
    x = low + (low - x);
    // Reflected past the other bound: the value was far below, so stay at the bound it crossed.
    if (x > high) x = low;
  } else if (x > high) {
    x = high - (x - high);
    if (x < low) x = high;
  }
  return x;
}

/** DDS: serial with width 1; with a larger width, up to that many candidates out at once. */
export class Dds implements Algorithm {
  readonly budget: number;
  private readonly r: number;
  private readonly width: number;
  private readonly synchronous: boolean;
  private readonly initEvals: number;
  private readonly remaining: number;
  private readonly random: boolean;
  private proposed = 0;
  private takenCount = 0;
  /** Candidates proposed whose result is not taken yet. */
  private readonly out = new Map<number, readonly number[]>();
  /** Results in but not taken yet (the synchronous mode takes them in order). */
  private readonly waiting = new Map<number, number>();
  private nextInOrder = 1;
  private current: Best | null = null;
  private readonly taken: Taken[] = [];

  constructor(
    private readonly space: SearchSpace,
    private readonly rng: Rng,
    private readonly options: DdsOptions,
  ) {
    this.budget = options.budget;
    this.r = options.r ?? 0.2;
    this.width = Math.max(1, Math.floor(options.width ?? 1));
    this.synchronous = options.synchronous === true && this.width > 1;
    this.random = !options.useInitial;
    let init = 1;
    if (this.random) {
      init = Math.max(5, Math.trunc(0.005 * this.budget), this.width);
      if (init >= this.budget) init = 1;
    }
    this.initEvals = init;
    this.remaining = this.budget - init;
    if (this.remaining <= 0) {
      throw new CalibrationSetupError([
        {
          place: null,
          message: `a budget of ${this.budget} evaluation(s) leaves none for DDS after its start: give at least 2`,
        },
      ]);
    }
  }

  get finished(): boolean {
    return this.takenCount === this.budget;
  }

  best(): Best | null {
    return this.current;
  }

  propose(): Candidate | null {
    if (this.proposed === this.budget) return null;
    const { space, rng } = this;
    const i = this.proposed + 1;
    if (this.synchronous) {
      // Candidate i is made from results 1 … i − width exactly (a search candidate from at least one),
      // taken now in order once they are all in: the seed and the width decide every candidate. (The
      // results it needs are the oldest ones out, so the workers never all hold results it cannot take.)
      const upTo = i > this.initEvals ? Math.max(i - this.width, 1) : i - this.width;
      for (let k = this.nextInOrder; k <= upTo; k++) if (!this.waiting.has(k)) return null;
      this.takeInOrder(upTo);
    } else if (this.out.size >= this.width || (i > this.initEvals && this.current === null)) return null;
    let x: number[];
    if (i <= this.initEvals) {
      x = this.random
        ? space.low.map((low, k) => rng.uniform() * (space.high[k]! - low) + low)
        : [...this.options.initial];
    } else {
      const step = i - this.initEvals;
      const pn = 1 - Math.log(step) / Math.log(this.remaining);
      const best = this.current!.x;
      x = [...best];
      let chosen = 0;
      for (let k = 0; k < space.size; k++) {
        if (rng.uniform() < pn) {
          chosen++;
          x[k] = perturb(best[k]!, space.low[k]!, space.high[k]!, this.r, () => rng.gauss());
        }
      }
      if (chosen === 0) {
        const k = Math.max(0, Math.ceil(space.size * rng.uniform()) - 1);
        x[k] = perturb(best[k]!, space.low[k]!, space.high[k]!, this.r, () => rng.gauss());
      }
    }
    this.proposed = i;
    const candidate = { index: i, x: space.clamp(x) };
    this.out.set(i, candidate.x);
    // The last candidate made: the results already in need no proposal to wait for.
    if (this.synchronous && i === this.budget) this.takeInOrder(this.budget);
    return candidate;
  }

  collect(): readonly Taken[] {
    return this.taken.splice(0);
  }

  report(index: number, cost: number): void {
    if (!this.out.has(index) || this.waiting.has(index))
      throw new Error(`DDS: result of evaluation ${index} was not awaited`);
    if (!this.synchronous) {
      this.take(index, cost);
      return;
    }
    this.waiting.set(index, cost);
    // Once every candidate is out, nothing waits for a proposal: the results are taken in order as they come.
    if (this.proposed === this.budget) this.takeInOrder(this.budget);
  }

  /** Takes the waiting results, in candidate order, up to result `last` (stopping at one not in yet). */
  private takeInOrder(last: number): void {
    while (this.nextInOrder <= last && this.waiting.has(this.nextInOrder)) {
      const k = this.nextInOrder++;
      const cost = this.waiting.get(k)!;
      this.waiting.delete(k);
      this.take(k, cost);
    }
  }

  private take(index: number, cost: number): void {
    const x = this.out.get(index)!;
    this.out.delete(index);
    this.takenCount++;
    // The first result is the best by definition; afterwards a tie replaces the best (OSTRICH's <=).
    const improved = this.current === null || cost <= this.current.cost;
    if (improved) this.current = { index, x, cost };
    this.taken.push({ index, improved });
  }
}
