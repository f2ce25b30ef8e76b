import { CORPUS } from '../harness.js';
import { ravenRan } from '../ravenRan.js';
import { ravenWarned } from '../ravenWarned.js';

/** Alouette simulates two tracers (:Transport SNOWMELT, GLACIER); its .rvi silences warnings, which the test undoes. */
const M = CORPUS.alouette;
const RVT = 'Alouette_ws.rvt';
const WARNINGS_ON = { file: 'Alouette_ws.rvi', from: ':SuppressWarnings', to: '# :SuppressWarnings' };
const series = (head: string, end: string) =>
  `${head}\r\n  1960-10-01 00:00:00 1.0 3\r\n  1.0 2.0 3.0\r\n${end}`;
const appended = (...commands: string[]) => [
  { file: RVT, from: /$/, to: `\r\n${commands.join('\r\n')}\r\n` },
];
/** Runs both with warnings on. */
const warned = (...commands: string[]) => ravenWarned(M, appended(...commands), {}, [WARNINGS_ON]);

describe('RV472 series-constituent, against Raven 4.12.1', () => {
  it("predicts Raven's warnings for concentration observations of a constituent it does not simulate, and a diversion beside transport", async () => {
    const out = await warned(
      series(':ObservationData STREAM_CONCENTRATION 1 NITRATE mg/l', ':EndObservationData'),
      ':FlowDiversion 1 -1 0.5 0',
    );
    expect(out.completes).toBe(true);
    // The diversion out of the model also gets CSubBasin::AddFlowDiversion's own warning (another rule's).
    expect(out.raven).toEqual(['ParseTimeSeriesFile#1', 'ParseTimeSeriesFile#51', 'SubBasin#6']);
    expect(out.rvkit).toEqual(out.raven);
    expect(out.shown.filter((s) => s.endsWith('[RV472]'))).toEqual([
      `${RVT}:25:41: :ObservationData STREAM_CONCENTRATION: the model simulates no constituent NITRATE (its :Transport has SNOWMELT, GLACIER): Raven ignores the series and warns ("ParseTimeSeries:: Invalid/unused constituent name in observation stream concentration time series [Alouette_ws.rvt]. Will be ignored") [RV472]`,
      `${RVT}:29:1: :FlowDiversion in a model with transport (SNOWMELT, GLACIER): the transport model does not follow the water it moves, and Raven warns ("ParseTimeSeriesFile: irrigation/diversions included with transport constituents. Since water demands are not currently simulated in the Raven transport module, transport results must be interpreted with care.") [RV472]`,
    ]);
  }, 120_000);

  it('predicts it for weights too', async () => {
    const out = await warned(
      series(':ObservationWeights STREAM_CONCENTRATION 1 NITRATE', ':EndObservationWeights'),
    );
    expect(out.raven).toEqual(['ParseTimeSeriesFile#8']);
    expect(out.rvkit).toEqual(out.raven);
  }, 120_000);

  it('is an error for a storage Raven does not know: it skips the series after its warning and stops', async () => {
    for (const name of [':MassFluxTimeSeries', ':FixedConcentrationTimeSeries']) {
      const out = await ravenRan(
        M,
        appended(series(`${name} SNOWMELT NOTASTORE`, `:End${name.slice(1)}`)),
        'RV472',
      );
      expect(out.raven.fails).toBe(true);
      expect(out.raven.errors.join('\n')).toContain('Unrecognized command in .rvt file: |1960-10-01|');
      expect(out.rvkit).toHaveLength(1);
      expect(out.rvkit[0]).toMatch(
        /^Alouette_ws\.rvt:25:\d+: error: .*Raven knows no storage NOTASTORE: it warns \(".*unrecognized storage variable name: NOTASTORE"\) and, not reading the series, stops/,
      );
    }
  }, 240_000);

  it('says nothing of an observation of a simulated constituent, named in any case (Raven compares upper case)', async () => {
    const out = await warned(
      series(':ObservationData STREAM_CONCENTRATION 1 SNOWMELT mg/l', ':EndObservationData'),
      series(':ObservationWeights STREAM_CONCENTRATION 1 Glacier', ':EndObservationWeights'),
    );
    expect(out).toEqual({ completes: true, raven: [], rvkit: [], shown: [] });
  }, 120_000);
});
