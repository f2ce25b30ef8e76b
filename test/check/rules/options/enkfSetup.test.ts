import { CORPUS, type Replace } from '../harness.js';
import { ravenDecided } from '../ravenDecided.js';

const M = CORPUS.salmonGr4j;
const RVI = 'raven-gr4j-salmon.rvi';
const PERTURB = ':ForcingPerturbation PRECIP DIST_NORMAL 1 0.1 MULTIPLICATIVE';
const STATE = ':AssimilatedState STREAMFLOW AllSB';

/** Salmon GR4J as an EnKF ensemble of `members`, its subbasin in group AllSB, with an .rve of these lines. */
const enkf = (members: number, lines: readonly string[]) => {
  const edits: Replace[] = [
    { file: RVI, from: /(:SoilModel[^\n]*\n)/, to: `$1:EnsembleMode ENSEMBLE_ENKF ${members}\n` },
    { file: 'raven-gr4j-salmon.rvh', from: /$/, to: '\n:SubBasinGroup AllSB\n  1\n:EndSubBasinGroup\n' },
  ];
  return ravenDecided(M, edits, {
    'raven-gr4j-salmon.rve': Buffer.from(`${[...lines, ':AssimilateStreamflow 1'].join('\n')}\n`, 'latin1'),
  });
};

describe('RV593 enkf-setup, against Raven 4.12.1', () => {
  it('reports an EnKF ensemble of one member', async () => {
    const out = await enkf(1, [PERTURB, STATE]);
    expect(out.ravenErrors).toEqual([
      'CEnKFEnsemble::Initialize: number of EnKF ensemble members must be >1',
    ]);
    expect(out.rvkit).toEqual([
      `${RVI}:18:29: an EnKF ensemble of 1 member(s): Raven stops ("CEnKFEnsemble::Initialize: number of EnKF ensemble members must be >1") [RV593]`,
    ]);
  }, 120_000);

  it('reports an .rve without forcing perturbation', async () => {
    const out = await enkf(3, [STATE]);
    expect(out.ravenErrors).toEqual([
      'CEnKFEnsemble::Initialize: at least one forcing perturbation must be set using :ForcingPerturbation command',
    ]);
    expect(out.rvkit).toEqual([
      `${RVI}:18:15: an EnKF ensemble whose .rve has no :ForcingPerturbation: Raven stops after reading the model ("CEnKFEnsemble::Initialize: at least one forcing perturbation must be set using :ForcingPerturbation command") [RV593]`,
    ]);
  }, 120_000);

  it('reports an .rve whose only assimilated state Raven drops', async () => {
    const out = await enkf(3, [PERTURB, ':AssimilatedState SOIL[9] AllSB']);
    expect(out.ravenErrors).toEqual([
      'CEnKFEnsemble::Initialize: at least one assimilated state must be set in :ForcingPerturbation command',
    ]);
    expect(out.rvkit).toEqual([
      `${RVI}:18:15: an EnKF ensemble whose .rve has no :AssimilatedState Raven keeps: Raven stops after reading the model ("CEnKFEnsemble::Initialize: at least one assimilated state must be set in :ForcingPerturbation command") [RV593]`,
    ]);
  }, 120_000);

  it('says nothing of an EnKF ensemble Raven runs', async () => {
    const out = await enkf(3, [PERTURB, STATE]);
    expect(out).toEqual({ ravenFails: false, ravenErrors: [], rvkit: [] });
  }, 120_000);
});
