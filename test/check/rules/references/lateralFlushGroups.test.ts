import { CORPUS } from '../harness.js';
import { ravenWarned } from '../ravenWarned.js';

/** Salmon GR4J: one subbasin, one HRU (1); a second HRU (2) is added in the same subbasin. */
const M = CORPUS.salmonGr4j;
const RVI = 'raven-gr4j-salmon.rvi';
const RVH = 'raven-gr4j-salmon.rvh';
const SECOND_HRU = {
  file: RVH,
  from: /^:EndHRUs/m,
  to: '            2,  10.0,     843.0,  54.4848, -123.3659,        1,        LU_ALL,   VEG_ALL,   DEFAULT_P,          [NONE],        [NONE],     0,      0\n:EndHRUs',
};
/** A lateral flush from group A to group B (declared in the .rvi, listed in the .rvh). */
const flush = (a: string, b: string, interbasin = '') =>
  ravenWarned(M, [
    { file: RVI, from: /^:HydrologicProcesses/m, to: ':DefineHRUGroups GrpA GrpB\n:HydrologicProcesses' },
    {
      file: RVI,
      from: /^:EndHydrologicProcesses/m,
      to: ` :LateralFlush RAVEN_DEFAULT GrpA PONDED_WATER To GrpB PONDED_WATER ${interbasin}\n:EndHydrologicProcesses`,
    },
    SECOND_HRU,
    {
      file: RVH,
      from: /$/,
      to: `\n:HRUGroup GrpA\n ${a}\n:EndHRUGroup\n:HRUGroup GrpB\n ${b}\n:EndHRUGroup\n`,
    },
  ]);

describe('RV250 lateral-flush-groups, against Raven 4.12.1', () => {
  it('predicts groups with no pair of HRUs in a subbasin, and an HRU in both', async () => {
    const out = await flush('1', '1');
    expect(out.completes).toBe(true);
    expect(out.raven).toEqual(['LatFlush#1', 'LatFlush#2']);
    expect(out.rvkit).toEqual(out.raven);
    expect(out.shown.filter((s) => s.endsWith('[RV250]'))).toEqual([
      `${RVI}:54:30: :LateralFlush GrpA → GrpB: no subbasin holds an HRU of GrpA and another HRU of GrpB, so there is no connection: Raven warns ("CmvLatFlush::Initialize: no connections found between from and to HRU groups in any of the basins. if INTERBASIN flag not used, only transfer within basins is supported.") and the process moves nothing [RV250]`,
      `${RVI}:54:51: :LateralFlush GrpA → GrpB: HRU 1 is in both groups and not connected to itself: Raven warns ("CmvLatFlush::Initialize: one or more HRUs belongs to both source and recipient HRU groups in LateralFlush or LateralDivert process. This may have unintentended consequences.") [RV250]`,
    ]);
  }, 120_000);

  it('predicts an empty recipient group, within subbasins and with INTERBASIN', async () => {
    expect((await flush('1', '')).raven).toEqual(['LatFlush#1']);
    expect((await flush('1', '')).rvkit).toEqual(['LatFlush#1']);
    const interbasin = await flush('1', '', 'INTERBASIN');
    expect(interbasin.raven).toEqual(['LatFlush#3']);
    expect(interbasin.rvkit).toEqual(['LatFlush#3']);
  }, 120_000);

  it('says nothing of two HRUs of one subbasin in the two groups', async () => {
    expect(await flush('1', '2')).toEqual({ completes: true, raven: [], rvkit: [], shown: [] });
  }, 120_000);
});
