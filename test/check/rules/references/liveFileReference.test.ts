import { CORPUS } from '../harness.js';
import { ravenWarned } from '../ravenWarned.js';

const M = CORPUS.salmonGr4j;
const RVI = 'raven-gr4j-salmon.rvi';
const RVL = 'raven-gr4j-salmon.rvl';

/** The model reading a live file of these lines every 5 days (Salmon GR4J: HRU 1, VEG_ALL, LU_ALL, no groups). */
const withLive = (...lines: string[]) =>
  ravenWarned(M, [{ file: RVI, from: ':SoilModel', to: ':ReadLiveFile 5\n:SoilModel' }], {
    [RVL]: Buffer.from(`${lines.join('\n')}\n`, 'latin1'),
  });

describe('RV291 live-file-reference, against Raven 4.12.1', () => {
  it("predicts Raven's warning for each unknown HRU, HRU group and class of a live file", async () => {
    const out = await withLive(
      ':VegetationChange 1 VEG_NOPE',
      ':VegetationChange 99 VEG_ALL',
      ':LandUseChange 1 LU_NOPE',
      ':LandUseChange 99 LU_ALL',
      ':GroupLandUseChange AllHRUs LU_ALL',
      ':GroupVegetationChange AllHRUs VEG_ALL',
      ':HRUTypeChange 99 STANDARD',
      ':GroupHRUTypeChange AllHRUs STANDARD',
    );
    expect(out.completes).toBe(true);
    // The group commands' warnings share their words (#6/#8, #10/#12): a line of Raven_errors.txt reads as the first.
    expect(out.raven).toEqual([
      'ParseLiveFile#1',
      'ParseLiveFile#10',
      'ParseLiveFile#2',
      'ParseLiveFile#3',
      'ParseLiveFile#4',
      'ParseLiveFile#6',
    ]);
    expect(out.rvkit).toEqual([
      'ParseLiveFile#1',
      'ParseLiveFile#10',
      'ParseLiveFile#12',
      'ParseLiveFile#2',
      'ParseLiveFile#3',
      'ParseLiveFile#4',
      'ParseLiveFile#6',
      'ParseLiveFile#8',
    ]);
    expect(out.shown[0]).toBe(
      `${RVL}:1:21: :VegetationChange: 'VEG_NOPE' is not a class of :VegetationClasses: Raven warns ("ParseLiveFile: invalid vegetation tag provided in :LandUseChange command") each time it reads the live file, and makes no change [RV291]`,
    );
  }, 120_000);

  it("predicts the group commands' class warnings, and says nothing of what the model has", async () => {
    const rvh = 'raven-gr4j-salmon.rvh';
    const out = await ravenWarned(
      M,
      [
        { file: RVI, from: ':SoilModel', to: ':ReadLiveFile 5\n:SoilModel' },
        { file: rvh, from: ':EndHRUs', to: ':EndHRUs\n:HRUGroup AllHRUs\n  1\n:EndHRUGroup' },
      ],
      {
        [RVL]: Buffer.from(
          [
            ':GroupLandUseChange AllHRUs LU_NOPE',
            ':GroupVegetationChange AllHRUs VEG_NOPE',
            ':VegetationChange 1 veg_all',
            ':LandUseChange 1 1',
            ':GroupHRUTypeChange AllHRUs STANDARD',
            '',
          ].join('\n'),
          'latin1',
        ),
      },
    );
    expect(out.completes).toBe(true);
    expect(out.raven).toEqual(['ParseLiveFile#5']);
    expect(out.rvkit).toEqual(['ParseLiveFile#5', 'ParseLiveFile#7']);
  }, 120_000);
});
