/** :SeasonalRelativeLAI and :SeasonalRelativeHeight: twelve monthly values per vegetation class. */
import { bindingOf, classFor } from '../../../src/models/modelClass/registry.js';
import { MonthlyRecord, SeasonalRelativeHeight, SeasonalRelativeLAI } from '../../../src/models/rvp/index.js';
import { locatedProblems, problems } from './helpers.js';

const ONES = Array.from({ length: 12 }, () => 1);
const MONTHS = [0, 0, 0.5, 1, 1, 1, 1, 1, 0.5, 0, 0, 0];

describe('the seasonal tables', () => {
  it('are bound to both of Raven’s spellings', () => {
    expect(classFor('rvp', ':SeasonalCanopyLAI')?.cls).toBe(SeasonalRelativeLAI);
    expect(classFor('rvp', ':SeasonalRelativeLAI')?.cls).toBe(SeasonalRelativeLAI);
    expect(classFor('rvp', ':SeasonalCanopyHeight')?.cls).toBe(SeasonalRelativeHeight);
    expect(bindingOf(SeasonalRelativeHeight)?.spec.aliases).toEqual([':SeasonalRelativeHeight']);
  });

  it('default to one [DEFAULT] row of twelve ones', () => {
    expect(new SeasonalRelativeLAI().toJSON()).toEqual([{ name: '[DEFAULT]', values: ONES }]);
    expect(new MonthlyRecord({}).toJSON()).toEqual({ name: '[DEFAULT]', values: ONES });
    expect(new SeasonalRelativeHeight([]).toJSON()).toEqual([]);
  });

  it('write one row per class under the spelling of the spec', () => {
    const lai = new SeasonalRelativeLAI([{ name: 'FOREST', values: MONTHS }]);
    expect(lai.toRv()).toBe(
      ':SeasonalRelativeLAI\n  FOREST 0 0 0.5 1 1 1 1 1 0.5 0 0 0\n:EndSeasonalRelativeLAI\n',
    );
    expect(SeasonalRelativeLAI.parse(lai.toRv()).toJSON()).toEqual(lai.toJSON());
    expect(new SeasonalRelativeHeight().toRv()).toBe(
      ':SeasonalRelativeHeight\n  [DEFAULT] 1 1 1 1 1 1 1 1 1 1 1 1\n:EndSeasonalRelativeHeight\n',
    );
  });

  it('hold exactly twelve numbers per row', () => {
    expect(
      problems(() => new SeasonalRelativeLAI([{ name: 'A', values: [1, 2] }, { values: ['x'] }])),
    ).toEqual(['root.0.values: must have exactly 12 items', 'root.1.values: must have exactly 12 items']);
  });

  it('read the other spelling, ignoring values after the twelfth as Raven does', () => {
    const text =
      ':SeasonalCanopyHeight\n # J F M ...\n V, ' +
      [...MONTHS, 7].join(', ') +
      '\n:EndSeasonalCanopyHeight\n';
    expect(SeasonalRelativeHeight.parse(text).toJSON()).toEqual([{ name: 'V', values: MONTHS }]);
  });

  it('fail on short rows, special words and commands inside', () => {
    const text = [
      ':SeasonalRelativeLAI',
      '  A 1 1 1',
      '  B _AUTO 1 1 1 1 1 1 1 1 1 1 1',
      '  :Units x',
      ':EndSeasonalRelativeLAI',
    ].join('\n');
    expect(locatedProblems(() => SeasonalRelativeLAI.parse(text))).toEqual([
      '4:3 : :Units is not read inside :SeasonalRelativeLAI',
      '2:3 root.0: Raven stops reading the table at a row of 4 words (it reads 13)',
      "3:5 root.1.values.0: '_AUTO' is not a number: the monthly values are numbers (Raven would read _AUTO, _DEFAULT or an alias as a special value)",
    ]);
  });
});
