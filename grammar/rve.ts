/**
 * The .rve catalogue: ensemble settings for Monte Carlo, DDS calibration and EnKF data assimilation
 * (ParseEnsembleFile.cpp). Read only when the .rvi sets an :EnsembleMode.
 */
import {
  CLASS_TYPES,
  COMMON_COMMENTS,
  DIAGNOSTICS,
  FILE_CONTROL,
  HEADER_COMMANDS,
  float,
  int,
  oneOf,
  optional,
  word,
} from './common.js';
import type { Arg, CommandSpec, FileCatalogue } from './types.js';

/** Distributions accepted by the engine (`DIST_LOGNORMAL2` takes the mean and deviation of x itself). */
const DISTRIBUTIONS = [
  'DIST_UNIFORM',
  'DIST_NORMAL',
  'DIST_LOGNORMAL',
  'DIST_LOGNORMAL2',
  'DIST_GAMMA',
] as const;
const ADJUSTMENTS = ['ADDITIVE', 'MULTIPLICATIVE'] as const;
const stateVar = (name: string): Arg => ({ name, type: 'stateVar' });

// ---------------------------------------------------------------------------------------------------------
// Member naming: a `*` in each pattern is replaced by the 1-based member number
// ---------------------------------------------------------------------------------------------------------

const FORMATS: readonly CommandSpec[] = [
  {
    name: ':OutputDirectoryFormat',
    // Tokens are concatenated with no separator, so spaces and commas vanish from the path.
    args: [{ name: 'dirname', type: 'path', variadic: true }],
    doc: 'Output directory of each member, with * for the member number.',
  },
  {
    name: ':RunNameFormat',
    args: [word('run_name')],
    doc: 'Run name of each member, with * for the member number.',
  },
  {
    name: ':EnsembleRVCFormat',
    args: [{ name: 'filename', type: 'path' }],
    doc: 'Initial-conditions file of each member, with * for the member number.',
  },
];

// ---------------------------------------------------------------------------------------------------------
// Monte Carlo and DDS: parameter distributions and the calibration objective
// ---------------------------------------------------------------------------------------------------------

const SAMPLING: readonly CommandSpec[] = [
  {
    name: ':ParameterDistributions',
    block: {
      end: { exact: [':EndParameterDistributions'] },
      // :Attributes and :Units are skipped wherever they appear.
      rows: {
        header: 'attributes',
        columns: [
          word('param_name'),
          // ParseEnsembleFile stops at once (BAD_DATA) on an unknown class or distribution.
          oneOf('class_type', CLASS_TYPES, 'fatal'),
          word('class_name'),
          float('base_value'),
          oneOf('dist', DISTRIBUTIONS, 'fatal'),
          float('p1'),
          float('p2'),
          optional(float('p3')),
        ],
      },
    },
    doc: 'Distribution sampled for each varied parameter (Monte Carlo and DDS).',
  },
  {
    name: ':ObjectiveFunction',
    // An unknown diagnostic is an error (BAD_DATA_WARN); a width in brackets is stripped first.
    args: [
      int('sb_id'),
      oneOf('diagnostic', DIAGNOSTICS, 'error', { indexed: true }),
      optional(word('period')),
    ],
    doc: 'Calibration target for DDS: a diagnostic at a subbasin, over a named evaluation period.',
  },
];

// ---------------------------------------------------------------------------------------------------------
// EnKF data assimilation (each is ignored with a warning outside EnKF mode)
// ---------------------------------------------------------------------------------------------------------

const ENKF: readonly CommandSpec[] = [
  {
    name: ':ForcingPerturbation',
    args: [
      word('forcing'),
      // Read only in EnKF mode (otherwise the command is skipped with a warning): then fatal (BAD_DATA).
      oneOf('dist', DISTRIBUTIONS, 'fatal'),
      float('p1'),
      float('p2'),
      oneOf('adj', ADJUSTMENTS, 'fatal'),
      optional(word('hru_grp')),
    ],
    doc: 'Random perturbation applied to a forcing in each member, optionally over an HRU group.',
  },
  {
    name: ':AssimilatedState',
    args: [stateVar('state'), word('group')],
    doc: 'State updated by the filter (STREAMFLOW or RESERVOIR_STAGE with a subbasin group, else an HRU group).',
  },
  {
    name: ':SolutionRunName',
    args: [optional(word('run_name'))],
    doc: 'Run name of the solution files that start the members (defaults to this run).',
  },
  {
    name: ':WindowSize',
    args: [int('window_size')],
    doc: 'Number of time steps in the assimilation window.',
  },
  {
    name: ':ObservationErrorModel',
    args: [
      stateVar('state'),
      oneOf('dist', DISTRIBUTIONS, 'fatal'),
      float('p1'),
      float('p2'),
      oneOf('adj', ADJUSTMENTS, 'fatal'),
    ],
    doc: 'Random error added to the observations of a state.',
  },
  {
    name: ':EnKFMode',
    args: [
      oneOf(
        'mode',
        [
          'ENKF_SPINUP',
          'ENKF_CLOSED_LOOP',
          'ENKF_OPEN_LOOP',
          'ENKF_FORECAST',
          'ENKF_OPEN_FORECAST',
          'ENKF_CLOSEDLOOP',
          'ENKF_OPENLOOP',
        ],
        'error',
      ),
    ],
    doc: 'Phase of the EnKF run (spin-up, closed or open loop, forecast).',
  },
  {
    name: ':ExtraRVTFilename',
    args: [{ name: 'filename', type: 'path' }],
    doc: 'Additional .rvt read for each member (may contain *); relative to the .rvi.',
  },
  {
    name: ':AssimilateStreamflow',
    args: [int('sb_id')],
    // Each line includes one more subbasin (ParseEnsembleFile.cpp, IncludeInAssimilation).
    repeats: true,
    doc: 'Includes a subbasin with observed flow in streamflow assimilation.',
  },
];

/** Every command the engine reads in a .rve file. */
export const rve: FileCatalogue = {
  fileType: 'rve',
  comments: COMMON_COMMENTS,
  commands: [...FILE_CONTROL, ...FORMATS, ...SAMPLING, ...ENKF, ...HEADER_COMMANDS],
  dispatchedNames: 17,
  strayLine: 'error',
  unknownCommandWarning: 'ParseEnsembleFile#12',
  redirectDepth: 1,
  redirectAnchor: 'rve',
};
