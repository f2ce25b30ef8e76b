/**
 * Samplers for sensitivity runs: uniform Monte Carlo (each parameter drawn uniformly in its bounds) and
 * Latin hypercube (each parameter's range cut into `budget` equal strata, one draw in each, the strata of
 * the parameters paired by independent random permutations). Every candidate is known at once; the best
 * is kept as for an optimiser, so a sample run also yields its best set.
 */
import type { Algorithm, Best, Candidate, Taken } from './algorithm.js';
import type { Rng } from './random.js';
import type { SearchSpace } from './space.js';

/** A fixed list of candidates evaluated in any order. */
export class Sampler implements Algorithm {
  readonly budget: number;
  private proposed = 0;
  private reported = 0;
  private current: Best | null = null;
  private readonly taken: Taken[] = [];

  constructor(private readonly points: readonly (readonly number[])[]) {
    this.budget = points.length;
  }

  get finished(): boolean {
    return this.reported === this.budget;
  }

  best(): Best | null {
    return this.current;
  }

  propose(): Candidate | null {
    if (this.proposed === this.budget) return null;
    const index = ++this.proposed;
    return { index, x: this.points[index - 1]! };
  }

  collect(): readonly Taken[] {
    return this.taken.splice(0);
  }

  report(index: number, cost: number): void {
    this.reported++;
    // Ties keep the earlier evaluation, whatever order results come in.
    const improved =
      this.current === null ||
      cost < this.current.cost ||
      (cost === this.current.cost && index < this.current.index);
    if (improved) this.current = { index, x: this.points[index - 1]!, cost };
    this.taken.push({ index, improved });
  }
}

/** `budget` points drawn uniformly in the bounds, parameter by parameter. */
export function monteCarlo(space: SearchSpace, rng: Rng, budget: number): Sampler {
  const points = Array.from({ length: budget }, () =>
    space.low.map((low, k) => rng.uniform() * (space.high[k]! - low) + low),
  );
  return new Sampler(points);
}

/** A Latin hypercube of `budget` points: one in each of `budget` strata of every parameter's range. */
export function latinHypercube(space: SearchSpace, rng: Rng, budget: number): Sampler {
  const columns = space.low.map((low, k) => {
    const width = (space.high[k]! - low) / budget;
    const strata = Array.from({ length: budget }, (_, i) => i);
    // Fisher-Yates with the calibration's own random integers.
    for (let i = budget - 1; i > 0; i--) {
      const j = rng.int() % (i + 1);
      [strata[i], strata[j]] = [strata[j]!, strata[i]!];
    }
    return strata.map((s) => low + (s + rng.uniform()) * width);
  });
  return new Sampler(
    Array.from({ length: budget }, (_, i) => columns.map((c, k) => Math.min(c[i]!, space.high[k]!))),
  );
}
