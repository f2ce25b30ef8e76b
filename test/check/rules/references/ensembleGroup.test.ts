import { CORPUS, type Replace } from '../harness.js';
import { ravenDecided } from '../ravenDecided.js';

const M = CORPUS.salmonGr4j;
const RVE = 'raven-gr4j-salmon.rve';
const PERTURB = ':ForcingPerturbation PRECIP DIST_NORMAL 1 0.1 MULTIPLICATIVE';

/** Salmon GR4J as an EnKF ensemble of 3, its subbasin in group AllSB, with an .rve of these lines. */
const enkf = (lines: readonly string[]) => {
  const edits: Replace[] = [
    { file: 'raven-gr4j-salmon.rvi', from: /(:SoilModel[^\n]*\n)/, to: '$1:EnsembleMode ENSEMBLE_ENKF 3\n' },
    { file: 'raven-gr4j-salmon.rvh', from: /$/, to: '\n:SubBasinGroup AllSB\n  1\n:EndSubBasinGroup\n' },
  ];
  return ravenDecided(M, edits, {
    [RVE]: Buffer.from(`${[...lines, ':AssimilateStreamflow 1'].join('\n')}\n`, 'latin1'),
  });
};

describe('RV293 ensemble-group, against Raven 4.12.1', () => {
  it('reports the unknown groups of :AssimilatedState, for a subbasin state and an HRU state', async () => {
    const out = await enkf([
      PERTURB,
      ':AssimilatedState STREAMFLOW AllSubbasins',
      ':AssimilatedState SNOW AllHRUs',
    ]);
    expect(out.ravenErrors).toEqual([
      'ParseEnsembleFile: :AssimilatedState subbasin/HRU group does not exist',
      'Errors found in input data. See Raven_errors.txt for details',
    ]);
    expect(out.rvkit).toEqual([
      `${RVE}:2:30: :AssimilatedState STREAMFLOW: subbasin group 'AllSubbasins' does not exist: Raven stops ("ParseEnsembleFile: :AssimilatedState subbasin/HRU group does not exist") [RV293]`,
      `${RVE}:3:24: :AssimilatedState SNOW: HRU group 'AllHRUs' does not exist: Raven stops ("ParseEnsembleFile: :AssimilatedState subbasin/HRU group does not exist") [RV293]`,
    ]);
  }, 120_000);

  it('reports the unknown HRU group of a :ForcingPerturbation, on which Raven crashes', async () => {
    const out = await enkf([`${PERTURB} Uplands`, ':AssimilatedState STREAMFLOW AllSB']);
    expect(out.ravenFails).toBe(true);
    expect(out.ravenErrors).toEqual([]);
    expect(out.rvkit).toEqual([
      `${RVE}:1:62: :ForcingPerturbation: HRU group 'Uplands' does not exist: Raven does not check, and crashes (segmentation fault) before the simulation [RV293]`,
    ]);
  }, 120_000);
});
