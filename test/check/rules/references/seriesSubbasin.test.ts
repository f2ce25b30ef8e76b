import { CORPUS } from '../harness.js';
import { ravenRan } from '../ravenRan.js';
import { ravenWarned } from '../ravenWarned.js';

const M = CORPUS.irondequoit;
const RVT = 'Irondequoit.rvt';
/** A three-day series body and its end. */
const series = (name: string, args: string) =>
  `:${name} ${args}\r\n  2000-01-01 00:00:00 1.0 3\r\n  1.0 2.0 3.0\r\n:End${name}`;
/** Irondequoit's .rvt (one subbasin, 1, without a reservoir) with the commands after it. */
const appended = (...commands: string[]) => [
  { file: RVT, from: /$/, to: `\r\n${commands.join('\r\n')}\r\n` },
];
const table = (head: string, ...rows: string[]) =>
  [
    `:FlowDiversionLookupTable ${head}`,
    ` ${rows.length}`,
    ...rows.map((r) => ` ${r}`),
    ':EndFlowDiversionLookupTable',
  ].join('\r\n');

describe('RV270 series-subbasin, against Raven 4.12.1', () => {
  it("predicts Raven's warnings for series, diversions and assimilation at a subbasin the model lacks, or without a reservoir", async () => {
    const out = await ravenWarned(
      M,
      appended(
        series('BasinInflowHydrograph', '7'),
        series('BasinInflowHydrograph2', '7'),
        series('ReservoirMaxStage', '1'),
        series('ReservoirMinStage', '7'),
        series('ReservoirMinStageFlow', '1'),
        series('ReservoirTargetStage', '1'),
        series('ReservoirMaxQDelta', '1'),
        series('VariableWeirHeight', '1'),
        series('OverrideReservoirFlow', '1'),
        series('IrrigationDemand', '7'),
        series('EnvironmentalMinFlow', '7'),
        series('ReservoirDownstreamFlow', '1 9 1.0'),
        ':ReservoirDownstreamDemand 9 1 0.5',
        ':ReservoirDownstreamDemand 1 1 0.5',
        ':FlowDiversion 8 1 0.5 0',
        ':FlowDiversion 1 -5 0.5 0',
        ':OverrideStreamflow 4',
        ':AssimilateStreamflow 4',
        ':AssimilateReservoirStage 4',
        ':AssimilateReservoirStage 1',
      ),
    );
    expect(out.completes).toBe(true);
    expect(out.raven).toEqual(
      [15, 16, 18, 19, 20, 21, 22, 23, 27, 28, 29, 31, 30, 36, 38, 39, 43, 44, 52, 54]
        .map((n) => `ParseTimeSeriesFile#${n}`)
        .sort(),
    );
    expect(out.rvkit).toEqual(out.raven);
    expect(out.shown).toContain(
      `${RVT}:22:20: :ReservoirMinStage: the model has no subbasin 7 (the subbasin is 1): Raven ignores the command and warns (":ReservoirMinStage Subbasin 7 not in model or doesn't have reservoir, cannot set minimum stage") [RV270]`,
    );
  }, 120_000);

  it('predicts the lookup table warnings: no source, a source the model lacks, a negative target, a short row', async () => {
    const out = await ravenWarned(
      M,
      appended(table('8 1', '0 0', '10 5'), table('-1 1', '0 0', '10 5'), table('1 -5', '0 0', '10')),
    );
    expect(out.completes).toBe(true);
    expect(out.raven).toEqual([
      'ParseTimeSeriesFile#32',
      'ParseTimeSeriesFile#33',
      'ParseTimeSeriesFile#34',
      'ParseTimeSeriesFile#35',
    ]);
    expect(out.rvkit).toEqual(out.raven);
    expect(out.shown).toEqual([
      `${RVT}:10:1: :FlowDiversionLookupTable: without a source subbasin Raven also warns (":FlowDiversionLookupTable command: Target subbasin 0 not in model, cannot add diversion") [RV270]`,
      `${RVT}:10:27: :FlowDiversionLookupTable: the model has no subbasin 8 (the subbasin is 1): Raven ignores the command and warns (":FlowDiversionLookupTable command: Subbasin 8 not found in model, cannot add diversion") [RV270]`,
      `${RVT}:15:1: :FlowDiversionLookupTable: without a source subbasin Raven also warns (":FlowDiversionLookupTable command: Target subbasin 0 not in model, cannot add diversion") [RV270]`,
      `${RVT}:15:27: :FlowDiversionLookupTable: no source subbasin: Raven ignores the command and warns (":FlowDiversionLookupTable command: no source subbasin ID provided, cannot add diversion") [RV270]`,
      `${RVT}:20:29: :FlowDiversionLookupTable: the model has no subbasin -5 (the subbasin is 1): Raven ignores the command and warns (":FlowDiversionLookupTable command: Target subbasin 0 not in model, cannot add diversion") [RV270]`,
      `${RVT}:23:2: :FlowDiversionLookupTable: a row of one value (a flow and the flow diverted at it): Raven warns ("Incorrect line length (<2) in :FlowDiversionLookupTable command") and leaves the diverted flow of this point undefined [RV270]`,
    ]);
  }, 120_000);

  it('is an error where Raven skips the series after its warning and stops on its first line', async () => {
    const what = {
      ReservoirDemand: 'Reservoir Demand',
      ReservoirMaxQDecrease: 'maximum Qdelta decrease',
      ReservoirMinFlow: 'minimum flow',
      ReservoirMaxFlow: 'maximum flow',
    };
    for (const [name, words] of Object.entries(what)) {
      const out = await ravenRan(M, appended(series(name, '1')), 'RV270');
      expect(out.raven.fails).toBe(true);
      expect(out.raven.errors.join('\n')).toContain('Unrecognized command in .rvt file: |2000-01-01|');
      expect(out.rvkit).toEqual([
        `${RVT}:10:${name.length + 3}: error: :${name}: subbasin 1 has no :Reservoir: Raven warns (":${name} Subbasin 1 not in model or doesn't have reservoir, cannot set ${words}") and, not reading the series, stops on its first line ("Unrecognized command in .rvt file")`,
      ]);
    }
  }, 240_000);

  it('warns on its own where a positive diversion target is missing: Raven writes nothing and keeps the diversion', async () => {
    const out = await ravenWarned(M, appended(':FlowDiversion 1 9 0.5 0', table('1 7', '0 0', '10 5')));
    expect(out).toEqual({ completes: true, raven: [], rvkit: [], shown: [] });
    const own = await ravenRan(M, appended(':FlowDiversion 1 9 0.5 0'), 'RV270');
    expect(own.rvkit).toEqual([
      `${RVT}:10:18: warning: :FlowDiversion: the model has no subbasin 9 (the subbasin is 1): Raven keeps the diversion without a word and adds the diverted flow outside its list of subbasins (memory it does not own); give a subbasin of the model, or -1 to take the water out of it (rvkit's own warning: Raven says nothing)`,
    ]);
  }, 120_000);
});
