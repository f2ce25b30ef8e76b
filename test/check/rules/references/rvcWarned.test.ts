import { CORPUS } from '../harness.js';
import { ravenWarned } from '../ravenWarned.js';

const M = CORPUS.salmonHbv;
const RVC = 'raven-hbv-salmon.rvc';
const RVI = 'raven-hbv-salmon.rvi';
/** The end of the model's own initial conditions, after which lines are added. */
const AFTER = /(:EndInitialConditions[^\n]*\n)/;

describe("Raven's warnings for names the .rvc and .rvi refer to (RV211, RV208, RV008), against Raven 4.12.1", () => {
  it('RV211: a :BasinInitialConditions row of a subbasin the model does not have', async () => {
    const row = await ravenWarned(M, [{ file: RVC, from: /(\n\s+1,\s+1\.0[^\n]*\n)/, to: '$1  7, 2.0\n' }]);
    expect(row).toEqual({
      completes: true,
      raven: ['ParseInitialConditionFile#1'],
      rvkit: ['ParseInitialConditionFile#1'],
      shown: [
        `${RVC}:15:3: :BasinInitialConditions: subbasin 7 is not defined (the subbasin is 1): Raven warns ("Subbasin 7 not in model, cannot set initial conditions"); correct the ID [RV211]`,
      ],
    });
  }, 120_000);

  it('RV208 and RV008: :Nudge of an HRU group that does not exist, or with too few words', async () => {
    const group = await ravenWarned(M, [
      { file: RVC, from: AFTER, to: '$1:Nudge NUDGE_MULTIPLY SNOW 1.5 Uplands\n' },
    ]);
    expect(group.completes).toBe(true);
    expect(group.raven).toEqual(['ParseInitialConditionFile#21']);
    expect(group.rvkit).toEqual(group.raven);
    const short = await ravenWarned(M, [
      { file: RVC, from: AFTER, to: '$1:Nudge NUDGE_MULTIPLY SNOW 1.5\n' },
    ]);
    expect(short.completes).toBe(true);
    expect(short.raven).toEqual(['ParseInitialConditionFile#20']);
    expect(short.rvkit).toEqual(short.raven);
    expect(short.shown[0]).toContain('Raven writes "Incorrect syntax for :Nudge command" and skips the line');
  }, 120_000);

  it('RV208: :AggregateDiagnostic and :WriteHRUGroupMBFile of an HRU group not declared above', async () => {
    const diag = await ravenWarned(M, [
      {
        file: RVI,
        from: /(:EvaluationMetrics[^\n]*\n)/,
        to: '$1:AggregateDiagnostic AVERAGE SNOW Uplands\n:WriteHRUGroupMBFile Uplands\n',
      },
    ]);
    expect(diag.completes).toBe(true);
    expect(diag.raven).toEqual(['ParseInput#60', 'ParseInput#74']);
    expect(diag.rvkit).toEqual(diag.raven);
  }, 120_000);
});
