/**
 * The synchronous parallel DDS depends on the seed and the width only, not on the order results arrive in nor
 * on when a worker frees: result e − width is taken just before candidate e is made, so candidate e starts
 * from the best known then, even when a later result came back first. This is what lets one calibration run
 * the same on local workers and on Slurm job steps (test/cluster/spreadCalibration.test.ts).
 */
import { ParallelDds } from '../../src/calibrate/pdds.js';
import { GlibcRandom, Rng } from '../../src/calibrate/random.js';
import { SearchSpace } from '../../src/calibrate/space.js';
import type { Parameter } from '../../src/calibrate/parameters.js';

const parameter = (name: string): Parameter => ({
  name,
  low: -5,
  high: 5,
  init: 'random',
  transforms: { in: 'none', ost: 'none', out: 'none' },
  format: 'free',
});
const space = new SearchSpace([parameter('a'), parameter('b'), parameter('c')], [], {
  kind: 'ostrich',
  precision: 6,
});
const cost = (x: readonly number[]) => x.reduce((s, v, i) => s + (v - i) ** 2, 0);

/**
 * Runs the algorithm with `width` workers; `order` picks which of the outstanding evaluations ends next, and a
 * worker is given a new candidate only once its own result has been taken (as the search's slots are).
 */
function trajectory(width: number, order: (outstanding: number[]) => number): string[] {
  const rng = new Rng(new GlibcRandom(42));
  const dds = new ParallelDds(space, rng, {
    budget: 40,
    width,
    synchronous: true,
    initial: space.initial(rng),
  });
  const made: string[] = [];
  const outstanding = new Map<number, readonly number[]>();
  let free = width;
  while (!dds.finished) {
    for (; free > 0; free--) {
      const c = dds.propose();
      // Making a candidate may take the result it follows, which frees that result's worker.
      free += dds.collect().length;
      if (c === null) break;
      made.push(`${c.index}:${c.x.join(',')}`);
      outstanding.set(c.index, c.x);
    }
    const next = order([...outstanding.keys()]);
    const x = outstanding.get(next)!;
    outstanding.delete(next);
    dds.report(next, cost(x));
    free += dds.collect().length;
  }
  return made.sort();
}

test('synchronous parallel DDS: the same candidates whatever order the results arrive in', () => {
  const inOrder = trajectory(3, (ids) => Math.min(...ids));
  expect(inOrder).toHaveLength(40);
  expect(trajectory(3, (ids) => Math.max(...ids))).toEqual(inOrder);
  let turn = 0;
  expect(trajectory(3, (ids) => ids[turn++ % ids.length]!)).toEqual(inOrder);
});
