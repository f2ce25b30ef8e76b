import { CORPUS } from '../harness.js';
import { ravenWarned } from '../ravenWarned.js';

const M = CORPUS.irondequoit;
const HRU_2 = '2, 163.0, 172, 43.0, -81.0, 1, LU_ALL, VEG_ALL, DEFAULT_P, [NONE], [NONE], 0, 0';
/** An HRU group of HRU 1, equalised by :LateralEquilibrate (its `tail`: the rate and any flag). */
function equalise(tail: string) {
  return [
    {
      file: 'Irondequoit.rvi',
      from: ':HydrologicProcesses',
      to: ':DefineHRUGroup Wet\n:HydrologicProcesses',
    },
    {
      file: 'Irondequoit.rvi',
      from: ':EndHydrologicProcesses',
      to: ` :LateralEquilibrate RAVEN_DEFAULT Wet SOIL[0] ${tail}\n:EndHydrologicProcesses`,
    },
    { file: 'Irondequoit.rvh', from: ':EndHRUs', to: ':EndHRUs\n:HRUGroup Wet\n 1\n:EndHRUGroup' },
  ];
}

describe('RV560 lateral-equilibrate-alone, against Raven 4.12.1', () => {
  it('predicts the warning for a group with one HRU per subbasin', async () => {
    const out = await ravenWarned(M, equalise('1.0'));
    expect(out).toEqual({
      completes: true,
      raven: ['LatEquilibrate#1'],
      rvkit: ['LatEquilibrate#1'],
      shown: [
        `Irondequoit.rvi:51:36: :LateralEquilibrate: HRU group 'Wet' has no two HRUs in one subbasin, so Raven finds nothing to equalise and warns ("no connections found between from and to HRU groups in any of the basins"); add INTERBASIN to equalise across subbasins [RV560]`,
      ],
    });
  }, 120_000);

  it('says nothing with two HRUs of the group in the subbasin', async () => {
    const out = await ravenWarned(M, [
      ...equalise('1.0'),
      // A second HRU in subbasin 1, halving the first one's area.
      { file: 'Irondequoit.rvh', from: ':EndHRUs', to: `${HRU_2}\r\n:EndHRUs` },
      { file: 'Irondequoit.rvh', from: ' 326.0,', to: ' 163.0,' },
      { file: 'Irondequoit.rvh', from: ':HRUGroup Wet\n 1\n', to: ':HRUGroup Wet\n 1, 2\n' },
    ]);
    expect(out).toEqual({ completes: true, raven: [], rvkit: [], shown: [] });
  }, 120_000);
});
