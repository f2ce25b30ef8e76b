/** The .rve models of EnKF assimilation: rules, text in the engine's form, and (absent) corpus occurrences. */
import { bindingOf } from '../../../src/models/modelClass/registry.js';
import {
  AssimilatedState,
  AssimilateStreamflow,
  ForcingPerturbation,
  ObservationErrorModel,
} from '../../../src/models/rve/index.js';
import { corpusCommands } from '../corpusCommands.js';
import { locatedProblems, problemsOf } from '../rvi/helpers.js';

describe('.rve models', () => {
  it('are bound to their .rve commands', () => {
    for (const cls of [ForcingPerturbation, ObservationErrorModel, AssimilatedState, AssimilateStreamflow]) {
      expect(bindingOf(cls)?.fileType).toBe('rve');
      expect(bindingOf(cls)?.spec.name).toBe(`:${cls.name}`);
    }
  });

  it('ForcingPerturbation writes the HRU group only when given', () => {
    const f = new ForcingPerturbation({
      forcing: 'TEMP_AVE',
      dist: 'DIST_UNIFORM',
      p1: 1,
      p2: 2,
      adj: 'ADDITIVE',
    });
    expect(f.toRv()).toBe(':ForcingPerturbation TEMP_AVE DIST_UNIFORM 1 2 ADDITIVE\n');
    expect(ForcingPerturbation.parse(f.toRv()).toJSON()).toEqual(f.toJSON());
    const g = f.copy({ hru_grp: 'Forest' });
    expect(g.toRv()).toBe(':ForcingPerturbation TEMP_AVE DIST_UNIFORM 1 2 ADDITIVE Forest\n');
    expect(ForcingPerturbation.parse(g.toRv()).toJSON()).toEqual(g.toJSON());
    expect(
      problemsOf(
        () =>
          new ForcingPerturbation({
            forcing: 'RAIN',
            dist: 'DIST_LOGNORMAL',
            p1: 'a',
            adj: 'PLUS',
            hru_grp: 'a b',
          }),
      ),
    ).toEqual([
      'forcing: must be one of the 37 values of ForcingType',
      'dist: must be one of DIST_UNIFORM, DIST_NORMAL, DIST_GAMMA',
      'p1: must be a number',
      'p2: is required',
      'adj: must be one of ADDITIVE, MULTIPLICATIVE',
      'hru_grp: must be one word: Raven splits words at spaces, tabs and commas',
    ]);
  });

  it('ObservationErrorModel holds STREAMFLOW only', () => {
    const o = new ObservationErrorModel({
      state: 'STREAMFLOW',
      dist: 'DIST_NORMAL',
      p1: 0,
      p2: 0.1,
      adj: 'MULTIPLICATIVE',
    });
    expect(o.toRv()).toBe(':ObservationErrorModel STREAMFLOW DIST_NORMAL 0 0.1 MULTIPLICATIVE\n');
    expect(ObservationErrorModel.parse(o.toRv()).toJSON()).toEqual(o.toJSON());
    expect(
      locatedProblems(() =>
        ObservationErrorModel.parse(':ObservationErrorModel SNOW DIST_GAMMA 1 2 ADDITIVE'),
      ),
    ).toEqual(['1:24 state: must be STREAMFLOW']);
  });

  it('AssimilatedState takes a state of the interface or STREAMFLOW, and a group', () => {
    const a = new AssimilatedState({ state: 'SOIL[0]', group: 'All' });
    expect(a.toRv()).toBe(':AssimilatedState SOIL[0] All\n');
    expect(AssimilatedState.parse(':AssimilatedState STREAMFLOW Gauged').toJSON()).toEqual({
      state: 'STREAMFLOW',
      group: 'Gauged',
    });
    expect(problemsOf(() => new AssimilatedState({ state: 'RESERVOIR_STAGE' }))).toEqual([
      'state: must be one of the 43 values of StateName or STREAMFLOW',
      'group: is required',
    ]);
  });

  it('AssimilateStreamflow coerces numbers to the string of a subbasin id', () => {
    const a = new AssimilateStreamflow({ sb_id: 2 });
    expect(a.sb_id).toBe('2');
    expect(a.toRv()).toBe(':AssimilateStreamflow 2\n');
    expect(AssimilateStreamflow.parse(a.toRv()).toJSON()).toEqual({ sb_id: '2' });
    expect(problemsOf(() => new AssimilateStreamflow({ sb_id: 'outlet' }))).toEqual([
      'sb_id: must be a subbasin id, an integer (Raven reads any other text as 0)',
    ]);
  });

  it('finds none of them in the corpora (no .rve file there)', () => {
    const names = [
      ':ForcingPerturbation',
      ':ObservationErrorModel',
      ':AssimilatedState',
      ':AssimilateStreamflow',
    ];
    expect(corpusCommands('rve', ...names)).toHaveLength(0);
  });
});
