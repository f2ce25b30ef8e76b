/**
 * Salmon GR4J as a three-member EnKF ensemble Raven completes, for the EnKF warning rules: rainfall perturbed,
 * the streamflow of a subbasin group assimilated from the observed hydrograph the .rvt flags for assimilation.
 * Without :SilentMode (in both copies): with it, each EnKF member warns of the .rvc's :Timestamp.
 */
import { CORPUS, type Replace } from './harness.js';
import { ravenWarned, type Warned } from './ravenWarned.js';

export const SALMON = CORPUS.salmonGr4j;
export const SALMON_RVI = 'raven-gr4j-salmon.rvi';
/** The observed hydrograph of subbasin 1, daily from the model's start (1954-01-01). */
export const SALMON_QOBS = 'data_obs/Salmon-River-Near-Prince-George_Qobs_daily.rvt';

/** The EnKF model with these .rvi lines, more edits, and more .rve lines; run by Raven and rvkit check. */
export function salmonEnkf(
  rvi: string,
  more: readonly Replace[] = [],
  rve: readonly string[] = [],
): Promise<Warned> {
  return ravenWarned(
    SALMON,
    [
      { file: SALMON_RVI, from: ':SoilModel', to: `:EnsembleMode ENSEMBLE_ENKF 3\n${rvi}\n:SoilModel` },
      {
        file: 'raven-gr4j-salmon.rvh',
        from: ':EndHRUs',
        to: ':EndHRUs\n:SubBasinGroup AllSB\n  1\n:EndSubBasinGroup',
      },
      { file: 'raven-gr4j-salmon.rvt', from: /$/, to: '\n:AssimilateStreamflow 1\n' },
      ...more,
    ],
    {
      'raven-gr4j-salmon.rve': Buffer.from(
        [
          ':ForcingPerturbation RAINFALL DIST_GAMMA 1.0 0.1 MULTIPLICATIVE',
          ':AssimilatedState STREAMFLOW AllSB',
          ...rve,
          '',
        ].join('\n'),
      ),
    },
    [{ file: SALMON_RVI, from: ':SilentMode', to: '' }],
  );
}
