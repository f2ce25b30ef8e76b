import { CORPUS } from '../harness.js';
import { ravenWarned } from '../ravenWarned.js';

const M = CORPUS.salmonGr4j;
const RVI = 'raven-gr4j-salmon.rvi';
const RVT = 'raven-gr4j-salmon.rvt';
const RVE = 'raven-gr4j-salmon.rve';

/** The model in an ensemble mode, with an .rve of these lines (and other edits). */
const inMode = (
  mode: string,
  lines: readonly string[],
  more: { file: string; from: string; to: string }[] = [],
) =>
  ravenWarned(M, [{ file: RVI, from: ':SoilModel', to: `:EnsembleMode ${mode} 2\n:SoilModel` }, ...more], {
    [RVE]: Buffer.from(`${lines.join('\n')}\n`, 'latin1'),
  });

describe('RV292 ensemble-assimilation, against Raven 4.12.1', () => {
  it("predicts Raven's warning for a subbasin that does not exist, and none for the observed one", async () => {
    const out = await inMode('ENSEMBLE_MONTECARLO', [':AssimilateStreamflow 99', ':AssimilateStreamflow 1']);
    expect(out.completes).toBe(true);
    expect(out.raven).toEqual(['ParseEnsembleFile#10']);
    expect(out.rvkit).toEqual(['ParseEnsembleFile#10']);
    expect(out.shown).toEqual([
      `${RVE}:1:23: :AssimilateStreamflow: subbasin 99 is not a subbasin of the .rvh: Raven warns ("ParseTimeSeries::Trying to assimilate streamflow at non-existent subbasin 99") and assimilates nothing there [RV292]`,
    ]);
  }, 120_000);

  it("predicts Raven's warnings for a subbasin without observed hydrograph and an EnKF state the model lacks", async () => {
    // Without its observed hydrograph (and without a forcing perturbation) Raven stops after reading the
    // .rve, in CEnKFEnsemble::Initialize: the warnings of the .rve are written before.
    const qobs = ':RedirectToFile data_obs/Salmon-River-Near-Prince-George_Qobs_daily.rvt';
    const out = await inMode(
      'ENSEMBLE_ENKF',
      [':AssimilatedState SOIL[9] AllSB', ':AssimilatedState SOIL[3] AllSB', ':AssimilateStreamflow 1'],
      [{ file: RVT, from: qobs, to: `# ${qobs}` }],
    );
    expect(out.raven).toEqual(['ParseEnsembleFile#11', 'ParseEnsembleFile#3']);
    expect(out.rvkit).toEqual(['ParseEnsembleFile#11', 'ParseEnsembleFile#3']);
  }, 120_000);
});
