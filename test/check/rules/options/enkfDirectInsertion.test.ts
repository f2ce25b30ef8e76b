import { CORPUS, type Replace } from '../harness.js';
import { ravenWarned } from '../ravenWarned.js';

const M = CORPUS.salmonGr4j;
const RVI = 'raven-gr4j-salmon.rvi';
const RVH = 'raven-gr4j-salmon.rvh';
const RVT = 'raven-gr4j-salmon.rvt';
const RVE = 'raven-gr4j-salmon.rve';

/**
 * Salmon GR4J as a three-member EnKF ensemble Raven completes: rainfall perturbed, streamflow of a subbasin
 * group assimilated from the observed hydrograph the .rvt flags for assimilation; with these .rvi lines.
 * Without :SilentMode (in both copies): with it, each EnKF member warns of the .rvc's :Timestamp.
 */
const enkf = (rvi: string, more: Replace[] = []) =>
  ravenWarned(
    M,
    [
      { file: RVI, from: ':SoilModel', to: `:EnsembleMode ENSEMBLE_ENKF 3\n${rvi}\n:SoilModel` },
      { file: RVH, from: ':EndHRUs', to: ':EndHRUs\n:SubBasinGroup AllSB\n  1\n:EndSubBasinGroup' },
      { file: RVT, from: /$/, to: '\n:AssimilateStreamflow 1\n' },
      ...more,
    ],
    {
      [RVE]: Buffer.from(
        ':ForcingPerturbation RAINFALL DIST_GAMMA 1.0 0.1 MULTIPLICATIVE\n:AssimilatedState STREAMFLOW AllSB\n',
      ),
    },
    [{ file: RVI, from: ':SilentMode', to: '' }],
  );

describe('RV545 enkf-direct-insertion, against Raven 4.12.1', () => {
  it("predicts Raven's warning for :AssimilateStreamflow in the .rvi of an EnKF run", async () => {
    const out = await enkf(':AssimilateStreamflow');
    expect(out).toEqual({
      completes: true,
      raven: ['ParseInput#136'],
      rvkit: ['ParseInput#136'],
      shown: [
        `${RVI}:18:1: :AssimilateStreamflow in the .rvi of an EnKF ensemble: Raven turns direct insertion off ("Both direct insertion and EnKF assimilation options were enabled. Direct insertion will be turned off.") [RV545]`,
      ],
    });
  }, 120_000);

  it("predicts Raven's warning for :AssimilateReservoirStage in the .rvi of an EnKF run", async () => {
    const out = await enkf(':AssimilateReservoirStage');
    expect(out.raven).toEqual(['EnKF#2']);
    expect(out.rvkit).toEqual(['EnKF#2']);
  }, 120_000);

  it('says nothing of an EnKF run without direct insertion, nor of a stage Raven never reaches', async () => {
    expect(await enkf('')).toEqual({ completes: true, raven: [], rvkit: [], shown: [] });
    // One member: CEnKFEnsemble::Initialize stops (RV593) before it warns of the stage.
    const one = await enkf(':AssimilateReservoirStage', [
      { file: RVI, from: 'ENSEMBLE_ENKF 3', to: 'ENSEMBLE_ENKF 1' },
    ]);
    expect(one.completes).toBe(false);
    expect(one.raven).toEqual([]);
    expect(one.rvkit).toEqual([]);
  }, 120_000);
});
