import {
  SBGroupPropertyMultiplier,
  SubBasinProperties,
  SubBasinProperty,
} from '../../../src/models/rvh/index.js';
import { Variable } from '../../../src/models/symbolic/expr.js';
import { FreeSymbolError } from '../../../src/models/commandText/write.js';
import { locatedProblems, problems } from './helpers.js';

describe(':SubBasinProperties', () => {
  const props = () =>
    new SubBasinProperties({
      Parameters: ['TIME_CONC', 'TIME_TO_PEAK'],
      records: [
        { sb_id: 1, values: [0.8, 0.35] },
        { sb_id: '2', values: [1.2, 0.5] },
      ],
    });

  it('defaults to no parameters and no records; sb_id numbers become strings', () => {
    expect(new SubBasinProperties({}).toJSON()).toEqual({ parameters: null, records: null });
    expect(props().records?.[0].sb_id).toBe('1');
  });

  it('writes the :Parameters line then the rows, and round-trips', () => {
    expect(props().toRv()).toBe(
      ':SubBasinProperties\n  :Parameters TIME_CONC TIME_TO_PEAK\n  1 0.8 0.35\n  2 1.2 0.5\n:EndSubBasinProperties\n',
    );
    expect(SubBasinProperties.parse(props().toRv()).toJSON()).toEqual(props().toJSON());
  });

  it('takes only the spec parameter names and as many values per row as parameters', () => {
    expect(problems(() => new SubBasinProperties({ parameters: ['TIME_CONC', 'REACH_HRU_ID'] }))).toEqual([
      'parameters: item 1 must be one of the 14 values of SubBasinPropertyName',
    ]);
    expect(
      problems(
        () =>
          new SubBasinProperties({ parameters: ['TIME_CONC'], records: [{ sb_id: '1', values: [1, 2] }] }),
      ),
    ).toEqual(['records: record 0 has 2 values for 1 parameter']);
    expect(problems(() => new SubBasinProperties({ records: [{ sb_id: '1', values: [1] }] }))).toEqual([
      'records: records need parameters: Raven reads the :Parameters line first',
    ]);
    expect(problems(() => new SubBasinProperty({ sb_id: 'basin1', values: ['x'] }))).toEqual([
      'sb_id: must be a subbasin ID (an integer); got "basin1"',
      'values: item 0 must be a number or a symbolic expression',
    ]);
  });

  it('reads the header as Raven does and points at the wrong words', () => {
    const text =
      ':SubBasinProperties\n' +
      '  :Parameters, TIME_CONC, MANNINGS_X\n' +
      '  :Units, d, none\n' +
      '  1, 0.8, 0.3\n' +
      '  2, 0.8\n' +
      '  3, 0.8, _AUTO\n' +
      ':EndSubBasinProperties\n';
    expect(locatedProblems(() => SubBasinProperties.parse(text))).toEqual([
      '6:11 records.2.values: item 1 must be a number or a symbolic expression',
      '5:3 records: record 1 has 1 value for 2 parameters',
      '2:27 parameters: item 1 must be one of the 14 values of SubBasinPropertyName',
    ]);
    expect(
      locatedProblems(() =>
        SubBasinProperties.parse(
          ':SubBasinProperties\n 1 0.8\n :Parameters TIME_CONC\n:EndSubBasinProperties\n',
        ),
      ),
    ).toEqual([
      '3:2 parameters: :Parameters must be the first line of the block, and only once',
      '1:1 parameters: the first line must be :Parameters (Raven reads the column names there)',
    ]);
  });

  it('will not write records without parameters, nor symbols', () => {
    expect(() => new SubBasinProperties({}).toRv()).toThrow(/needs parameters/);
    const sym = new SubBasinProperties({
      parameters: ['TIME_CONC'],
      records: [{ sb_id: '1', values: [new Variable('X')] }],
    });
    expect(() => sym.toRv()).toThrow(FreeSymbolError);
  });
});

describe(':SBGroupPropertyMultiplier', () => {
  it('writes and reads its three words', () => {
    const m = new SBGroupPropertyMultiplier({ group_name: 'Land', parameter_name: 'MANNINGS_N', mult: 1.5 });
    expect(m.toRv()).toBe(':SBGroupPropertyMultiplier Land MANNINGS_N 1.5\n');
    expect(SBGroupPropertyMultiplier.parse(m.toRv()).toJSON()).toEqual(m.toJSON());
  });

  it('requires every field, and points at a wrong multiplier', () => {
    expect(problems(() => new SBGroupPropertyMultiplier({ group_name: 'Land' }))).toEqual([
      'parameter_name: is required',
      'mult: is required',
    ]);
    expect(
      locatedProblems(() =>
        SBGroupPropertyMultiplier.parse(':SBGroupPropertyMultiplier Land MANNINGS_N x2\n'),
      ),
    ).toEqual(['1:44 mult: must be a number or a symbolic expression']);
  });
});
