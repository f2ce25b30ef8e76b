import { CORPUS } from '../harness.js';
import { ravenWarned } from '../ravenWarned.js';

const M = CORPUS.salmonGr4j;
const RVI = 'raven-gr4j-salmon.rvi';
const RVE = 'raven-gr4j-salmon.rve';

const EVERY = [
  ':ObjectiveFunction 1 NASH_SUTCLIFFE',
  ':ForcingPerturbation RAINFALL DIST_GAMMA 1 1 MULTIPLICATIVE',
  ':AssimilatedState STREAMFLOW AllSB',
  ':SolutionRunName solution',
  ':WindowSize 3',
  ':ObservationErrorModel STREAMFLOW DIST_NORMAL 1 0.07 MULTIPLICATIVE',
  ':EnKFMode ENKF_SPINUP',
  ':ExtraRVTFilename extra.rvt',
];

/** The model in an ensemble mode, with an .rve of these lines. */
const inMode = (mode: string, lines: readonly string[]) =>
  ravenWarned(M, [{ file: RVI, from: ':SoilModel', to: `:EnsembleMode ${mode} 2\n:SoilModel` }], {
    [RVE]: Buffer.from(`${lines.join('\n')}\n`, 'latin1'),
  });

describe('RV591 ensemble-command-ignored, against Raven 4.12.1', () => {
  it("predicts Raven's warning for each EnKF command and the DDS objective of a Monte Carlo ensemble", async () => {
    const out = await inMode('ENSEMBLE_MONTECARLO', EVERY);
    expect(out.completes).toBe(true);
    const ids = [1, 2, 4, 5, 6, 7, 8, 9].map((n) => `ParseEnsembleFile#${n}`).sort();
    expect(out.raven).toEqual(ids);
    expect(out.rvkit).toEqual(ids);
    expect(out.shown[4]).toBe(
      `${RVE}:5:1: :WindowSize serves ENSEMBLE_ENKF only, and the .rvi sets ENSEMBLE_MONTECARLO: Raven warns (":WindowSize command will be ignored; only valid for EnKF ensemble simulation.") and goes on without it [RV591]`,
    );
  }, 120_000);

  it('says nothing of a Monte Carlo ensemble that uses only its own commands', async () => {
    const out = await inMode('ENSEMBLE_MONTECARLO', [':RunNameFormat run*']);
    expect(out).toEqual({ completes: true, raven: [], rvkit: [], shown: [] });
  }, 120_000);
});
