import { CORPUS, checkMutated, cleanUp, only } from '../harness.js';

afterAll(cleanUp);

const FILE = 'raven-mohyse-salmon.rvp';

describe('RV302 parameter-limit', () => {
  it('reports a [DEFAULT] value once, with the classes that take it', async () => {
    const out = await checkMutated(CORPUS.salmonGr4j, [
      { file: 'raven-gr4j-salmon.rvp', from: '   [DEFAULT],      1.0 ,', to: '   [DEFAULT],      45 ,' },
    ]);
    expect(only('RV302', out)).toEqual([
      'raven-gr4j-salmon.rvp:51:20: error: POROSITY of soil classes SOIL_PROD, SOIL_ROUT, SOIL_TEMP and 1 more is 45; it must be between 0 and 1 ("AutoCalculateSoilProps: POROSITY must be between 0 and 1") [RV302]',
    ]);
  });

  it('checks class table columns and needed interception fractions, and warns on mineral fractions', async () => {
    const out = await checkMutated(CORPUS.mohyse, [
      { file: FILE, from: '  TOPSOIL\n', to: '  TOPSOIL, 0.5, 0.3, 0.3, 0.0\n' },
      { file: FILE, from: '  LU_ALL,             0.0,', to: '  LU_ALL,             1.5,' },
      {
        file: FILE,
        from: '    [DEFAULT],             0.0,             0.0,',
        to: '    [DEFAULT],             0.0,             1.5,',
      },
    ]);
    expect(only('RV302', out)).toEqual([
      'raven-mohyse-salmon.rvp:23:22: warning: soil class TOPSOIL: sand, clay and silt (0.5, 0.3, 0.3) do not add up to 1; Raven recomputes the silt fraction ("sand, clay, and silt content should add up to one") [RV302]',
      'raven-mohyse-salmon.rvp:33:23: error: IMPERMEABLE_FRAC of land use class LU_ALL is 1.5; it must be between 0 and 1 ("Invalid parameter value for IMPERMEABLE_FRAC: must be between 0 and 1") [RV302]',
      'raven-mohyse-salmon.rvp:91:45: error: RAIN_ICEPT_PCT of vegetation class VEG_ALL is 1.5; it must be at most 1 ("Invalid value for RAIN_ICEPT_PCT (>1.0)") [RV302]',
    ]);
  });

  it('reads _DEFAULT in a copied parameter as the marker value Raven then rejects', async () => {
    const out = await checkMutated(CORPUS.mohyse, [
      {
        file: FILE,
        from: '  :Parameters,        POROSITY,',
        to: '  :Parameters,        SAND_CON,',
      },
      { file: FILE, from: '      TOPSOIL,            1.0 ,', to: '      TOPSOIL,       _DEFAULT ,' },
    ]);
    expect(only('RV302', out)).toEqual([
      'raven-mohyse-salmon.rvp:71:22: error: SAND_CON of soil class TOPSOIL is _DEFAULT (Raven reads -55555.5); it must be between 0 and 1 ("AutoCalculateSoilProps: SAND_CON must be between 0 and 1") [RV302]',
    ]);
  });

  it('reports SAT_WILT above FIELD_CAPACITY where a process asks for the tension storage, at both values', async () => {
    const out = await checkMutated(CORPUS.salmonHbv, [
      { file: 'raven-hbv-salmon.rvp', from: '0.09985144,     0.5060520,', to: '0.09985144,     0.01,' },
    ]);
    const message =
      'soil class TOPSOIL: SAT_WILT (0.0450564) is above FIELD_CAPACITY (0.01), so the soil\'s tension storage is negative, and Raven stops when :SoilEvaporation SOILEVAP_HBV asks for it ("Wilting point saturation (SAT_WILT) is greater than field capacity (FIELD_CAPACITY) for one or more soil classes, leading to negative tension storage") [RV302]';
    expect(only('RV302', out)).toEqual([
      `raven-hbv-salmon.rvp:68:45: error: ${message}`,
      `raven-hbv-salmon.rvp:68:52: error: ${message}`,
    ]);
  });

  it('reports a unit hydrograph of no duration, for the land use classes HRUs use', async () => {
    // Raven 4.12.1: "CmvConvolution::GenerateUnitHydrograph: negative or zero duration of unit hydrograph".
    const out = await checkMutated(CORPUS.irondequoit, [
      { file: 'Irondequoit.rvp', from: '   [DEFAULT],    2.09,', to: '   [DEFAULT],    0,' },
    ]);
    expect(only('RV302', out)).toEqual([
      'Irondequoit.rvp:47:18: error: land use class LU_ALL: GR4J_X4 is 0, but :Convolve CONVOL_GR4J_1 needs GR4J_X4 above 0 for its unit hydrograph ("CmvConvolution::GenerateUnitHydrograph: negative or zero duration of unit hydrograph", or "bad unit hydrograph constructed") [RV302]',
    ]);
  });
});
