import { SALMON_RVI, salmonEnkf } from '../salmonEnkf.js';

describe('RV545 enkf-direct-insertion, against Raven 4.12.1', () => {
  it("predicts Raven's warning for :AssimilateStreamflow in the .rvi of an EnKF run", async () => {
    const out = await salmonEnkf(':AssimilateStreamflow');
    expect(out).toEqual({
      completes: true,
      raven: ['ParseInput#136'],
      rvkit: ['ParseInput#136'],
      shown: [
        `${SALMON_RVI}:18:1: :AssimilateStreamflow in the .rvi of an EnKF ensemble: Raven turns direct insertion off ("Both direct insertion and EnKF assimilation options were enabled. Direct insertion will be turned off.") [RV545]`,
      ],
    });
  }, 120_000);

  it("predicts Raven's warning for :AssimilateReservoirStage in the .rvi of an EnKF run", async () => {
    const out = await salmonEnkf(':AssimilateReservoirStage');
    expect(out.raven).toEqual(['EnKF#2']);
    expect(out.rvkit).toEqual(['EnKF#2']);
  }, 120_000);

  it('says nothing of an EnKF run without direct insertion, nor of a stage Raven never reaches', async () => {
    expect(await salmonEnkf('')).toEqual({ completes: true, raven: [], rvkit: [], shown: [] });
    // One member: CEnKFEnsemble::Initialize stops (RV593) before it warns of the stage.
    const one = await salmonEnkf(':AssimilateReservoirStage', [
      { file: SALMON_RVI, from: 'ENSEMBLE_ENKF 3', to: 'ENSEMBLE_ENKF 1' },
    ]);
    expect(one.completes).toBe(false);
    expect(one.raven).toEqual([]);
    expect(one.rvkit).toEqual([]);
  }, 120_000);
});
