import { CORPUS, checkMutated, cleanUp, only } from '../harness.js';

afterAll(cleanUp);

const FILE = 'raven-mohyse-salmon.rvp';

describe('RV304 unknown-parameter', () => {
  it('warns about names Raven does not know, with the likely one or the list it belongs to', async () => {
    const out = await checkMutated(CORPUS.mohyse, [
      { file: FILE, from: 'POROSITY,  PET_CORRECTION,', to: 'POROSITY,  PET_CORRECTON,' },
      { file: FILE, from: 'PERC_COEFF, \n', to: 'PERC_COEFF, MELT_FACTOR\n' },
      { file: FILE, from: '0.0273,          0.0621,', to: '0.0273,          0.0621, 3' },
      { file: FILE, from: '0.0453,             0.0,', to: '0.0453,             0.0, 3' },
      {
        file: FILE,
        from: ':GlobalParameter       TOC_MULTIPLIER',
        to: ':GlobalParameter       TOC_MULTIPLER',
      },
    ]);
    // Raven 4.12.1 runs this model to the end, with these warnings.
    expect(only('RV304', out)).toEqual([
      'raven-mohyse-salmon.rvp:59:24: warning: Raven does not know the global parameter TOC_MULTIPLER and ignores this line (did you mean TOC_MULTIPLIER?) [RV304]',
      'raven-mohyse-salmon.rvp:67:34: warning: Raven does not know the soil parameter PET_CORRECTON and ignores this column (did you mean PET_CORRECTION?) [RV304]',
      'raven-mohyse-salmon.rvp:67:100: warning: Raven does not know the soil parameter MELT_FACTOR and ignores this column (it is a land use parameter: move it to :LandUseParameterList) [RV304]',
    ]);
  });

  it('accepts any case and the names the setters take besides the parameters (TFRAIN)', async () => {
    const out = await checkMutated(CORPUS.mohyse, [
      { file: FILE, from: 'POROSITY,  PET_CORRECTION,', to: 'porosity,  Pet_Correction,' },
      { file: FILE, from: 'SAI_HT_RATIO,  RAIN_ICEPT_PCT,', to: 'SAI_HT_RATIO,  TFRAIN,' },
    ]);
    expect(only('RV304', out)).toEqual([]);
  });
});
