import type { Replace } from '../harness.js';
import { demandSeries, DISABLED_SUBBASIN, MANAGED, managementRan } from '../managementWarned.js';

/** Salmon GR4J with :ApplyManagementOptimization, an .rvm of one comment, its subbasin 2 disabled, and `edits`. */
const run = (edits: readonly Replace[]) =>
  managementRan(['# management'], [...DISABLED_SUBBASIN, ...edits], 'RV158');

describe('RV158 management-disabled-subbasin, against Raven 4.12.1 built with lp_solve', () => {
  it('finds a demand of the disabled subbasin: Raven crashes', async () => {
    // The .rvt has 18 lines: the demand starts on line 20.
    const out = await run([
      { file: `${MANAGED.stem}.rvt`, from: /$/, to: `\n${demandSeries([':IrrigationDemand 2 8 Upstream'])}` },
    ]);
    expect(out.fails).toBe(true);
    expect(out.shown).toEqual([
      `${MANAGED.stem}.rvt:20:19: error: :IrrigationDemand on subbasin 2, which :DisableSubBasinGroup disables: Raven 4.12.1's optimiser deletes the demand while the subbasin keeps it, and Raven crashes after reading the input; move or drop the demand`,
    ]);
  }, 120_000);

  it('finds a disabled subbasin draining into an enabled one: Raven stops', async () => {
    const out = await run([{ file: `${MANAGED.stem}.rvh`, from: /(upper,\s*)-1,/, to: '$11,' }]);
    expect(out.fails).toBe(true);
    expect(out.errors.join('\n')).toMatch(/unable to find optimal solution\. Problem is over-constrained/);
    expect(out.shown).toHaveLength(1);
    expect(out.shown[0]).toMatch(
      /^raven-gr4j-salmon\.rvh:13:\d+: error: disabled subbasin 2 drains into enabled subbasin 1: /,
    );
  }, 120_000);

  it('says nothing of a disabled subbasin of its own outlet without demands: Raven runs', async () => {
    expect(await run([])).toEqual({ fails: false, errors: [], shown: [] });
  }, 120_000);
});
