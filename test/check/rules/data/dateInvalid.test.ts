import { CORPUS, checkMutated, cleanUp, only } from '../harness.js';

afterAll(cleanUp);

describe('RV401 date-invalid', () => {
  it('points at a :StartDate that does not exist in the calendar', async () => {
    const out = await checkMutated(CORPUS.irondequoit, [
      { file: 'Irondequoit.rvi', from: '2000-01-01', to: '2001-02-29' },
    ]);
    expect(only('RV401', out)).toEqual([
      "Irondequoit.rvi:9:22: error: :StartDate: '2001-02-29': February 2001 has 28 days in the PROLEPTIC_GREGORIAN calendar; Raven stops reading the model here [RV401]",
    ]);
  });

  it("accepts 29 February in a leap year and day 31 of a 30-day month in a leap year (Raven's quirk)", async () => {
    const out = await checkMutated(CORPUS.irondequoit, [
      { file: 'Irondequoit.rvi', from: '2000-01-01', to: '2000-04-31' },
    ]);
    expect(only('RV401', out)).toEqual([]);
  });

  it('points at a series header month 13 and a malformed time', async () => {
    const out = await checkMutated(CORPUS.irondequoit, [
      { file: 'IrondequoitGauge.rvt', from: '2000-01-01 00:00:00', to: '2000-13-01 00:00:00' },
      { file: 'IrondequoitObserved.rvt', from: '2000-01-01 00:00:00', to: '2000-01-01 0:00' },
    ]);
    expect(only('RV401', out)).toEqual([
      "IrondequoitGauge.rvt:2:1: error: '2000-13-01' has month 13, after December; Raven stops reading the data here [RV401]",
      "IrondequoitObserved.rvt:2:12: error: '0:00' is not a time hh:mm:ss; Raven stops reading the data here [RV401]",
    ]);
  });

  it('points at the :EnsimTimeSeries line for a bad :StartTime in the .tb0 file', async () => {
    const out = await checkMutated(CORPUS.alouette, [
      { file: 'ALU.tb0', from: '1960/09/30', to: '1961/02/29' },
    ]);
    expect(only('RV401', out)).toEqual([
      "Alouette_ws.rvt:22:19: error: ALU.tb0 line 22: :StartTime '1961/02/29': February 1961 has 28 days in the PROLEPTIC_GREGORIAN calendar; Raven stops reading the data here [RV401]",
    ]);
  });
});
