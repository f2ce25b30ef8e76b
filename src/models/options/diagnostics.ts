/** Performance metrics Raven computes against observations (`:EvaluationMetrics`). */
import { type EnumValue, enumValues } from './enum.js';
import { optionEnum } from './ravenNames.js';

/**
 * Evaluation metrics. The interface shows every member except those between ABSMAX and DIAG_SPEARMAN (in its
 * alphabetical order); those four (ABS_PCT_BIAS, ABS_PCT_PDIFF, DAILY_KGE, DAILY_NSE) are the diagnostic names
 * Raven 4.12.1 reads that sort there (src/Diagnostics.cpp, StringToDiagnostic). Raven itself reads `RCOEF` and
 * `SPEARMAN`, not the interface's `RCOEFF` and `DIAG_SPEARMAN` (it warns "Invalid diagnostic" on those two):
 * the members hold Raven's names.
 */
export const EvaluationMetrics = optionEnum(':EvaluationMetrics', '', [
  'ABSERR',
  'ABSERR_RUN',
  'ABSMAX',
  'ABS_PCT_BIAS',
  'ABS_PCT_PDIFF',
  'DAILY_KGE',
  'DAILY_NSE',
  'DIAG_SPEARMAN',
  'FUZZY_NASH',
  'KGE_PRIME',
  'KLING_GUPTA',
  'LOG_NASH',
  'NASH_SUTCLIFFE',
  'NSC',
  'PCT_BIAS',
  'PDIFF',
  'RCOEFF',
  'RMSE',
  'TMVOL',
]);
/** An evaluation metric. */
export type EvaluationMetrics = EnumValue<typeof EvaluationMetrics>;
/** Every evaluation metric. */
export const EvaluationMetricsValues = enumValues(EvaluationMetrics);
