/** The .rvp class tables: land use, vegetation and terrain classes (fixed columns, header skipped by Raven). */
import { FreeSymbolError } from '../../../src/models/commandText/write.js';
import { Variable } from '../../../src/models/symbolic/expr.js';
import {
  LandUseClass,
  LandUseClasses,
  LU,
  TerrainClasses,
  VegetationClass,
  VegetationClasses,
} from '../../../src/models/rvp/index.js';
import { bindingOf } from '../../../src/models/modelClass/registry.js';
import { locatedProblems, problems } from './helpers.js';

describe(':LandUseClasses', () => {
  const table = new LandUseClasses([
    { name: 'LU_ALL', impermeable_frac: 0.1, forest_coverage: 0.5 },
    { name: 'OPEN' },
  ]);

  it('is bound to :LandUseClasses and fills the defaults of the spec', () => {
    expect(bindingOf(LandUseClasses)?.spec.name).toBe(':LandUseClasses');
    expect(LU).toBe(LandUseClass);
    expect(new LandUseClass({}).toJSON()).toEqual({ name: '', impermeable_frac: 0, forest_coverage: 0 });
    expect(table.at(1)?.toJSON()).toEqual({ name: 'OPEN', impermeable_frac: 0, forest_coverage: 0 });
    expect(table.length).toBe(2);
  });

  it('writes the header for readers and one row per class in Raven’s column order', () => {
    expect(table.toRv()).toBe(
      [
        ':LandUseClasses',
        '  :Attributes IMPERMEABLE_FRAC FOREST_COVERAGE',
        '  :Units fract fract',
        '  LU_ALL 0.1 0.5',
        '  OPEN 0 0',
        ':EndLandUseClasses',
        '',
      ].join('\n'),
    );
    expect(LandUseClasses.parse(table.toRv()).toJSON()).toEqual(table.toJSON());
  });

  it('refuses wrong types and unknown fields, by path', () => {
    expect(problems(() => new LandUseClasses([{ name: 1, impermeable_frac: 'x', color: 2 }]))).toEqual([
      'root.0.color: unknown field of LandUseClass',
      'root.0.name: must be a string',
      'root.0.impermeable_frac: must be a number or expression or special word',
    ]);
  });

  it('holds symbols but refuses to write them', () => {
    const symbolic = new LandUseClasses([{ name: 'A', impermeable_frac: new Variable('X01') }]);
    expect(symbolic.toJSON()).toEqual([{ name: 'A', impermeable_frac: { name: 'X01' }, forest_coverage: 0 }]);
    expect(() => symbolic.toRv()).toThrow(FreeSymbolError);
  });

  it('refuses names Raven would read as something else', () => {
    expect(() => new LandUseClasses([{ name: '' }]).toRv()).toThrow("cannot write land use class name ''");
    expect(() => new LandUseClasses([{ name: 'A B' }]).toRv()).toThrow('one word');
    expect(() => new LandUseClasses([{ name: '*A' }]).toRv()).toThrow('not starting with # or *');
    expect(() => new LandUseClasses([{ name: ':A' }]).toRv()).toThrow("a row cannot start with ':'");
  });

  it('reads rows by position, ignoring the header and a fourth column as Raven does', () => {
    const text = ':LandUseClasses\n :Attributes A B\n :Units x y\n F, 0.2, 0.7, 99\n:EndLandUseClasses\n';
    expect(LandUseClasses.parse(text).toJSON()).toEqual([
      { name: 'F', impermeable_frac: 0.2, forest_coverage: 0.7 },
    ]);
  });

  it("holds Raven's special words as written (atof reads them as 0); fails on short rows, stray commands", () => {
    const text = [
      ':LandUseClasses',
      '  A _DEFAULT 0',
      '  B 0.5',
      '  :Foo 1 2',
      '  C 0 _AUTO',
      ':EndLandUseClasses',
    ].join('\n');
    expect(locatedProblems(() => LandUseClasses.parse(text))).toEqual([
      '4:3 : :Foo is not read inside :LandUseClasses',
      '3:3 root.1: Raven stops reading the table at a row of 2 words (it reads 3)',
    ]);
    const words = LandUseClasses.parse(':LandUseClasses\n  A _DEFAULT 0\n  C 0 _AUTO\n:EndLandUseClasses\n');
    expect(words.toJSON()).toEqual([
      { name: 'A', impermeable_frac: '_DEFAULT', forest_coverage: 0 },
      { name: 'C', impermeable_frac: 0, forest_coverage: '_AUTO' },
    ]);
    expect(problems(() => new LandUseClasses([{ name: 'A', impermeable_frac: '_SOMETHING' }]))).toEqual([
      'root.0.impermeable_frac: must be a number or expression or special word',
    ]);
  });

  it('fails on a table without its end line (Raven reads on to the end of the file)', () => {
    expect(problems(() => LandUseClasses.parse(':LandUseClasses\n A 0 0\n'))).toContain(
      ': :LandUseClasses has no end line: Raven reads on to the end of the file',
    );
  });
});

describe(':VegetationClasses', () => {
  it('writes and reads the four columns', () => {
    const table = new VegetationClasses([{ name: 'FOREST', max_ht: 25, max_lai: 6, max_leaf_cond: 5.3 }]);
    expect(table.toRv()).toBe(
      ':VegetationClasses\n  :Attributes MAX_HT MAX_LAI MAX_LEAF_COND\n  :Units m none mm_per_s\n' +
        '  FOREST 25 6 5.3\n:EndVegetationClasses\n',
    );
    expect(VegetationClasses.parse(table.toRv()).toJSON()).toEqual(table.toJSON());
    expect(new VegetationClass({}).toJSON()).toEqual({ name: '', max_ht: 0, max_lai: 0, max_leaf_cond: 0 });
  });

  it('fails on a row of other than four words (Raven stops reading the table there)', () => {
    const text = ':VegetationClasses\n V 1 2 3 4\n:EndVegetationClasses\n';
    expect(locatedProblems(() => VegetationClasses.parse(text))).toEqual([
      '2:2 root.0: Raven stops reading the table at a row of 5 words (it reads 4)',
    ]);
  });

  it('reports every wrong value of the records', () => {
    expect(
      problems(() => new VegetationClasses([{ max_ht: null, max_lai: '1', max_leaf_cond: [] }])),
    ).toEqual([
      'root.0.max_ht: must be a number or expression or special word',
      'root.0.max_lai: must be a number or expression or special word',
      'root.0.max_leaf_cond: must be a number or expression or special word',
    ]);
  });
});

describe(':TerrainClasses', () => {
  it('requires name, hillslope length and drainage density; lambda is optional', () => {
    expect(problems(() => new TerrainClasses([{}]))).toEqual([
      'root.0.name: is required',
      'root.0.hillslope_length: is required',
      'root.0.drainage_density: is required',
    ]);
  });

  it('writes the lambda column only for the classes that have one', () => {
    const table = new TerrainClasses([
      { name: 'HILLS', hillslope_length: 100, drainage_density: 2, topmodel_lambda: 7.5 },
      { name: 'FLAT', hillslope_length: 50, drainage_density: 1 },
    ]);
    expect(table.toRv()).toBe(
      ':TerrainClasses\n  :Attributes HILLSLOPE_LENGTH DRAINAGE_DENSITY TOPMODEL_LAMBDA\n' +
        '  :Units m km/km2 none\n  HILLS 100 2 7.5\n  FLAT 50 1\n:EndTerrainClasses\n',
    );
    expect(TerrainClasses.parse(table.toRv()).toJSON()).toEqual(table.toJSON());
    const plain = new TerrainClasses([{ name: 'FLAT', hillslope_length: 50, drainage_density: 1 }]);
    expect(plain.toRv()).toContain(':Attributes HILLSLOPE_LENGTH DRAINAGE_DENSITY\n');
  });

  it('reads lambda only from rows of exactly four words, as Raven does', () => {
    const text = ':TerrainClasses\n T 1 2 3 4\n:EndTerrainClasses\n';
    expect(TerrainClasses.parse(text).toJSON()).toEqual([
      { name: 'T', hillslope_length: 1, drainage_density: 2, topmodel_lambda: null },
    ]);
  });

  it('fails when the command line has arguments (Raven then skips the table) or a row is short', () => {
    const text = ':TerrainClasses x\n T 1\n:EndTerrainClasses\n';
    expect(locatedProblems(() => TerrainClasses.parse(text))).toEqual([
      '1:17 : Raven skips the whole table when :TerrainClasses has arguments',
      '2:2 root.0: Raven stops reading the table at a row of 2 words (it reads 3 or 4)',
    ]);
  });
});
