/** The aggregation choices of `:CustomOutput` (fields time_per, stat and space_agg). */
import { optionEnum } from './ravenNames.js';
import { type EnumValue, enumValues } from './enum.js';

/** Time aggregation periods (time_per). */
export const CustomOutputTimePer = optionEnum(
  ':CustomOutput',
  '',
  ['DAILY', 'MONTHLY', 'YEARLY', 'WATER_YEARLY', 'CONTINUOUS'],
  { arg: 'time_aggregation' },
);
/** A time aggregation period. */
export type CustomOutputTimePer = EnumValue<typeof CustomOutputTimePer>;
/** Every time aggregation period. */
export const CustomOutputTimePerValues = enumValues(CustomOutputTimePer);

/** Statistics over each period (stat). */
export const CustomOutputStat = optionEnum(
  ':CustomOutput',
  '',
  ['AVERAGE', 'MAXIMUM', 'MINIMUM', 'RANGE', 'MEDIAN', 'QUARTILES'],
  { arg: 'statistic' },
);
/** A statistic. */
export type CustomOutputStat = EnumValue<typeof CustomOutputStat>;
/** Every statistic. */
export const CustomOutputStatValues = enumValues(CustomOutputStat);

/** Spatial aggregations (space_agg). */
export const CustomOutputSpaceAgg = optionEnum(
  ':CustomOutput',
  '',
  ['BY_BASIN', 'BY_HRU', 'BY_HRU_GROUP', 'BY_SB_GROUP', 'ENTIRE_WATERSHED'],
  { arg: 'spatial_aggregation' },
);
/** A spatial aggregation. */
export type CustomOutputSpaceAgg = EnumValue<typeof CustomOutputSpaceAgg>;
/** Every spatial aggregation. */
export const CustomOutputSpaceAggValues = enumValues(CustomOutputSpaceAgg);
