/**
 * The algorithms alone, on an analytic function (no model): synchronous parallel DDS (rvkit's and OSTRICH's)
 * makes the same candidates whatever order the results come back in and however many workers run them; the
 * asynchronous mode takes them as they come; rvkit's with one candidate out at a time is serial DDS; a Latin hypercube puts one point in each stratum of every parameter; DDS
 * refuses a budget that leaves nothing after its start.
 */
import {
  CalibrationSetupError,
  Dds,
  GlibcRandom,
  ParallelDds,
  Rng,
  SearchSpace,
  latinHypercube,
  type Algorithm,
  type Candidate,
} from '../../src/calibrate/index.js';

const griewank = (x: readonly number[]) => {
  let s = 0;
  let p = 1;
  x.forEach((v, i) => {
    s += (v * v) / 4000;
    p *= Math.cos(v / Math.sqrt(i + 1));
  });
  return s - p + 1;
};

function space(n: number): SearchSpace {
  const params = Array.from({ length: n }, (_, i) => ({
    name: `x${i}`,
    low: -600,
    high: 600,
    init: 'random' as const,
    transforms: { in: 'none', ost: 'none', out: 'none' } as const,
    format: 'free',
  }));
  return new SearchSpace(params, [], { kind: 'exact' });
}

/**
 * Runs an algorithm with `workers` workers; `pick` chooses which running evaluation ends next. Returns the
 * candidates in the order they were made.
 */
function drive(algorithm: Algorithm, workers: number, pick: (running: number) => number): Candidate[] {
  const made: Candidate[] = [];
  const queue: Candidate[] = [];
  const running: Candidate[] = [];
  const fill = () => {
    for (let c = algorithm.propose(); c !== null; c = algorithm.propose()) {
      made.push(c);
      queue.push(c);
    }
  };
  fill();
  while (!algorithm.finished) {
    while (queue.length > 0 && running.length < workers) running.push(queue.shift()!);
    const [done] = running.splice(pick(running.length), 1);
    algorithm.report(done!.index, griewank(done!.x));
    fill();
    algorithm.collect();
  }
  return made;
}

function pdds(seed: number, width: number, synchronous: boolean): ParallelDds {
  const s = space(6);
  const rng = new Rng(new GlibcRandom(seed));
  return new ParallelDds(s, rng, { budget: 120, width, synchronous, initial: s.initial(rng) });
}

/** rvkit's DDS with `width` candidates out at once. */
function dds(seed: number, width: number, synchronous: boolean): Dds {
  const s = space(6);
  const rng = new Rng(new GlibcRandom(seed));
  return new Dds(s, rng, { budget: 120, width, synchronous, initial: s.initial(rng) });
}

describe.each([
  ['rvkit', dds],
  ['OSTRICH', pdds],
])('synchronous parallel DDS (%s)', (_, make) => {
  it.each([1, 2, 3])('seed %d: the same candidates whatever the order and number of workers', (seed) => {
    const inOrder = drive(make(seed, 4, true), 4, () => 0);
    const shuffle = new Rng(new GlibcRandom(seed + 99));
    for (const workers of [1, 2, 4, 7]) {
      const scrambled = drive(make(seed, 4, true), workers, (n) => shuffle.int() % n);
      expect(scrambled).toEqual(inOrder);
    }
    expect(inOrder).toHaveLength(120);
  });

  it('depends on its width', () => {
    expect(drive(make(5, 2, true), 2, () => 0)).not.toEqual(drive(make(5, 4, true), 4, () => 0));
  });
});

it.each([
  ['rvkit', dds],
  ['OSTRICH', pdds],
])('asynchronous parallel DDS (%s) takes the results as they come', (_, make) => {
  const first = drive(make(8, 4, false), 4, () => 0);
  const last = drive(make(8, 4, false), 4, (n) => n - 1);
  expect(first).toHaveLength(120);
  expect(last).not.toEqual(first);
});

it("rvkit's DDS with one candidate out at a time is serial DDS, in either mode", () => {
  const s = space(6);
  const serial = (seed: number) => {
    const rng = new Rng(new GlibcRandom(seed));
    return drive(new Dds(s, rng, { budget: 120, initial: s.initial(rng) }), 1, () => 0);
  };
  for (const seed of [1, 2]) {
    expect(drive(dds(seed, 1, false), 3, () => 0)).toEqual(serial(seed));
    expect(drive(dds(seed, 1, true), 3, () => 0)).toEqual(serial(seed));
  }
});

it('puts one point of a Latin hypercube in each stratum of every parameter', () => {
  const s = space(5);
  const sample = latinHypercube(s, new Rng(new GlibcRandom(4)), 40);
  const points = drive(sample, 3, () => 0).map((c) => c.x);
  for (let k = 0; k < 5; k++) {
    const strata = points.map((x) => Math.floor(((x[k]! + 600) / 1200) * 40)).sort((a, b) => a - b);
    expect(strata).toEqual([...Array(40).keys()]);
  }
});

it('refuses a DDS budget that leaves nothing after the start', () => {
  const s = space(2);
  const rng = new Rng(new GlibcRandom(1));
  expect(() => new Dds(s, rng, { budget: 1, initial: s.initial(rng) })).toThrow(CalibrationSetupError);
});
