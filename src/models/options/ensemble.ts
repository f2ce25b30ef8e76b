/** Ensemble Kalman filter modes and the perturbation distributions of the .rve (`:EnKFMode`, `:ForcingPerturbation`, `:ObservationErrorModel`). */
import { type EnumValue, enumValues } from './enum.js';
import { optionEnum } from './ravenNames.js';

/** EnKF run modes. */
export const EnKFMode = optionEnum(
  ':EnKFMode',
  'ENKF_',
  ['CLOSED_LOOP', 'FORECAST', 'OPEN_FORECAST', 'OPEN_LOOP', 'SPINUP'],
  { arg: 'mode', fileType: 'rve' },
);
/** An EnKF run mode. */
export type EnKFMode = EnumValue<typeof EnKFMode>;
/** Every EnKF run mode. */
export const EnKFModeValues = enumValues(EnKFMode);

/** Perturbation distributions (the `dist` field). */
export const Distribution = optionEnum(
  ':ForcingPerturbation',
  '',
  ['DIST_UNIFORM', 'DIST_NORMAL', 'DIST_GAMMA'],
  { arg: 'dist', fileType: 'rve' },
);
/** A perturbation distribution. */
export type Distribution = EnumValue<typeof Distribution>;
/** Every perturbation distribution. */
export const DistributionValues = enumValues(Distribution);

/** How a perturbation is applied (the `adj` field). */
export const Adjustment = optionEnum(':ForcingPerturbation', '', ['ADDITIVE', 'MULTIPLICATIVE'], {
  arg: 'adj',
  fileType: 'rve',
});
/** A perturbation adjustment. */
export type Adjustment = EnumValue<typeof Adjustment>;
/** Every perturbation adjustment. */
export const AdjustmentValues = enumValues(Adjustment);
