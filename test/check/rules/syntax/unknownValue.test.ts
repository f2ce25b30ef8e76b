import { CORPUS, checkMutated, cleanUp, only } from '../harness.js';

afterAll(cleanUp);

// raven-hmets sets :PotentialMeltMethod, :Evaporation, :CatchmentRoute and :Routing before :SoilModel.
const RVI = 'raven-hmets-salmon.rvi';
const PRINTS = 'Before :SoilModel Raven only prints this error and';

describe('RV015 unknown-value', () => {
  it('before :SoilModel: a warning naming what Raven runs on with', async () => {
    const out = await checkMutated(CORPUS.hmets, [
      { file: RVI, from: 'ROUTE_DUMP', to: 'ROUTE_DUM' },
      { file: RVI, from: 'POTMELT_HMETS', to: 'POTMELT_HMET' },
    ]);
    expect(only('RV015', out)).toEqual([
      `${RVI}:15:26: warning: 'POTMELT_HMET' is not a value Raven knows for method: did you mean POTMELT_HMETS? ${PRINTS} runs on with no potential melt (0 mm/d) [RV015]`,
      `${RVI}:18:26: warning: 'ROUTE_DUM' is not a value Raven knows for method: did you mean ROUTE_DUMP? ${PRINTS} runs on with ROUTE_DUMP (its default) [RV015]`,
    ]);
  });

  it('before :SoilModel: still an error when what Raven runs on with stops it later', async () => {
    const out = await checkMutated(CORPUS.hmets, [
      { file: RVI, from: 'PET_OUDIN', to: 'PET_OUDI' },
      { file: RVI, from: 'ROUTE_NONE', to: 'ROUTE_NON' },
    ]);
    expect(only('RV015', out)).toEqual([
      `${RVI}:17:26: error: 'PET_OUDI' is not a value Raven knows for method: did you mean PET_OUDIN? ${PRINTS} leaves the option with no PET method, so it stops at the first time step (Invalid Evaporation Type) [RV015]`,
      `${RVI}:19:26: error: 'ROUTE_NON' is not a value Raven knows for method: did you mean ROUTE_NONE? ${PRINTS} runs on with ROUTE_STORAGECOEFF (its default), which routes through channels; the .rvp defines no channel profile, so Raven stops [RV015]`,
    ]);
  });

  it('names the earlier line whose value Raven keeps', async () => {
    const out = await checkMutated(CORPUS.hmets, [
      {
        file: RVI,
        from: ':Routing                 ROUTE_NONE',
        to: ':Routing ROUTE_NONE\n:Routing ROUTE_NON',
      },
    ]);
    expect(only('RV015', out)).toEqual([
      `${RVI}:20:10: warning: 'ROUTE_NON' is not a value Raven knows for method: did you mean ROUTE_NONE? ${PRINTS} runs on with ROUTE_NONE (set at line 19) [RV015]`,
    ]);
  });

  it('after :SoilModel: an error, as Raven stops before simulating', async () => {
    const out = await checkMutated(CORPUS.irondequoit, [
      { file: 'Irondequoit.rvi', from: 'ROUTE_NONE', to: 'ROUTE_NON' },
    ]);
    expect(only('RV015', out)).toEqual([
      "Irondequoit.rvi:15:22: error: 'ROUTE_NON' is not a value Raven knows for method: did you mean ROUTE_NONE? Raven reports an error and does not run the simulation [RV015]",
    ]);
  });
});
