/** Parameter lists: rows of values under `:Parameters` names, `_DEFAULT` as null, the closed-name commands. */
import { bindingOf } from '../../../src/models/modelClass/registry.js';
import { Variable } from '../../../src/models/symbolic/expr.js';
import { FreeSymbolError } from '../../../src/models/commandText/write.js';
import {
  GenericParameterList,
  LandUseParameterList,
  ParameterList,
  PL,
  SoilParameterList,
  VegetationParameterList,
} from '../../../src/models/rvp/index.js';
import { locatedProblems, problems } from './helpers.js';

describe('ParameterList (a row)', () => {
  it('has a name and values: numbers, symbols, _AUTO, alias names, or null for _DEFAULT', () => {
    expect(PL).toBe(ParameterList);
    expect(new ParameterList({}).toJSON()).toEqual({ name: '', values: [] });
    const row = new ParameterList({
      name: 'FOREST',
      values: [1, null, '_AUTO', 'AUTO', '_MY_ALIAS', new Variable('X')],
    });
    expect(row.toJSON()).toEqual({
      name: 'FOREST',
      values: [1, null, '_AUTO', 'AUTO', '_MY_ALIAS', { name: 'X' }],
    });
  });

  it('no_none_in_default: the [DEFAULT] row holds no null', () => {
    expect(problems(() => new ParameterList({ name: '[DEFAULT]', values: [1, null] }))).toEqual([
      'values: the [DEFAULT] row cannot hold null (_DEFAULT): it is the template the other rows default to',
    ]);
  });

  it('refuses strings Raven would read with atof, and _DEFAULT spelt as a string', () => {
    expect(problems(() => new ParameterList({ name: 'A', values: [1, 'abc'] }))).toEqual([
      "values: item 1: 'abc' is not a value Raven reads: give a number, null (_DEFAULT), _AUTO or a :ValueAlias name starting with _",
    ]);
    expect(problems(() => new ParameterList({ name: 'A', values: ['_DEF'] }))).toEqual([
      "values: item 0: '_DEF' means the [DEFAULT] row's value: give null",
    ]);
    expect(problems(() => new ParameterList({ name: 'A', values: [true] }))).toEqual([
      'values: item 0 must be a number or expression or a str or null',
    ]);
  });
});

describe('GenericParameterList', () => {
  const list = new GenericParameterList({
    Parameters: ['A', 'B'],
    pl: [
      { name: '[DEFAULT]', values: [1, 2] },
      { name: 'X', values: [null, 3] },
    ],
  });

  it('accepts the aliases; set_default_units gives none for each parameter', () => {
    expect(list.toJSON()).toEqual({
      parameters: ['A', 'B'],
      units: ['none', 'none'],
      pl: [
        { name: '[DEFAULT]', values: [1, 2] },
        { name: 'X', values: [null, 3] },
      ],
    });
    expect(new GenericParameterList({ parameters: ['A'], Units: ['mm'], pl: [] }).units).toEqual(['mm']);
  });

  it('num_values_equal_num_names: every row has one value per name', () => {
    const bad = {
      parameters: ['A', 'B'],
      pl: [
        { name: 'X', values: [1] },
        { name: 'Y', values: [1, 2, 3] },
      ],
    };
    expect(problems(() => new GenericParameterList(bad))).toEqual([
      'pl: row 0 (X) has 1, row 1 (Y) has 3 values for 2 parameter names',
    ]);
  });

  it('requires parameters and pl', () => {
    expect(problems(() => new GenericParameterList({}))).toEqual([
      'parameters: is required',
      'pl: is required',
    ]);
  });

  it('has no Raven command of its own: writing needs one of the bound subclasses', () => {
    expect(bindingOf(GenericParameterList)).toBeUndefined();
    expect(() => list.toRv()).toThrow('GenericParameterList has no Raven command of its own');
  });
});

describe('the closed-name parameter lists', () => {
  it('are bound to their commands (:SnowParameterList is read as a land use list)', () => {
    expect(bindingOf(LandUseParameterList)?.spec.aliases).toEqual([':SnowParameterList']);
    expect(bindingOf(SoilParameterList)?.spec.name).toBe(':SoilParameterList');
    expect(bindingOf(VegetationParameterList)?.spec.name).toBe(':VegetationParameterList');
  });

  it('write :Parameters, :Units and the rows, null as _DEFAULT', () => {
    const list = new LandUseParameterList({
      parameters: ['MELT_FACTOR', 'MIN_MELT_FACTOR'],
      units: ['mm/d/C', 'mm/d/C'],
      pl: [
        { name: '[DEFAULT]', values: [3, 1.5] },
        { name: 'FOREST', values: [null, '_AUTO'] },
      ],
    });
    expect(list.toRv()).toBe(
      ':LandUseParameterList\n  :Parameters MELT_FACTOR MIN_MELT_FACTOR\n  :Units mm/d/C mm/d/C\n' +
        '  [DEFAULT] 3 1.5\n  FOREST _DEFAULT _AUTO\n:EndLandUseParameterList\n',
    );
    expect(LandUseParameterList.parse(list.toRv()).toJSON()).toEqual(list.toJSON());
  });

  it('take the spec’s names and every other name Raven reads for the class; refuse the rest, pointing at it', () => {
    // UBC_EVAP_SOIL_DEF: Raven's spelling (the spec writes UBC_EVAL_SOIL_DEF), an extension of the list.
    expect(
      new SoilParameterList({ parameters: ['POROSITY', 'UBC_EVAP_SOIL_DEF'], pl: [] }).parameters,
    ).toEqual(['POROSITY', 'UBC_EVAP_SOIL_DEF']);
    expect(
      problems(() => new SoilParameterList({ parameters: ['POROSITY', 'NOT_A_PARAM'], pl: [] })),
    ).toEqual(['parameters: item 1 must be one of the 61 values of SoilParameterName']);
    const text =
      ':SoilParameterList\n :Parameters POROSITY, NOT_A_PARAM\n :Units -, -\n:EndSoilParameterList\n';
    expect(locatedProblems(() => SoilParameterList.parse(text))).toEqual([
      '2:24 parameters: item 1 must be one of the 61 values of SoilParameterName',
    ]);
  });

  it('parameters may be null (no columns): written as empty header lines and read back', () => {
    const list = new VegetationParameterList({ pl: [{ name: '[DEFAULT]' }] });
    expect(list.toJSON()).toEqual({ parameters: null, units: [], pl: [{ name: '[DEFAULT]', values: [] }] });
    expect(VegetationParameterList.parse(list.toRv()).toJSON()).toEqual(list.toJSON());
  });

  it('refuse symbols on writing', () => {
    const list = new SoilParameterList({
      parameters: ['POROSITY'],
      pl: [{ name: 'S', values: [new Variable('P')] }],
    });
    expect(() => list.toRv()).toThrow(FreeSymbolError);
  });
});

describe('reading parameter lists as Raven does', () => {
  it('reads _DEFAULT and _DEF as null, keeps _AUTO and alias names, ignores words after the last column', () => {
    const text = [
      ':SnowParameterList # any words here are ignored',
      '  :Parameters, MELT_FACTOR, MIN_MELT_FACTOR',
      '  :Units, mm/d/K, mm/d/K',
      '  [DEFAULT], 3.6, 1.6',
      '  A, _DEFAULT, _DEF, 99',
      '  B, _AUTO, _ALIAS',
      ':EndSnowParams',
    ].join('\n');
    expect(LandUseParameterList.parse(text).toJSON()).toEqual({
      parameters: ['MELT_FACTOR', 'MIN_MELT_FACTOR'],
      units: ['mm/d/K', 'mm/d/K'],
      pl: [
        { name: '[DEFAULT]', values: [3.6, 1.6] },
        { name: 'A', values: [null, null] },
        { name: 'B', values: ['_AUTO', '_ALIAS'] },
      ],
    });
  });

  it('fails without :Parameters or :Units, on rows before :Units, short rows and stray commands', () => {
    const text = [
      ':LandUseParameterList',
      '  [DEFAULT] 1',
      '  :Units mm',
      '  A',
      '  :Parameters MELT_FACTOR',
      ':EndLandUseParameterList',
    ].join('\n');
    expect(locatedProblems(() => LandUseParameterList.parse(text))).toEqual([
      '2:3 : a row before :Units: Raven ends the header there and loses that row',
      '5:3 : :Parameters is not read here inside :LandUseParameterList',
      '1:1 : :LandUseParameterList has no :Parameters line naming its columns',
    ]);
  });

  it('fails on a row shorter than the names (Raven stops the table there)', () => {
    const text =
      ':SoilParameterList\n :Parameters POROSITY GR4J_X2\n :Units - -\n S 1\n:EndSoilParameterList\n';
    expect(locatedProblems(() => SoilParameterList.parse(text))).toEqual([
      '4:2 pl.0: Raven stops reading the table at a row of 2 words (it reads 3)',
    ]);
  });

  it('points row problems at the row: a null in [DEFAULT], a word Raven would read with atof', () => {
    const text = [
      ':VegetationParameterList',
      '  :Parameters MAX_HEIGHT MAX_LAI',
      '  :Units m none',
      '  [DEFAULT] 10 _DEFAULT',
      '  TREES _AUTO **',
      ':EndVegetationParameterList',
    ].join('\n');
    expect(locatedProblems(() => VegetationParameterList.parse(text))).toEqual([
      '4:16 pl.0.values: the [DEFAULT] row cannot hold null (_DEFAULT): it is the template the other rows default to',
      "5:15 pl.1.values: item 1: '**' is not a value Raven reads: give a number, null (_DEFAULT), _AUTO or a :ValueAlias name starting with _",
    ]);
  });
});
