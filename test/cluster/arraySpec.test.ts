/** Slurm's --array index lists: ranges, and the split that keeps array indices below MaxArraySize. */
import { arrayChunks, arrayRanges } from '../../src/cluster/slurm/arraySpec.js';
import { parseSacct, parseSqueue } from '../../src/cluster/slurm/queue.js';

describe('arrayRanges', () => {
  test('writes runs of indices as ranges, in order, once each', () => {
    expect(arrayRanges([0, 1, 2, 3, 4])).toBe('0-4');
    expect(arrayRanges([9, 7, 0, 1, 2, 10, 11, 12, 7])).toBe('0-2,7,9-12');
    expect(arrayRanges([5])).toBe('5');
  });
});

describe('arrayChunks', () => {
  test('indices below MaxArraySize stay in one array with offset 0', () => {
    expect(arrayChunks([0, 1, 2, 5], 1001)).toEqual([{ offset: 0, tasks: [0, 1, 2, 5], spec: '0-2,5' }]);
  });
  test('more tasks than MaxArraySize allows go to several arrays, each shifted below it', () => {
    const chunks = arrayChunks([0, 1, 999, 1000, 1001, 2500], 1000);
    expect(chunks).toEqual([
      { offset: 0, tasks: [0, 1, 999], spec: '0-1,999' },
      { offset: 1000, tasks: [1000, 1001], spec: '0-1' },
      { offset: 2000, tasks: [2500], spec: '500' },
    ]);
    // Every task index is its array index plus its chunk's offset, and every array index is below the limit.
    for (const c of chunks) {
      for (const t of c.tasks) expect(t - c.offset).toBeLessThan(1000);
    }
  });
});

describe("squeue's and sacct's lines", () => {
  test('squeue -r lines: each array task with its phase, reason and node', () => {
    const lines = [
      '12|0|RUNNING|None|vm',
      '12|3|PENDING|JobArrayTaskLimit|',
      '12|5|TIMEOUT|TimeLimit|vm',
      '',
    ].join('\n');
    expect(parseSqueue(lines)).toEqual([
      { arrayJob: '12', arrayIndex: 0, id: '12_0', phase: 'running', state: 'RUNNING', node: 'vm' },
      {
        arrayJob: '12',
        arrayIndex: 3,
        id: '12_3',
        phase: 'pending',
        state: 'PENDING',
        reason: 'JobArrayTaskLimit',
      },
      {
        arrayJob: '12',
        arrayIndex: 5,
        id: '12_5',
        phase: 'ended',
        state: 'TIMEOUT',
        reason: 'TimeLimit',
        node: 'vm',
      },
    ]);
  });
  test('sacct lines: array tasks, pending ranges expanded, "CANCELLED by 0" read as CANCELLED', () => {
    const lines = [
      '40_1|CANCELLED by 0|None|vm',
      '40_[2-3%1]|PENDING|JobArrayTaskLimit|None assigned',
      '41|COMPLETED|None|vm',
    ].join('\n');
    expect(parseSacct(lines).map((t) => [t.id, t.phase, t.state, t.reason, t.node])).toEqual([
      ['40_1', 'ended', 'CANCELLED', undefined, 'vm'],
      ['40_2', 'pending', 'PENDING', 'JobArrayTaskLimit', undefined],
      ['40_3', 'pending', 'PENDING', 'JobArrayTaskLimit', undefined],
    ]);
  });
});
