import { CORPUS, checkMutated, cleanUp, only } from '../harness.js';

afterAll(cleanUp);

const HBV_DEFAULT_ROW = '    [DEFAULT],              0.09985144,';

describe('RV301 missing-parameter', () => {
  it('names each needed parameter and the classes without it, at the table that takes it', async () => {
    // The [DEFAULT] row removed: FAST_RES and SLOW_RES write _DEFAULT for some columns, TOPSOIL has no row.
    // Raven 4.12.1 reports exactly these: HBV_BETA and MAX_CAP_RISE_RATE for the three classes, MAX_PERC_RATE
    // for TOPSOIL and SLOW_RES, BASEFLOW_COEFF and BASEFLOW_N for TOPSOIL.
    const out = await checkMutated(CORPUS.salmonHbv, [
      { file: 'raven-hbv-salmon.rvp', from: HBV_DEFAULT_ROW, to: `#${HBV_DEFAULT_ROW}` },
    ]);
    const fix = (them: string, p: string) =>
      `give ${them} a number in this table's ${p} column (in the class's own row or in a [DEFAULT] row) [RV301]`;
    expect(only('RV301', out)).toEqual([
      `raven-hbv-salmon.rvp:65:3: error: soil parameter HBV_BETA, needed by :Infiltration INF_HBV, has no value for soil classes TOPSOIL, SLOW_RES and FAST_RES: ${fix('them', 'HBV_BETA')}`,
      `raven-hbv-salmon.rvp:65:3: error: soil parameter MAX_CAP_RISE_RATE, needed by :CapillaryRise RISE_HBV, has no value for soil classes TOPSOIL, SLOW_RES and FAST_RES: ${fix('them', 'MAX_CAP_RISE_RATE')}`,
      `raven-hbv-salmon.rvp:65:3: error: soil parameter MAX_PERC_RATE, needed by :Percolation PERC_CONSTANT, has no value for soil classes TOPSOIL and SLOW_RES: ${fix('them', 'MAX_PERC_RATE')}`,
      `raven-hbv-salmon.rvp:65:3: error: soil parameter BASEFLOW_COEFF, needed by :Baseflow BASE_POWER_LAW, has no value for soil class TOPSOIL: ${fix('it', 'BASEFLOW_COEFF')}`,
      `raven-hbv-salmon.rvp:65:3: error: soil parameter BASEFLOW_N, needed by :Baseflow BASE_POWER_LAW, has no value for soil class TOPSOIL: ${fix('it', 'BASEFLOW_N')}`,
    ]);
  });

  it('asks for the column where a misspelt name leaves it out, and is silent on parameters Raven computes', async () => {
    const out = await checkMutated(CORPUS.mohyse, [
      {
        file: 'raven-mohyse-salmon.rvp',
        from: 'MELT_FACTOR,       AET_COEFF,',
        to: 'MELT_FACTOR,       AET_COEF,',
      },
      {
        file: 'raven-mohyse-salmon.rvp',
        from: 'POROSITY,  PET_CORRECTION,',
        to: 'POROSTY,  PET_CORRECTION,',
      },
    ]);
    expect(only('RV301', out)).toEqual([
      "raven-mohyse-salmon.rvp:79:3: error: land use parameter AET_COEFF, needed by :SoilEvaporation SOILEVAP_LINEAR, has no value for land use class LU_ALL: add the AET_COEFF column to this :LandUseParameterList, with a value in the [DEFAULT] row or in each class's row [RV301]",
    ]);
  });

  it('points at the class definition when no parameter list of its kind exists', async () => {
    const out = await checkMutated(CORPUS.mohyse, [
      {
        file: 'raven-mohyse-salmon.rvp',
        from: /:LandUseParameterList[\s\S]*:EndLandUseParameterList\n/,
        to: '',
      },
    ]);
    expect(only('RV301', out)).toEqual([
      'raven-mohyse-salmon.rvp:33:3: error: land use parameter AET_COEFF, needed by :SoilEvaporation SOILEVAP_LINEAR, has no value for land use class LU_ALL: add a :LandUseParameterList with the AET_COEFF column and a row for this class (or a [DEFAULT] row) [RV301]',
    ]);
  });

  it('reports a missing global parameter at the first line that sets one, AIRSNOW_COEFF included', async () => {
    // Raven: "Cannot specify _AUTO as the default value … A required parameter AIRSNOW_COEFFis missing".
    const out = await checkMutated(CORPUS.irondequoit, [
      { file: 'Irondequoit.rvp', from: ':AirSnowCoeff', to: '# :AirSnowCoeff' },
    ]);
    expect(only('RV301', out)).toEqual([
      "Irondequoit.rvp:2:1: error: global parameter AIRSNOW_COEFF, needed by :SnowTempEvolve SNOTEMP_NEWTONS, has no value: add ':GlobalParameter AIRSNOW_COEFF <value>' to the .rvp [RV301]",
    ]);
  });

  it('points at a row Raven does not read, and says nothing more where Raven stops first', async () => {
    const short = await checkMutated(CORPUS.mohyse, [
      {
        file: 'raven-mohyse-salmon.rvp',
        from: '       GWSOIL,            1.0 ,             1.0,             1.0,          0.0453,             0.0,',
        to: '       GWSOIL,            1.0 ,             1.0,             1.0,          0.0453,',
      },
    ]);
    const unread = (p: string, need: string) =>
      `raven-mohyse-salmon.rvp:72:8: error: soil parameter ${p}, needed by ${need}, has no value for soil class GWSOIL: Raven does not read this row (see the other diagnostic here): correct it [RV301]`;
    expect(only('RV301', short)).toEqual([
      unread('HBV_BETA', ':Infiltration INF_HBV'),
      unread('BASEFLOW_COEFF', ':Baseflow BASE_LINEAR'),
      unread('PERC_COEFF', ':Percolation PERC_LINEAR'),
    ]);
    const misspelt = await checkMutated(CORPUS.mohyse, [
      {
        file: 'raven-mohyse-salmon.rvp',
        from: '      TOPSOIL,            1.0 ,',
        to: '      TOPSOLI,            1.0 ,',
      },
    ]);
    expect(only('RV301', misspelt)).toEqual([]);
  });

  it('reports an algorithm whose parameters Raven 4.12 cannot look up', async () => {
    const out = await checkMutated(CORPUS.salmonGr4j, [
      { file: 'raven-gr4j-salmon.rvi', from: 'INF_GR4J', to: 'INF_XINANXIANG' },
    ]);
    const line = (p: string) =>
      `raven-gr4j-salmon.rvi:42:28: error: :Infiltration INF_XINANXIANG needs the soil parameter ${p}, which Raven 4.12 does not know ("Unrecognized/invalid … parameter name"), so it cannot run: choose another algorithm [RV301]`;
    expect(only('RV301', out)).toEqual([line('XINANXIANG_A'), line('XINANXIANG_B')]);
  });
  it('points at a class row pasted twice: the tables fill only the first definition', async () => {
    // Raven 4.12.1: "required land use/land type property UBC_ICEPT_FACTOR not included in .rvp file for land
    // use class FOREST_1" (the oracle's duplicate-class kind runs it).
    const row = '             FOREST_1, 0.00275155,   1\r\n';
    const out = await checkMutated(CORPUS.alouette, [{ file: 'Alouette_ws.rvp', from: row, to: row + row }]);
    expect(only('RV301', out)).toEqual([
      "Alouette_ws.rvp:132:14: error: land use parameter UBC_ICEPT_FACTOR, needed by :OroPrecipCorrect OROCORR_UBCWM2, has no value for land use class FOREST_1: this row defines the class again (the tables' values go to its first definition only): remove it [RV301]",
    ]);
  });
});
