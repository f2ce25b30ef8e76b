/** The soil tables: :SoilClasses (texture read only from complete rows) and :SoilProfiles (horizons). */
import { Variable } from '../../../src/models/symbolic/expr.js';
import { FreeSymbolError } from '../../../src/models/commandText/write.js';
import { SC, SoilClass, SoilClasses, SoilProfile, SoilProfiles, SP } from '../../../src/models/rvp/index.js';
import { locatedProblems, problems } from './helpers.js';

describe(':SoilClasses', () => {
  it('is empty by default; a class has a name and optionally its texture', () => {
    expect(new SoilClasses().toJSON()).toEqual([]);
    expect(SC).toBe(SoilClass);
    expect(new SoilClass({ name: 'TOP' }).toJSON()).toEqual({ name: 'TOP', mineral: null, organic: null });
    expect(problems(() => new SoilClass({}))).toEqual(['name: is required']);
  });

  it('writes the name alone, or the name and all four texture columns', () => {
    const table = new SoilClasses([
      { name: 'TOP' },
      { name: 'SAND', mineral: [0.8, 0.1, 0.1], organic: 0.02 },
    ]);
    expect(table.toRv()).toBe(
      ':SoilClasses\n  :Attributes %SAND %CLAY %SILT %ORGANIC\n  :Units none none none none\n' +
        '  TOP\n  SAND 0.8 0.1 0.1 0.02\n:EndSoilClasses\n',
    );
    expect(SoilClasses.parse(table.toRv()).toJSON()).toEqual(table.toJSON());
  });

  it('validate_mineral: the fractions sum to 1 (within Raven’s own tolerance)', () => {
    expect(problems(() => new SoilClass({ name: 'S', mineral: [0.5, 0.2, 0.2], organic: 0 }))).toEqual([
      'mineral: mineral fractions must sum to 1 (they sum to 0.9)',
    ]);
    // 0.83 + 0.07 + 0.10 is 1 - 1.1e-16 in binary: accepted, as Raven accepts it (York models).
    expect(new SoilClass({ name: 'S', mineral: [0.83, 0.07, 0.1], organic: 0.02 }).mineral).toEqual([
      0.83, 0.07, 0.1,
    ]);
  });

  it('validate_mineral_pct and validate_organic_pct: fractions between 0 and 1', () => {
    expect(problems(() => new SoilClass({ name: 'S', mineral: [1.5, -0.5, 0], organic: 2 }))).toEqual([
      'mineral: mineral fractions must each be between 0 and 1',
      'organic: organic fraction must be between 0 and 1',
    ]);
  });

  it('mineral and organic go together: Raven reads the four columns or none', () => {
    expect(problems(() => new SoilClass({ name: 'S', mineral: [1, 0, 0] }))).toEqual([
      'mineral: mineral and organic must be given together (Raven reads all four columns or none)',
    ]);
    expect(problems(() => new SoilClass({ name: 'S', organic: 0.1 }))).toEqual([
      'organic: mineral and organic must be given together (Raven reads all four columns or none)',
    ]);
  });

  it('checks the shape of the texture', () => {
    expect(problems(() => new SoilClass({ name: 'S', mineral: [1, 0], organic: 0 }))).toEqual([
      'mineral: must have exactly 3 items',
    ]);
  });

  it('drops texture values Raven ignores (rows of fewer than five words)', () => {
    const text = ':SoilClasses\n :Attributes\n :Units\n TOPSOIL, 1.0, 0.0, 0\n:EndSoilClasses\n';
    expect(SoilClasses.parse(text).toJSON()).toEqual([{ name: 'TOPSOIL', mineral: null, organic: null }]);
  });

  it('fails on words Raven reads with atof, and on a table Raven skips', () => {
    const text = ':SoilClasses x\n S _AUTO 0 0 0\n:EndSoilClasses\n';
    expect(locatedProblems(() => SoilClasses.parse(text))).toEqual([
      '1:14 : Raven skips the whole table when :SoilClasses has arguments',
      "2:4 root.0.mineral: '_AUTO' is not a number: Raven reads this value with atof (_DEFAULT, _AUTO and alias names become 0)",
    ]);
  });

  it('points validation problems at the row in the text', () => {
    const text = ':SoilClasses\n OK\n BAD 0.5 0.5 0.5 0\n:EndSoilClasses\n';
    expect(locatedProblems(() => SoilClasses.parse(text))).toEqual([
      '3:6 root.1.mineral: mineral fractions must sum to 1 (they sum to 1.5)',
    ]);
  });
});

describe(':SoilProfiles', () => {
  it('defaults to an empty profile; classes and thicknesses pair up', () => {
    expect(SP).toBe(SoilProfile);
    expect(new SoilProfile({}).toJSON()).toEqual({ name: '', soil_classes: [], thicknesses: [] });
    expect(
      problems(() => new SoilProfile({ name: 'P', soil_classes: ['A', 'B'], thicknesses: [1] })),
    ).toEqual(['soil_classes: 2 soil classes but 1 thicknesses: each horizon needs both']);
  });

  it('writes name, horizon count, then class and thickness pairs', () => {
    const table = new SoilProfiles([
      { name: 'DEFAULT_P', soil_classes: ['TOP', 'FAST'], thicknesses: [0.5, 1] },
      { name: 'LAKE' },
    ]);
    expect(table.toRv()).toBe(':SoilProfiles\n  DEFAULT_P 2 TOP 0.5 FAST 1\n  LAKE 0\n:EndSoilProfiles\n');
    expect(SoilProfiles.parse(table.toRv()).toJSON()).toEqual(table.toJSON());
  });

  it('refuses symbolic thicknesses on writing and bad horizon names', () => {
    const symbolic = new SoilProfiles([{ name: 'P', soil_classes: ['A'], thicknesses: [new Variable('X')] }]);
    expect(() => symbolic.toRv()).toThrow(FreeSymbolError);
    expect(() => new SoilProfiles([{ name: 'P', soil_classes: ['#A'], thicknesses: [1] }]).toRv()).toThrow(
      "cannot write soil class name '#A'",
    );
  });

  it('fails on a row whose length does not match its count (Raven refuses it)', () => {
    const text = ':SoilProfiles\n P 2 A 1\n Q x\n R 1 A _DEFAULT\n:EndSoilProfiles\n';
    expect(locatedProblems(() => SoilProfiles.parse(text))).toEqual([
      '2:4 root.0: Raven refuses this row: it needs a horizon count, then that many soil class and thickness pairs',
      '3:4 root.1: Raven refuses this row: it needs a horizon count, then that many soil class and thickness pairs',
      "4:8 root.2.thicknesses.0: '_DEFAULT' is not a number: Raven reads this value with atof (_DEFAULT, _AUTO and alias names become 0)",
    ]);
  });

  it('skips a one-word row, as Raven does (with a warning)', () => {
    const text = ':SoilProfiles\n ...\n P 1 A 2\n:EndSoilProfiles\n';
    expect(SoilProfiles.parse(text).toJSON()).toEqual([{ name: 'P', soil_classes: ['A'], thicknesses: [2] }]);
  });

  it('points a pairing problem at the row', () => {
    expect(
      locatedProblems(() => new SoilProfiles([{ name: 'P', soil_classes: ['A'], thicknesses: [] }])),
    ).toEqual(['root.0.soil_classes: 1 soil classes but 0 thicknesses: each horizon needs both']);
  });
});
