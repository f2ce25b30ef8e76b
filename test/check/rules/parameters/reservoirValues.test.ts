import { RAVEN_WARNING_REACH } from '../../../../grammar/ravenWarningReach.js';
import { CORPUS } from '../harness.js';
import { ravenWarned } from '../ravenWarned.js';

const M = CORPUS.salmonGr4j;
const RVH = 'raven-gr4j-salmon.rvh';
/**
 * The model with these .rvh lines after its :HRUs. Raven's warnings that only the run decides (a reservoir that
 * goes dry, routing that does not converge on Salmon's flows) are left out: these rows are not about them.
 */
const withLines = async (...lines: string[]) => {
  const out = await ravenWarned(M, [{ file: RVH, from: ':EndHRUs', to: `:EndHRUs\n${lines.join('\n')}\n` }]);
  return { ...out, raven: out.raven.filter((id) => RAVEN_WARNING_REACH[id]?.reach !== 'run') };
};
const table = (...rows: string[]) => [
  '  :StageRelations',
  `    ${rows.length}`,
  ...rows.map((r) => `    ${r}`),
  '  :EndStageRelations',
];
const GOOD_ROWS = ['0.0 0.0 0.0 1000000', '1.0 10.0 1000000 1000000', '2.0 30.0 2000000 1000000'];
const lake = (weir: string) => [
  ':Reservoir Lake1',
  '  :SubBasinID 1',
  '  :HRUID 1',
  `  :WeirCoefficient ${weir}`,
  '  :CrestWidth 10',
  '  :MaxDepth 5',
  '  :LakeArea 4250600000',
  ':EndReservoir',
];
const CREST = [
  ':SubBasinProperties',
  '  :Parameters, RESERVOIR_CREST_WIDTH',
  '  :Units, m',
  '  1, 25',
  ':EndSubBasinProperties',
];
const dztr = (normal: string) => [
  '  :DZTRReservoirModel',
  '    :MaximumStorage 1000000',
  '    :MaximumChannelDischarge 100',
  '    :MonthlyMaxStorage 900000',
  `    :MonthlyNormalStorage ${normal}`,
  '    :MonthlyCriticalStorage 100000',
  '    :MonthlyMaxDischarge 50',
  '    :MonthlyNormalDischarge 20',
  '    :MonthlyCriticalDischarge 5',
  '  :EndDZTRReservoirModel',
];
const res = (...body: string[]) => [
  ':Reservoir Res1',
  '  :SubBasinID 1',
  '  :Type RESROUTE_STANDARD',
  ...body,
  ':EndReservoir',
];

describe('RV378 reservoir-values, against Raven 4.12.1', () => {
  it('predicts DZTR storages out of order and a crest width for a reservoir that is not a lake', async () => {
    const out = await withLines(...res(...table(...GOOD_ROWS), ...dztr('950000')), ...CREST);
    expect(out.completes).toBe(true);
    expect(out.raven).toEqual(['Reservoir#2', 'Reservoir#3']);
    expect(out.rvkit).toEqual(['Reservoir#2', 'Reservoir#3']);
    expect(out.shown[1]).toBe(
      `${RVH}:42:6: RESERVOIR_CREST_WIDTH is set for subbasin 1, whose reservoir Res1 is not a lake (no :WeirCoefficient, :CrestWidth … lines), so it is ignored: Raven warns ("CReservoir::SetCrestWidth: - trying to change crest width of non-lake reservoir") [RV378]`,
    );
  }, 120_000);

  it("predicts a lake's weir coefficient above 1", async () => {
    const out = await withLines(...lake('1.6'));
    expect(out).toEqual({
      completes: true,
      raven: ['Reservoir#1'],
      rvkit: ['Reservoir#1'],
      shown: [
        `${RVH}:22:20: the weir coefficient 1.6 of lake Lake1 is above 1: Raven warns ("CReservoir::Constructor (Lake): weir discharge coefficient should be less than 1.0") [RV378]`,
      ],
    });
  }, 120_000);

  it('predicts a short :StageRelations row (Raven then stops on the point it left unset)', async () => {
    const out = await withLines(...res(...table(GOOD_ROWS[0], GOOD_ROWS[1], '2.0 30.0 2000000')));
    expect(out.completes).toBe(false);
    expect(out.raven).toEqual(['ParseHRUFile#28']);
    expect(out.rvkit).toEqual(['ParseHRUFile#28']);
  }, 120_000);

  it('says nothing of a lake with its crest width set, and storages in order', async () => {
    const out = await withLines(...lake('0.6'), ...CREST);
    expect(out).toEqual({ completes: true, raven: [], rvkit: [], shown: [] });
    const ordered = await withLines(...res(...table(...GOOD_ROWS), ...dztr('500000')));
    expect(ordered).toEqual({ completes: true, raven: [], rvkit: [], shown: [] });
  }, 120_000);
});
