/** The .rvi catalogue, model behaviour switches. */
import { int, oneOf } from '../common.js';
import { flag } from './builders.js';
import type { CommandSpec } from '../types.js';

/** Switches that change what the model does. */
export const BEHAVIOUR_COMMANDS: readonly CommandSpec[] = [
  flag(':EndPause', 'Waits for the ENTER key at the end of the run (also after a fatal error).'),
  flag(':RetainUBCWMBugs', 'Reproduces known quirks of the original UBC Watershed Model.'),
  flag(':DirectEvaporation', 'Takes evaporation directly from rainfall.'),
  {
    name: ':EnsembleMode',
    args: [
      oneOf('mode', ['ENSEMBLE_NONE', 'ENSEMBLE_DDS', 'ENSEMBLE_MONTECARLO', 'ENSEMBLE_ENKF'], 'error', {
        ravenDefault: 'ENSEMBLE_NONE',
      }),
      int('members'),
    ],
    doc: 'Runs an ensemble of the model, configured in the .rve file.',
  },
  flag(':SuppressCompetitiveET', 'Stops evaporation processes from competing for the same PET.'),
  flag(':SnowSuppressesPET', 'Sets PET to zero where there is snow on the ground.'),
  flag(':AllowSoilOverfill', 'Lets soil stores fill beyond their capacity.'),
  {
    name: ':RandomSeed',
    args: [int('seed')],
    doc: 'Seed of the random number generator (combined with the start date).',
  },
  flag(':UseStopFile', 'Stops the run cleanly when a stop file appears.'),
];
