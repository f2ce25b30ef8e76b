/** Conditions (`:-->Conditional`) and process groups (`:ProcessGroup` … `:EndProcessGroup CALCULATE_WTS`). */
import { FreeSymbolError } from '../../../src/models/commandText/write.js';
import { Variable } from '../../../src/models/symbolic/expr.js';
import { Conditional, Infiltration, ProcessGroup } from '../../../src/models/rvi/index.js';
import { locatedProblems, problemsOf } from './helpers.js';

const infiltration = (algo: string) => new Infiltration({ algo, source: 'PONDED_WATER', to: ['MULTIPLE'] });

describe('Conditional', () => {
  it('writes and reads :-->Conditional kind op value', () => {
    const c = new Conditional({ kind: 'HRU_TYPE', op: 'IS_NOT', value: 'GLACIER' });
    expect(c.toRv()).toBe(':-->Conditional HRU_TYPE IS_NOT GLACIER\n');
    expect(Conditional.parse(c.toRv()).toJSON()).toEqual({
      kind: 'HRU_TYPE',
      op: 'IS_NOT',
      value: 'GLACIER',
    });
  });

  it('checks kind, op and value', () => {
    expect(problemsOf(() => new Conditional({ kind: 'VEGETATION', op: 'IS', value: 'a b' }))).toEqual([
      'kind: must be one of HRU_TYPE, LAND_CLASS, HRU_GROUP',
      'value: must be one word: Raven splits words at spaces, tabs and commas',
    ]);
    expect(problemsOf(() => new Conditional({ kind: 'LAND_CLASS', op: 'EQUALS' }))).toEqual([
      'op: must be one of IS, IS_NOT',
      'value: is required',
    ]);
    // Raven also reads VEGETATION, which the interface's kinds do not list.
    expect(locatedProblems(() => Conditional.parse(':-->Conditional VEGETATION IS FOREST'))).toEqual([
      '1:17 kind: must be one of HRU_TYPE, LAND_CLASS, HRU_GROUP',
    ]);
  });
});

describe('ProcessGroup', () => {
  const group = new ProcessGroup({
    p: [infiltration('INF_HMETS'), infiltration('INF_VIC_ARNO'), infiltration('INF_HBV')],
    params: [0.5, 0.3],
  });

  it('writes the group with CALCULATE_WTS and N-1 numbers', () => {
    expect(group.toRv()).toBe(
      ':ProcessGroup\n' +
        '  :Infiltration INF_HMETS PONDED_WATER MULTIPLE\n' +
        '  :Infiltration INF_VIC_ARNO PONDED_WATER MULTIPLE\n' +
        '  :Infiltration INF_HBV PONDED_WATER MULTIPLE\n' +
        ':EndProcessGroup CALCULATE_WTS 0.5 0.3\n',
    );
  });

  it('reads it back, and keeps the kinds of its processes in JSON', () => {
    expect(ProcessGroup.parse(group.toRv()).toJSON()).toEqual(group.toJSON());
    expect(group.toJSON()).toEqual({
      p: [
        { Infiltration: { algo: 'INF_HMETS', source: 'PONDED_WATER', to: ['MULTIPLE'] } },
        { Infiltration: { algo: 'INF_VIC_ARNO', source: 'PONDED_WATER', to: ['MULTIPLE'] } },
        { Infiltration: { algo: 'INF_HBV', source: 'PONDED_WATER', to: ['MULTIPLE'] } },
      ],
      params: [0.5, 0.3],
    });
    const rebuilt = new ProcessGroup(group.toJSON() as object);
    expect(rebuilt.p[0]).toBeInstanceOf(Infiltration);
    expect(rebuilt.toRv()).toBe(group.toRv());
    expect(group.copy({ params: [0.1, 0.2] }).p[2]).toBeInstanceOf(Infiltration);
  });

  it('needs one number fewer than processes, and at least one process', () => {
    expect(problemsOf(() => new ProcessGroup({ p: [infiltration('INF_HBV')], params: [0.5] }))).toEqual([
      'params: must have 0 value(s), one fewer than the processes of p: Raven reads :EndProcessGroup ' +
        'CALCULATE_WTS r1 … rN-1 and ignores any other number of values',
    ]);
    expect(problemsOf(() => new ProcessGroup({ p: [], params: [] }))).toEqual([
      'p: must have at least 1 items',
      expect.stringMatching(/^params: must have -1 value/),
    ]);
    expect(
      problemsOf(() => new ProcessGroup({ p: [{ Infiltration: { algo: 'INF_X' } }], params: [] })),
    ).toEqual(['p.0.algo: must be one of the 17 values of the Infiltration algorithms']);
  });

  it('holds symbolic weights, which cannot be written', () => {
    const g = group.copy({ params: [new Variable('R01'), 0.3] });
    expect(() => g.toRv()).toThrow(FreeSymbolError);
  });

  it('reads only what the interface holds: processes and CALCULATE_WTS numbers', () => {
    const text = (end: string, extra = '') =>
      `:ProcessGroup g\n  :Infiltration INF_HBV PONDED_WATER MULTIPLE\n${extra}  :Infiltration INF_GR4J PONDED_WATER MULTIPLE\n${end}\n`;
    expect(ProcessGroup.parse(text(':EndProcessGroup CALCULATE_WTS 0.4')).params).toEqual([0.4]);
    expect(locatedProblems(() => ProcessGroup.parse(text(':EndProcessGroup 0.6 0.4')))).toEqual([
      "4:1 params: :EndProcessGroup with explicit weights: the interface's ProcessGroup holds CALCULATE_WTS numbers only",
    ]);
    expect(locatedProblems(() => ProcessGroup.parse(text(':EndProcessGroup')))).toEqual([
      "4:1 params: :EndProcessGroup with no weights (Raven keeps equal ones): the interface's ProcessGroup holds CALCULATE_WTS numbers only",
    ]);
    const withCondition = text(':EndProcessGroup CALCULATE_WTS 0.4', '  :-->Conditional HRU_TYPE IS LAKE\n');
    expect(locatedProblems(() => ProcessGroup.parse(withCondition))).toEqual([
      "3:3 p.1: the interface's ProcessGroup holds processes only, not a condition",
    ]);
  });
});
