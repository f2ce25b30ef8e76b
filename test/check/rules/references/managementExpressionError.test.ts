import { findLpSolveEngine } from '../../../../src/engine/index.js';
import { ravenDecided } from '../ravenDecided.js';
import { constraint, MANAGED, RVM } from '../managementWarned.js';

const bytes = (text: string) => Buffer.from(text, 'latin1');

/** Raven with lp_solve and rvkit on Salmon GR4J reading these .rvm lines. */
const decided = (rvm: readonly string[]) =>
  ravenDecided(
    MANAGED,
    [{ file: `${MANAGED.stem}.rvi`, from: /(:SoilModel[^\n]*\n)/, to: '$1:ApplyManagementOptimization\n' }],
    { [RVM]: bytes(`${rvm.join('\n')}\n`) },
    findLpSolveEngine(),
  );

/** The Raven words an rvkit diagnostic quotes. */
const quoted = (d: string) => /Raven(?: reports "| cannot read the term \("|: ")(.*?)"/.exec(d)?.[1];

describe('RV257 management-expression-error, against Raven 4.12.1 built with lp_solve', () => {
  it('quotes each ERROR Raven writes of an expression, and nothing Raven does not write', async () => {
    const out = await decided([
      ':UserTimeSeries S',
      '1954-01-01 00:00:00 1.0 3',
      '1',
      '2',
      '3',
      ':EndUserTimeSeries',
      ...constraint('NoComparison', '!Q1 5'),
      ...constraint('UnknownSeries', '!Q1 < @ts(Nope,0)'),
      ...constraint('LessOrEqual', '!Q1 <= 5'),
      ...constraint('History', '!Q1[0] < 5'),
      ...constraint('UnknownSigil', '!X1 < 5'),
      ...constraint('Unparseable', '!Q1 < Nobody'),
    ]);
    expect(out.ravenFails).toBe(true);
    const expression = out.rvkit.filter((d) => /\[RV25[67]\]$/.test(d));
    // Every ERROR line Raven writes (but its last, after the .rvm) is one rvkit quotes, and the other way.
    const raven = out.ravenErrors.filter((e) => !e.startsWith('One or more faulty expressions'));
    expect([...new Set(expression.map(quoted))].sort()).toEqual([...raven].sort());
    expect(expression.filter((d) => d.endsWith('[RV257]'))).toHaveLength(6);
    expect(expression).toContain(
      `${RVM}:14:3: :Expression (Raven cuts <= and >= into two operators): Raven reports "ParseExpression: cannot have consecutive math operators in an expression." and stops once its input is read [RV257]`,
    );
  }, 120_000);

  it('says nothing of expressions Raven reads without an error', async () => {
    const out = await decided([
      ':NamedConstant K 3',
      ...constraint('Max', '!Q1 < 1000'),
      ...constraint('Min', '!Q1 + K > 0'),
      ...constraint('Past', '!Q1 - !Q1[-1] < 100'),
    ]);
    expect(out.ravenFails).toBe(false);
    expect(out.rvkit.filter((d) => /\[RV25[67]\]$/.test(d))).toEqual([]);
  }, 120_000);
});
