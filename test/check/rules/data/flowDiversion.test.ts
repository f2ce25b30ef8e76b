import { CORPUS } from '../harness.js';
import { ravenWarned } from '../ravenWarned.js';

const M = CORPUS.salmonGr4j;
const RVT = 'raven-gr4j-salmon.rvt';
/** The model with these lines above its :Gauge. */
const withLines = (...lines: string[]) =>
  ravenWarned(M, [{ file: RVT, from: ':Gauge', to: `${lines.join('\n')}\n:Gauge` }]);

describe('RV477 flow-diversion, against Raven 4.12.1', () => {
  it("predicts Raven's warnings for each diversion it accepts with a warning", async () => {
    const out = await withLines(
      ':FlowDiversion 1 -1 150 -1 200 100',
      ':FlowDiversionLookupTable 1 -1 200 100\n 2\n 0 0\n 100 10\n:EndFlowDiversionLookupTable',
    );
    expect(out.completes).toBe(true);
    // The table's two warnings (#7, #8) have the words of #5 and #6: Raven's lines read as those.
    expect(out.raven).toEqual(['SubBasin#3', 'SubBasin#4', 'SubBasin#5', 'SubBasin#6']);
    expect(out.rvkit).toEqual([
      'SubBasin#3',
      'SubBasin#4',
      'SubBasin#5',
      'SubBasin#6',
      'SubBasin#7',
      'SubBasin#8',
    ]);
    expect(out.shown.slice(0, 2)).toEqual([
      `${RVT}:10:18: :FlowDiversion: target -1 takes the water out of the model, which its mass balance report does not count: Raven warns ("CSubBasin::AddFlowDiversion: target diversion subbasin is -1. Watershed mass balance reporting does not yet incorporate this loss, and will incorrectly indicate a mass balance error.") [RV477]`,
      `${RVT}:10:21: :FlowDiversion: the fraction diverted 150 is not between 0 and 1: Raven warns ("CSubBasin::AddFlowDiversion: invalid diversion fraction. Must be between 0.0 (0%) and 1.0 (100%)") [RV477]`,
    ]);
  }, 120_000);

  it('says nothing of a diversion inside the model with its values in range (a fraction of 1.5 is clamped silently)', async () => {
    const out = await withLines(
      ':FlowDiversion 1 1 1.5 10 100 200',
      ':FlowDiversionLookupTable 1 1 100 200\n 2\n 0 0\n 100 10\n:EndFlowDiversionLookupTable',
    );
    expect(out).toEqual({ completes: true, raven: [], rvkit: [], shown: [] });
  }, 120_000);
});
