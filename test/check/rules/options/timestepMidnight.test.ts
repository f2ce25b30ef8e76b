import { CORPUS } from '../harness.js';
import { ravenWarned } from '../ravenWarned.js';

const M = CORPUS.salmonGr4j;
const RVI = 'raven-gr4j-salmon.rvi';
/** Salmon GR4J (daily, from 1954-01-01) started on another day with a time step of 1/49 day. */
const startingOn = (date: string) =>
  ravenWarned(M, [
    { file: RVI, from: /:StartDate +1954-01-01/, to: `:StartDate ${date}` },
    { file: RVI, from: /:TimeStep +1\.0/, to: ':TimeStep 0.0204' },
  ]);

describe('RV550 timestep-midnight, against Raven 4.12.1', () => {
  it("predicts the rounding of Raven's midnight test from day 235 with 1/49 day, and says nothing from day 234", async () => {
    const late = await startingOn('1954-08-23');
    const earlier = await startingOn('1954-08-22');
    expect(late.completes).toBe(true);
    expect(late.raven).toEqual(['ModelInitialize#9']);
    expect(late.rvkit).toEqual(['ModelInitialize#9']);
    expect(late.shown).toEqual([
      `${RVI}:14:11: a time step of 1/49 day from day 235 of the year fails Raven's midnight test by rounding ((1 − 234) / (1/49) = -11417.000000000002, just short of a whole number): Raven warns ("CModelInitialize: the model time step and model start time is such that midnight does not correspond to a time step ending. This will cause issues with use of daily temperature forcings (and potentially other errors) throughout the simulation.") [RV550]`,
    ]);
    expect(earlier).toEqual({ completes: true, raven: [], rvkit: [], shown: [] });
  }, 120_000);
});
