import { CORPUS } from '../harness.js';
import { ravenWarned } from '../ravenWarned.js';

const M = CORPUS.salmonGr4j;
const RVI = 'raven-gr4j-salmon.rvi';
/** Salmon GR4J's forcing file, given ten days of shortwave radiation after its :MultiData. */
const SHORTWAVE = {
  file: 'data_obs/Salmon-River-Near-Prince-George_meteo_daily.rvt',
  from: /^:EndMultiData.*$/m,
  to: ':EndMultiData\n:Data SHORTWAVE MJ/m2/d\n 1954-01-01 00:00:00 1.0 10\n 5 5 5 5 5 5 5 5 5 5\n:EndData',
};

describe('RV551 shortwave-data-clouds, against Raven 4.12.1', () => {
  it('predicts the cloud cover correction Raven turns off with SW_RAD_DATA', async () => {
    const out = await ravenWarned(M, [
      {
        file: RVI,
        from: ':Evaporation ',
        to: ':SWRadiationMethod SW_RAD_DATA\n:SWCloudCorrect SW_CLOUD_CORR_DINGMAN\n:Evaporation ',
      },
      SHORTWAVE,
    ]);
    expect(out.completes).toBe(true);
    expect(out.raven).toEqual(['ParseInput#135']);
    expect(out.rvkit).toEqual(['ParseInput#135']);
    expect(out.shown).toEqual([
      `${RVI}:20:20: shortwave radiation from data: Raven sets the cloud cover correction to none (the :SWCloudCorrect SW_CLOUD_CORR_DINGMAN has no effect) and warns ("Cloud cover corrections have been set to 'NONE', since the shortwave radiation method is SW_RAD_DATA") [RV551]`,
    ]);
  }, 120_000);
});
