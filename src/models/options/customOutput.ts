/** The aggregation choices of `:CustomOutput` (fields time_per, stat and space_agg). */
import { type EnumValue, enumValues, literalEnum } from './enum.js';

/** Time aggregation periods (time_per). */
export const CustomOutputTimePer = literalEnum(['DAILY', 'MONTHLY', 'YEARLY', 'WATER_YEARLY', 'CONTINUOUS']);
/** A time aggregation period. */
export type CustomOutputTimePer = EnumValue<typeof CustomOutputTimePer>;
/** Every time aggregation period. */
export const CustomOutputTimePerValues = enumValues(CustomOutputTimePer);

/** Statistics over each period (stat). */
export const CustomOutputStat = literalEnum([
  'AVERAGE',
  'MAXIMUM',
  'MINIMUM',
  'RANGE',
  'MEDIAN',
  'QUARTILES',
]);
/** A statistic. */
export type CustomOutputStat = EnumValue<typeof CustomOutputStat>;
/** Every statistic. */
export const CustomOutputStatValues = enumValues(CustomOutputStat);

/** Spatial aggregations (space_agg). */
export const CustomOutputSpaceAgg = literalEnum([
  'BY_BASIN',
  'BY_HRU',
  'BY_HRU_GROUP',
  'BY_SB_GROUP',
  'ENTIRE_WATERSHED',
]);
/** A spatial aggregation. */
export type CustomOutputSpaceAgg = EnumValue<typeof CustomOutputSpaceAgg>;
/** Every spatial aggregation. */
export const CustomOutputSpaceAggValues = enumValues(CustomOutputSpaceAgg);
