/** Ensemble Kalman filter modes and the perturbation distributions of the .rve (`:EnKFMode`, `:ForcingPerturbation`, `:ObservationErrorModel`). */
import { type EnumValue, enumValues, literalEnum } from './enum.js';
import { optionEnum } from './ravenNames.js';

/** EnKF run modes. */
export const EnKFMode = optionEnum(
  ':EnKFMode',
  {
    CLOSED_LOOP: 'ENKF_CLOSED_LOOP',
    FORECAST: 'ENKF_FORECAST',
    OPEN_FORECAST: 'ENKF_OPEN_FORECAST',
    OPEN_LOOP: 'ENKF_OPEN_LOOP',
    SPINUP: 'ENKF_SPINUP',
  },
  'mode',
  'rve',
);
/** An EnKF run mode. */
export type EnKFMode = EnumValue<typeof EnKFMode>;
/** Every EnKF run mode. */
export const EnKFModeValues = enumValues(EnKFMode);

/** Perturbation distributions (the `dist` field). */
export const Distribution = literalEnum(['DIST_UNIFORM', 'DIST_NORMAL', 'DIST_GAMMA']);
/** A perturbation distribution. */
export type Distribution = EnumValue<typeof Distribution>;
/** Every perturbation distribution. */
export const DistributionValues = enumValues(Distribution);

/** How a perturbation is applied (the `adj` field). */
export const Adjustment = literalEnum(['ADDITIVE', 'MULTIPLICATIVE']);
/** A perturbation adjustment. */
export type Adjustment = EnumValue<typeof Adjustment>;
/** Every perturbation adjustment. */
export const AdjustmentValues = enumValues(Adjustment);
