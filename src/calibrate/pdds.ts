/**
 * Parallel DDS as OSTRICH runs it (src/PDDSAlgorithm.cpp of DOI-BOR/ostrich): a master keeps `width` workers
 * busy; each result it receives may replace the best, and the worker that returned it gets the next
 * candidate, made from the best known then. The random numbers are drawn up front (10 × budget × dimensions
 * of them, the "harvest"); the start samples max(5, ⌊0.005·budget⌋, width) points; the first 2·width
 * candidates perturb every variable, then each with probability 1 − ln(e − 2w)/ln(budget − 2w).
 *
 * Asynchronous (OSTRICH's default): results are taken as they arrive, so the search depends on which
 * evaluation ends first. Synchronous (OSTRICH's SynchReceives): results are taken in the order the
 * candidates were made, candidate e once result e − width is in; then the evaluations depend only on the
 * seed and the width, whatever the number and speed of the workers that run them.
 */
import type { Algorithm, Best, Candidate, Taken } from './algorithm.js';
import { perturb } from './dds.js';
import type { Rng } from './random.js';
import type { SearchSpace } from './space.js';

/** Settings of parallel DDS. */
export interface PddsOptions {
  /** Evaluations in all (OSTRICH's MaxIterations). */
  readonly budget: number;
  /** How many candidates are out at once (OSTRICH's number of workers). */
  readonly width: number;
  /** Take results in candidate order (SynchReceives), so that timing never changes the search. */
  readonly synchronous: boolean;
  /** The perturbation size (default 0.2). */
  readonly r?: number;
  /** The start's parameter sets (search space) when the start is given; else random samples. */
  readonly initialSets?: readonly (readonly number[])[];
  /** The initial point in the search space (OSTRICH's m_sbest before any result). */
  readonly initial: readonly number[];
}

/** OSTRICH's parallel DDS master. */
export class ParallelDds implements Algorithm {
  readonly budget: number;
  private readonly width: number;
  private readonly r: number;
  private readonly harvest: Float64Array;
  private readonly initEvals: number;
  private readonly candidates = new Map<number, readonly number[]>();
  /** Results received but not yet taken (synchronous mode takes them in order). */
  private readonly waiting = new Map<number, number>();
  private proposed = 0;
  private taken = 0;
  private readonly collected: Taken[] = [];
  private nextInOrder = 1;
  private searching = false;
  private ign = 1;
  private jct = 0;
  private sbest: readonly number[];
  private current: Best | null = null;

  constructor(
    private readonly space: SearchSpace,
    private readonly rng: Rng,
    private readonly options: PddsOptions,
  ) {
    this.budget = options.budget;
    this.width = Math.max(1, Math.floor(options.width));
    this.r = options.r ?? 0.2;
    this.sbest = options.initial;
    this.harvest = new Float64Array(10 * this.budget * space.size);
    for (let i = 0; i < this.harvest.length; i++) this.harvest[i] = rng.uniform();
    const given = options.initialSets?.length ?? 0;
    this.initEvals =
      given > 0 ? Math.max(this.width, given) : Math.max(5, Math.trunc(0.005 * this.budget), this.width);
  }

  get finished(): boolean {
    return this.taken === this.budget;
  }

  best(): Best | null {
    return this.current;
  }

  private draw(i: number): number {
    if (i >= this.harvest.length) throw new Error('parallel DDS ran out of its random numbers');
    return this.harvest[i]!;
  }

  /** OSTRICH's neigh_value: a normal step from the harvest, reflected at the bounds. */
  private neighbour(best: number, k: number): number {
    return perturb(best, this.space.low[k]!, this.space.high[k]!, this.r, () => {
      let w1 = 0;
      let w2 = 0;
      let w3 = 2;
      while (w3 >= 1 || w3 === 0) {
        w1 = 2 * this.draw(this.ign) - 1;
        w2 = 2 * this.draw(this.ign + 1) - 1;
        w3 = w1 * w1 + w2 * w2;
        this.ign += 2;
      }
      w3 = Math.sqrt((-2 * Math.log(w3)) / w3);
      const pick = this.draw(this.ign++);
      return pick < 0.5 ? w1 * w3 : w2 * w3;
    });
  }

  propose(): Candidate | null {
    const e = this.proposed + 1;
    if (e > this.budget) return null;
    // Candidate e follows the taking of result e − width (the first `width` go out at once); in the
    // synchronous mode that result is taken now, if it is in, just before the candidate is made.
    if (this.options.synchronous && this.taken < e - this.width) this.takeInOrder(e - this.width);
    if (this.taken < e - this.width) return null;
    const { space } = this;
    const n = space.size;
    let x: number[];
    if (!this.searching) {
      const sets = this.options.initialSets ?? [];
      if (e <= sets.length) x = [...sets[e - 1]!];
      else x = space.low.map((low, k) => low + this.rng.uniform() * (space.high[k]! - low));
      if (e === this.initEvals) this.searching = true;
    } else {
      const w = this.width;
      const pn = e <= 2 * w ? 1 : 1 - Math.log(e - 2 * w) / Math.log(this.budget - 2 * w);
      // From the best known now: in the synchronous mode, right after result e − width was taken.
      const base = this.sbest;
      x = [...base];
      let chosen = 0;
      let ngd = 0;
      for (let j = 0; j < n; j++) {
        ngd = j + (e - 1) * n + this.jct;
        if (this.draw(ngd) < pn) {
          chosen++;
          x[j] = this.neighbour(base[j]!, j);
        }
      }
      if (chosen === 0) {
        const pick = this.draw(ngd + 1);
        this.jct++;
        const k = Math.max(0, Math.ceil(n * pick) - 1);
        x[k] = this.neighbour(base[k]!, k);
      }
    }
    this.proposed = e;
    const clamped = space.clamp(x);
    this.candidates.set(e, clamped);
    return { index: e, x: clamped };
  }

  collect(): readonly Taken[] {
    return this.collected.splice(0);
  }

  report(index: number, cost: number): void {
    if (!this.candidates.has(index) || this.waiting.has(index)) {
      throw new Error(`parallel DDS: result of evaluation ${index} was not awaited`);
    }
    if (!this.options.synchronous) {
      this.collected.push(this.take(index, cost));
      return;
    }
    this.waiting.set(index, cost);
    // Result k waits until candidate k + width − 1 is made (it is taken just before candidate k + width),
    // unless every candidate is out: then the results are taken in order as they come.
    this.takeInOrder(this.proposed === this.budget ? this.budget : this.proposed - this.width + 1);
  }

  /** Takes the waiting results, in candidate order, up to result `last`. */
  private takeInOrder(last: number): void {
    while (this.nextInOrder <= last && this.waiting.has(this.nextInOrder)) {
      const i = this.nextInOrder++;
      const cost = this.waiting.get(i)!;
      this.waiting.delete(i);
      this.collected.push(this.take(i, cost));
    }
  }

  private take(index: number, cost: number): Taken {
    const x = this.candidates.get(index)!;
    this.candidates.delete(index);
    this.taken++;
    const improved = this.current === null || cost <= this.current.cost;
    if (improved) {
      this.current = { index, x, cost };
      this.sbest = x;
    }
    return { index, improved };
  }
}
