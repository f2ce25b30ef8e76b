/**
 * The rules that predict Raven's warnings, each on a changed corpus model that Raven runs: the warnings Raven
 * writes beyond those of the unchanged model are the ones rvkit check predicts, at the line at fault.
 */
import { CORPUS } from '../harness.js';
import { ravenWarned } from '../ravenWarned.js';

const M = CORPUS.irondequoit;
const OBSERVED = 'IrondequoitObserved.rvt';

/** Irondequoit with a second subbasin upstream of the first, holding an HRU (runoff given for routing). */
const TWO_SUBBASINS = [
  {
    file: 'Irondequoit.rvp',
    from: ':RainSnowTransition',
    to: ':AvgAnnualRunoff 350\n:RainSnowTransition',
  },
  {
    file: 'Irondequoit.rvh',
    from: '            1,   Irondequoit,            -1,',
    to: '            2,   Upstream,                1,   NONE,       _AUTO,     0\n            1,   Irondequoit,            -1,',
  },
  {
    file: 'Irondequoit.rvh',
    from: ':EndHRUs',
    to: '2, 10.0, 172, 43.0, -81.0, 2, LU_ALL, VEG_ALL, DEFAULT_P, [NONE], [NONE], 0, 0\n:EndHRUs',
  },
];

describe("rules that predict Raven's warnings, against Raven 4.12.1", () => {
  it('RV211 subbasin-id: observations at a subbasin the model does not have', async () => {
    const out = await ravenWarned(M, [
      { file: OBSERVED, from: ':ObservationData HYDROGRAPH 1', to: ':ObservationData HYDROGRAPH 9' },
    ]);
    expect(out).toEqual({
      completes: true,
      raven: ['ParseTimeSeriesFile#2'],
      rvkit: ['ParseTimeSeriesFile#2'],
      shown: [
        `${OBSERVED}:1:29: :ObservationData: subbasin 9 is not defined (the subbasin is 1): Raven ignores these observations; correct the ID [RV211]`,
      ],
    });
  }, 120_000);

  it('RV428 observation-subbasin: reservoir observations at a subbasin without a reservoir', async () => {
    const out = await ravenWarned(M, [
      { file: OBSERVED, from: ':ObservationData HYDROGRAPH 1', to: ':ObservationData RESERVOIR_STAGE 1' },
    ]);
    expect(out.completes).toBe(true);
    expect(out.raven).toEqual(['ModelInitialize#3']);
    expect(out.rvkit).toEqual(['ModelInitialize#3']);
  }, 120_000);

  it('RV429 observation-weights: weights that match no observed series', async () => {
    const weights =
      ':ObservationWeights HYDROGRAPH 1\n2000-01-01 00:00:00 1.0 3\n1\n0\n1\n:EndObservationWeights\n';
    const out = await ravenWarned(M, [
      {
        file: 'Irondequoit.rvt',
        from: ':RedirectToFile IrondequoitObserved.rvt',
        to: `:RedirectToFile IrondequoitObserved.rvt\n${weights}`,
      },
    ]);
    expect(out.completes).toBe(true);
    expect(out.raven).toEqual(['ModelInitialize#10']);
    expect(out.rvkit).toEqual(['ModelInitialize#10']);
    expect(out.shown).toEqual([
      'Irondequoit.rvt:9:1: these weights match no observed series (the HYDROGRAPH observations at 1 have 4749 values, the weights 3): Raven drops them and warns ("Observation Weight HYDROGRAPH 1 not matched to observation time series") [RV429]',
    ]);
  }, 120_000);

  it('RV427 rain-snow-recalculated: RAINFALL and SNOWFALL with a computed snow fraction', async () => {
    const out = await ravenWarned(M, [
      {
        file: 'IrondequoitGauge.rvt',
        from: ':Parameters,PRECIP,TEMP_DAILY_MIN,TEMP_DAILY_MAX,PET',
        to: ':Parameters,RAINFALL,TEMP_DAILY_MIN,TEMP_DAILY_MAX,SNOWFALL',
      },
      {
        file: 'Irondequoit.rvi',
        from: ':Evaporation         PET_DATA',
        to: ':Evaporation         PET_HARGREAVES_1985',
      },
    ]);
    expect(out.completes).toBe(true);
    expect(out.raven).toEqual(['Gauge#1']);
    expect(out.rvkit).toEqual(['Gauge#1']);
  }, 120_000);

  it('RV417 forcing-missing: data a gauge has that no method reads', async () => {
    const out = await ravenWarned(M, [
      {
        file: 'Irondequoit.rvi',
        from: ':Evaporation         PET_DATA',
        to: ':Evaporation         PET_HARGREAVES_1985',
      },
    ]);
    expect(out.completes).toBe(true);
    expect(out.raven).toEqual(['Gauge#3']);
    expect(out.rvkit).toEqual(['Gauge#3']);
  }, 120_000);

  it('RV514 route-none-subbasins: ROUTE_NONE with two subbasins', async () => {
    const out = await ravenWarned(M, TWO_SUBBASINS);
    expect(out.completes).toBe(true);
    expect(out.raven).toEqual(['ParseHRUFile#22']);
    expect(out.rvkit).toEqual(['ParseHRUFile#22']);
  }, 120_000);
  it('RV514 route-none-subbasins: no warning under :SuppressWarnings, even below the :Routing line', async () => {
    // Raven checks ROUTE_NONE once the .rvh is read, long after :SuppressWarnings has turned warnings off.
    const out = await ravenWarned(M, [
      {
        file: 'Irondequoit.rvi',
        from: ':Routing             ROUTE_NONE',
        to: ':Routing ROUTE_NONE\n:SuppressWarnings\n',
      },
      ...TWO_SUBBASINS,
    ]);
    expect(out).toEqual({ completes: true, raven: [], rvkit: [], shown: [] });
  }, 120_000);

  it('RV302 parameter-limit: a zero FIELD_CAPACITY in a soil class the model needs it for', async () => {
    const out = await ravenWarned(CORPUS.salmonHbv, [
      {
        file: 'raven-hbv-salmon.rvp',
        from: 'FAST_RES,                _DEFAULT,      _DEFAULT,',
        to: 'FAST_RES,                _DEFAULT,      0,',
      },
    ]);
    expect(out.completes).toBe(true);
    expect(out.raven).toEqual(['SoilClass#1']);
    expect(out.rvkit).toEqual(['SoilClass#1']);
  }, 120_000);

  it('RV160 initial-conditions-count: an HRU added to the .rvh and not to :InitialConditions', async () => {
    const out = await ravenWarned(CORPUS.salmonHbv, [
      {
        file: 'raven-hbv-salmon.rvh',
        from: ':EndHRUs',
        to: '2, 100.0, 1000, 54.0, -122.0, 1, LU_ALL, VEG_ALL, DEFAULT_P, [NONE], [NONE], 0, 0\n:EndHRUs',
      },
    ]);
    expect(out.completes).toBe(true);
    expect(out.raven).toContain('ParseInitialConditionFile#12');
    expect(out.rvkit).toEqual(out.raven);
  }, 120_000);

  it('RV160 initial-conditions-count: two values on the line of a one-HRU model', async () => {
    const out = await ravenWarned(CORPUS.salmonHbv, [
      { file: 'raven-hbv-salmon.rvc', from: '     0.50657', to: '     0.50657 0.4' },
    ]);
    expect(out).toEqual({
      completes: true,
      raven: ['ParseInitialConditionFile#12'],
      rvkit: ['ParseInitialConditionFile#12'],
      shown: [
        'raven-hbv-salmon.rvc:20:20: :InitialConditions SOIL[2] gives 2 values for 1 HRU: the values are not one per HRU, and Raven warns ("Initial condition count is incorrect for state variable "SOIL[2]"") [RV160]',
      ],
    });
  }, 120_000);

  it("RV117 lake-area: a lake area that is not its HRU's", async () => {
    const lake = [
      ':Reservoir Lake1',
      '  :SubBasinID 1',
      '  :HRUID 1',
      '  :WeirCoefficient 0.6',
      '  :CrestWidth 10',
      '  :MaxDepth 5',
      '  :LakeArea 100000',
      ':EndReservoir',
    ];
    const out = await ravenWarned(M, [
      { file: 'Irondequoit.rvh', from: ':EndHRUs', to: `:EndHRUs\n${lake.join('\n')}` },
    ]);
    expect(out.completes).toBe(true);
    expect(out.raven).toEqual(['ParseHRUFile#34']);
    expect(out.rvkit).toEqual(['ParseHRUFile#34']);
  }, 120_000);
});
