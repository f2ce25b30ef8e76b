import { checkMutated, only } from '../harness.js';
import { SALMON, SALMON_QOBS, SALMON_RVI, salmonEnkf } from '../salmonEnkf.js';

/** The hydrograph's 5th value (1954-01-05) blank: with its 5 days, the last step of the simulation. */
const LAST_BLANK = { file: SALMON_QOBS, from: '\n5.38 ', to: '\n-1.2345 ' };

describe('RV445 enkf-no-observations, against Raven 4.12.1', () => {
  it("predicts Raven's warning for an assimilated hydrograph blank in the one-step window", async () => {
    const out = await salmonEnkf('', [LAST_BLANK]);
    expect(out).toEqual({
      completes: true,
      raven: ['EnKF#3'],
      rvkit: ['EnKF#3'],
      shown: [
        `${SALMON_QOBS}:1:18: the EnKF ensemble assimilates HYDROGRAPH 1, which has no value in the last time step of the simulation (the assimilation window): Raven warns ("EnKF::Initialize : no observations were available for assimilation. EnKF assimilation updates will not be performed.") [RV445]`,
      ],
    });
  }, 120_000);

  it('says nothing when a wider window holds a value, nor in a forecast mode', async () => {
    expect(await salmonEnkf('', [LAST_BLANK], [':WindowSize 2'])).toMatchObject({ raven: [], rvkit: [] });
    expect(await salmonEnkf('', [LAST_BLANK], [':EnKFMode ENKF_OPEN_FORECAST'])).toMatchObject({
      raven: [],
      rvkit: [],
    });
  }, 120_000);

  it('finds the stop of an EnKF run with no assimilated hydrograph, as Raven', async () => {
    const none = { file: 'raven-gr4j-salmon.rvt', from: ':AssimilateStreamflow 1', to: '' };
    expect((await salmonEnkf('', [none])).completes).toBe(false);
    const found = await checkMutated(
      SALMON,
      [
        { file: SALMON_RVI, from: ':SoilModel', to: ':EnsembleMode ENSEMBLE_ENKF 3\n:SoilModel' },
        {
          file: 'raven-gr4j-salmon.rvh',
          from: ':EndHRUs',
          to: ':EndHRUs\n:SubBasinGroup AllSB\n  1\n:EndSubBasinGroup',
        },
      ],
      {
        'raven-gr4j-salmon.rve': Buffer.from(
          ':ForcingPerturbation RAINFALL DIST_GAMMA 1.0 0.1 MULTIPLICATIVE\n:AssimilatedState STREAMFLOW AllSB\n',
        ),
      },
    );
    expect(only('RV445', found)).toEqual([
      `${SALMON_RVI}:17:15: error: an EnKF ensemble with no observed hydrograph to assimilate (a regular :ObservationData HYDROGRAPH series whose subbasin an :AssimilateStreamflow SBID of the .rvt or .rve names): Raven stops ("EnKF::Initialize : no observations available for assimilation. Use :AssimilateStreamflow command to indicate enabled observation time series") [RV445]`,
    ]);
  }, 120_000);
});
