/**
 * Dynamically Dimensioned Search (Tolson and Shoemaker 2007) exactly as OSTRICH runs it (src/DDSAlgorithm.cpp
 * of DOI-BOR/ostrich): a random start of max(5, ⌊0.005·budget⌋) uniform samples (or one evaluation of the
 * initial values), then for i = 1 … M each variable is perturbed with probability 1 − ln(i)/ln(M) (one at
 * random when none is), by a normal step of r times its range, reflected at the bounds; a candidate at least
 * as good as the best replaces it. One evaluation at a time, drawing the random numbers in OSTRICH's order,
 * so the same numbers give OSTRICH's trajectory.
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

/** Serial DDS: one candidate, then its result, then the next. */
export class Dds implements Algorithm {
  readonly budget: number;
  private readonly r: number;
  private readonly initEvals: number;
  private readonly remaining: number;
  private readonly random: boolean;
  private proposed = 0;
  private reported = 0;
  private pending: Candidate | null = null;
  private current: Best | null = null;
  private readonly taken: Taken[] = [];

  constructor(
    private readonly space: SearchSpace,
    private readonly rng: Rng,
    private readonly options: DdsOptions,
  ) {
    this.budget = options.budget;
    this.r = options.r ?? 0.2;
    this.random = !options.useInitial;
    let init = 1;
    if (this.random) {
      init = Math.max(5, Math.trunc(0.005 * this.budget));
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
    return this.reported === this.budget;
  }

  best(): Best | null {
    return this.current;
  }

  propose(): Candidate | null {
    if (this.pending || this.proposed === this.budget) return null;
    const { space, rng } = this;
    const i = this.proposed + 1;
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
    this.pending = { index: i, x: space.clamp(x) };
    return this.pending;
  }

  collect(): readonly Taken[] {
    return this.taken.splice(0);
  }

  report(index: number, cost: number): void {
    if (!this.pending || this.pending.index !== index)
      throw new Error(`DDS: result of evaluation ${index} was not awaited`);
    const candidate = this.pending;
    this.pending = null;
    this.reported++;
    // The first evaluation is the best by definition; afterwards a tie replaces the best (OSTRICH's <=).
    const improved = this.current === null || cost <= this.current.cost;
    if (improved) this.current = { index, x: candidate.x, cost };
    this.taken.push({ index, improved });
  }
}
