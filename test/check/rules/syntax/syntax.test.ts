/**
 * The syntax rules (RV003-RV015) and the loader's RV102 on a real corpus model with one mistake each: the
 * exact diagnostic (file:line:col, severity, message, code) that `rvkit check` prints.
 */
import fc from 'fast-check';
import { CORPUS, checkMutated, cleanUp, only } from '../harness.js';

afterAll(cleanUp);

const M = CORPUS.salmonHbv;
const RVI = 'raven-hbv-salmon.rvi';
const QOBS = 'data_obs/Salmon-River-Near-Prince-George_Qobs_daily.rvt';
const METEO = 'data_obs/Salmon-River-Near-Prince-George_meteo_daily.rvt';

describe('syntax rules on a mutated corpus model', () => {
  it('RV003 line-too-long', async () => {
    const out = await checkMutated(M, [
      { file: RVI, from: ':SilentMode', to: `:SilentMode # ${'x'.repeat(10_000)}` },
    ]);
    expect(only('RV003', out)).toEqual([
      'raven-hbv-salmon.rvi:9:1: error: line is 10015 characters long: Raven reads at most 9999 characters per line and silently ignores the rest of this file from here [RV003]',
    ]);
  });

  it('RV004 too-many-tokens', async () => {
    const groups = Array.from({ length: 1001 }, (_, i) => `G${i}`).join(' ');
    const out = await checkMutated(M, [
      { file: RVI, from: ':SilentMode', to: `:SilentMode\n:DefineHRUGroups ${groups}` },
    ]);
    expect(only('RV004', out)).toEqual([
      'raven-hbv-salmon.rvi:10:1: error: line has 1002 values: Raven reads at most 1000 per line [RV004]',
    ]);
  });

  it('RV005 unknown-command', async () => {
    const out = await checkMutated(M, [{ file: RVI, from: ':SilentMode', to: ':SilentMod' }]);
    expect(only('RV005', out)).toEqual([
      'raven-hbv-salmon.rvi:9:1: warning: unknown command :SilentMod in a .rvi file: Raven ignores it [RV005]',
    ]);
  });

  it('RV006 ignored-command', async () => {
    const out = await checkMutated(M, [
      { file: RVI, from: ':SilentMode', to: ':SilentMode\n:WriteGroundwaterHeads' },
    ]);
    expect(only('RV006', out)).toEqual([
      'raven-hbv-salmon.rvi:10:1: warning: Raven reads :WriteGroundwaterHeads but does nothing with it [RV006]',
    ]);
  });

  // Line 10 is above :SoilModel: Raven 4.12.1 only prints the error there and completes (strayLine.test.ts).
  it('RV007 stray-line', async () => {
    const out = await checkMutated(M, [{ file: RVI, from: ':BenchmarkingMode', to: 'BenchmarkingMode' }]);
    expect(only('RV007', out)).toEqual([
      "raven-hbv-salmon.rvi:10:1: warning: unrecognized line starting 'BenchmarkingMode': a line must start with a :Command. Before :SoilModel Raven only prints this error and reads on without the line (it looks like :BenchmarkingMode without its colon) [RV007]",
    ]);
  });

  it('RV008 missing-argument', async () => {
    const out = await checkMutated(M, [{ file: RVI, from: ':TimeStep              1.0', to: ':TimeStep' }]);
    expect(only('RV008', out)).toEqual([
      'raven-hbv-salmon.rvi:14:1: warning: :TimeStep expects step: Raven writes ":TimeStep command: improper line length" and skips the line [RV008]',
    ]);
  });

  it('RV009 bad-value', async () => {
    const out = await checkMutated(M, [
      { file: RVI, from: ':Duration              20819', to: ':Duration              twenty' },
    ]);
    expect(only('RV009', out).filter((d) => d.startsWith(RVI))).toEqual([
      "raven-hbv-salmon.rvi:13:24: warning: 'twenty' is not a number (days): Raven reads it as 0 (rvkit's own warning: Raven says nothing) [RV009]",
    ]);
  });

  it('RV010 non-numeric', async () => {
    const out = await checkMutated(M, [{ file: QOBS, from: '\n5.66 ', to: '\nx5.66 ' }]);
    expect(only('RV010', out)).toEqual([
      "data_obs/Salmon-River-Near-Prince-George_Qobs_daily.rvt:4:1: error: non-numeric value 'x5.66' in the :ObservationData time series [RV010]",
    ]);
  });

  it('RV011 series-header', async () => {
    const out = await checkMutated(M, [
      { file: QOBS, from: ' 1954-01-01  0:00:00   1  20819', to: ' 1954-01-01  0:00:00   1' },
    ]);
    expect(only('RV011', out)).toEqual([
      "data_obs/Salmon-River-Near-Prince-George_Qobs_daily.rvt:2:1: error: :ObservationData needs a header 'yyyy-mm-dd hh:mm:ss timestep count' before its values [RV011]",
    ]);
  });

  it('RV012 series-count', async () => {
    const out = await checkMutated(M, [
      { file: QOBS, from: ' 1954-01-01  0:00:00   1  20819', to: ' 1954-01-01  0:00:00   1  20820' },
    ]);
    expect(only('RV012', out)).toEqual([
      'data_obs/Salmon-River-Near-Prince-George_Qobs_daily.rvt:1:1: error: :ObservationData has 20819 values but its header says 20820 [RV012]',
    ]);
  });

  it('RV013 series-end', async () => {
    // Raven expects :EndData right after a :ReadFromNetCDF block.
    const out = await checkMutated(CORPUS.gr4jNetcdf, [
      {
        file: 'raven-gr4j-salmon.rvt',
        from: /:EndReadFromNetCDF(\r?\n)/,
        to: ':EndReadFromNetCDF$1      1.0$1',
      },
    ]);
    expect(only('RV013', out)).toEqual([
      'raven-gr4j-salmon.rvt:19:1: error: Raven expects the end of :Data right after :ReadFromNetCDF [RV013]',
    ]);
  });

  it('RV014 series-columns', async () => {
    const out = await checkMutated(M, [
      {
        file: METEO,
        from: '0.000000 6.664471 -11.351411 -3.207881 0.000000',
        to: '0.000000 6.664471 -11.351411 -3.207881',
      },
    ]);
    expect(only('RV014', out)).toEqual([
      'data_obs/Salmon-River-Near-Prince-George_meteo_daily.rvt:6:1: error: :MultiData row has 4 values but 5 parameters [RV014]',
    ]);
  });

  // Line 21 is above :SoilModel: Raven 4.12.1 only prints the error, keeps its default routing and stops for
  // want of a channel profile ("No channel profiles specified in .rvp file"; unknownValue.test.ts).
  it('RV015 unknown-value', async () => {
    const out = await checkMutated(M, [{ file: RVI, from: 'ROUTE_NONE', to: 'ROUE_NONE' }]);
    expect(only('RV015', out)).toEqual([
      "raven-hbv-salmon.rvi:21:27: error: 'ROUE_NONE' is not a value Raven knows for method: did you mean ROUTE_NONE? Before :SoilModel Raven only prints this error and runs on with ROUTE_STORAGECOEFF (its default), which routes through channels; the .rvp defines no channel profile, so Raven stops [RV015]",
    ]);
  });

  it('RV102 redirect-depth', async () => {
    const out = await checkMutated(M, [
      {
        file: 'raven-hbv-salmon.rvt',
        from: ':RedirectToFile data_obs/Salmon-River-Near-Prince-George_meteo_daily.rvt',
        to: ':RedirectToFile raven-hbv-salmon.rvt',
      },
    ]);
    expect(only('RV102', out)).toEqual([
      'raven-hbv-salmon.rvt:30:19: error: Raven stops here: :RedirectToFile may not be nested more than 2 levels deep in .rvt files [RV102]',
      'raven-hbv-salmon.rvt:34:17: error: Raven stops here: :RedirectToFile may not be nested more than 2 levels deep in .rvt files [RV102]',
    ]);
  });

  it('RV001 and RV002 are safeguards: any byte inserted anywhere in a corpus file leaves them silent', async () => {
    // rvkit's tokenizer splits every byte sequence as Raven does, so neither is reachable from a file.
    const bytes = fc.uint8Array({ minLength: 1, maxLength: 8 }).map((b) => Buffer.from(b).toString('latin1'));
    const cases = fc.sample(fc.tuple(fc.nat(2000), bytes), { numRuns: 20, seed: 11 });
    for (const [at, text] of cases) {
      const out = await checkMutated(M, [
        { file: RVI, from: new RegExp(`^([\\s\\S]{${at}})`), to: `$1${text.replace(/\$/g, '$$$$')}` },
      ]);
      expect([...only('RV001', out), ...only('RV002', out)]).toEqual([]);
    }
  });
});
