/**
 * The search space of a calibration: each parameter's bounds in the space the algorithm searches, its
 * initial value (drawn as OSTRICH draws it when it is `random`), and, for a point of the space, the value and
 * the text of every parameter and tied parameter as the model receives them.
 */
import { CalibrationSetupError } from './errors.js';
import {
  spaces,
  tiedValue,
  valueText,
  type Parameter,
  type TiedParameter,
  type ValueStyle,
} from './parameters.js';
import type { Rng } from './random.js';

/** Bounds and values of the parameters in the search space. */
export class SearchSpace {
  /** Lower and upper bounds in the search space. */
  readonly low: readonly number[];
  readonly high: readonly number[];

  constructor(
    readonly parameters: readonly Parameter[],
    readonly tied: readonly TiedParameter[],
    readonly style: ValueStyle,
  ) {
    this.low = parameters.map((p) => spaces.toSearch(p, p.low));
    this.high = parameters.map((p) => spaces.toSearch(p, p.high));
    const problems = parameters.flatMap((p, i) =>
      this.high[i]! > this.low[i]!
        ? []
        : [{ place: p.place ?? null, message: `${p.name}: its bounds are not a range in the search space` }],
    );
    if (problems.length > 0) throw new CalibrationSetupError(problems);
  }

  /** How many parameters the algorithm varies. */
  get size(): number {
    return this.parameters.length;
  }

  /**
   * The initial point, drawing from `rng` as OSTRICH does when it reads its parameters: a `random` value
   * takes two draws (one in the bounds as given, then the one kept, in the search bounds), an `extract`ed one
   * none (one, at random, when the model had no value), a number none. An extracted value is taken as a
   * point of the search space, kept inside its bounds (OSTRICH's SetEstVal of the value read: for a log10
   * or ln search that is the logarithm's bounds, whatever the file held).
   */
  initial(rng: Rng, extracted: (name: string) => number | null = () => null): number[] {
    return this.parameters.map((p, i) => {
      if (p.init === 'random') {
        rng.uniform();
        return rng.uniform() * (this.high[i]! - this.low[i]!) + this.low[i]!;
      }
      if (p.init === 'extract') {
        const value = extracted(p.name);
        if (value !== null) return Math.min(this.high[i]!, Math.max(this.low[i]!, value));
        // OSTRICH falls back on a draw in the bounds as given, kept as it is.
        return rng.uniform() * (p.high - p.low) + p.low;
      }
      return spaces.toSearch(p, p.init);
    });
  }

  /** A point kept inside the bounds (OSTRICH's SetEstVal). */
  clamp(x: readonly number[]): number[] {
    return x.map((v, i) => Math.min(this.high[i]!, Math.max(this.low[i]!, v)));
  }

  /** Every parameter's and tied parameter's value in real units, by name, in definition order. */
  values(x: readonly number[]): Map<string, number> {
    const out = new Map<string, number>();
    this.parameters.forEach((p, i) => out.set(p.name, spaces.toReal(p, x[i]!)));
    for (const t of this.tied)
      out.set(
        t.name,
        tiedValue(
          t.form,
          t.of.map((name) => out.get(name)!),
        ),
      );
    return out;
  }

  /** The text each name is replaced with, by name: parameters first, then tied ones (OSTRICH's order). */
  texts(x: readonly number[]): Map<string, string> {
    const values = this.values(x);
    const out = new Map<string, string>();
    for (const p of [...this.parameters, ...this.tied])
      out.set(p.name, valueText(values.get(p.name)!, p.format, this.style));
    return out;
  }

  /** The parameters' values in their output space (what OstModel0.txt reports). */
  outputs(x: readonly number[]): number[] {
    return this.parameters.map((p, i) => spaces.toOutput(p, x[i]!));
  }
}
