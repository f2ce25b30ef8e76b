import { CORPUS } from '../harness.js';
import { ravenDecided } from '../ravenDecided.js';

/** Salmon GR4J: one subbasin, one HRU (1); HRUs 2 and 3 are added in the same subbasin. */
const M = CORPUS.salmonGr4j;
const RVI = 'raven-gr4j-salmon.rvi';
const RVH = 'raven-gr4j-salmon.rvh';
const hru = (id: number) =>
  `            ${id},  10.0,     843.0,  54.4848, -123.3659,        1,        LU_ALL,   VEG_ALL,   DEFAULT_P,          [NONE],        [NONE],     0,      0`;
/** An INTERBASIN lateral flush from group A (HRU 1) to group B. */
const flush = (b: string) =>
  ravenDecided(M, [
    { file: RVI, from: /^:HydrologicProcesses/m, to: ':DefineHRUGroups GrpA GrpB\n:HydrologicProcesses' },
    {
      file: RVI,
      from: /^:EndHydrologicProcesses/m,
      to: ' :LateralFlush RAVEN_DEFAULT GrpA PONDED_WATER To GrpB PONDED_WATER INTERBASIN\n:EndHydrologicProcesses',
    },
    { file: RVH, from: /^:EndHRUs/m, to: `${hru(2)}\n${hru(3)}\n:EndHRUs` },
    { file: RVH, from: /$/, to: `\n:HRUGroup GrpA\n 1\n:EndHRUGroup\n:HRUGroup GrpB\n ${b}\n:EndHRUGroup\n` },
  ]);

describe('RV267 lateral-flush-interbasin, against Raven 4.12.1', () => {
  it('is an error where Raven stops: two recipient HRUs', async () => {
    const out = await flush('2 3');
    expect(out.ravenFails).toBe(true);
    expect(out.ravenErrors).toEqual([
      'LatFlush::Initialize - only one HRU in the model can recieve flush output if INTERBASIN is used. More than one recipient HRU found.',
      'Errors found in input data. See Raven_errors.txt for details',
    ]);
    expect(out.rvkit).toEqual([
      `${RVI}:54:51: :LateralFlush … INTERBASIN sends every source HRU's water to one HRU, but group GrpB holds 2 (HRU 2, 3): Raven stops ("LatFlush::Initialize - only one HRU in the model can recieve flush output if INTERBASIN is used. More than one recipient HRU found.") [RV267]`,
    ]);
  }, 120_000);

  it('says nothing of one recipient HRU, which Raven runs', async () => {
    expect(await flush('3')).toEqual({ ravenFails: false, ravenErrors: [], rvkit: [] });
  }, 120_000);
});
