/** Estimation and interpolation of meteorological forcings (`:AirPressureMethod`, `:RelativeHumidityMethod`, `:WindspeedMethod`, `:MonthlyInterpolationMethod`, `:SubdailyMethod`, `:Interpolation`, `:RechargeMethod`). */
import { type EnumValue, enumValues } from './enum.js';
import { optionEnum } from './ravenNames.js';

/** Air pressure estimation methods. */
export const AirPressureMethod = optionEnum(':AirPressureMethod', 'AIRPRESS_', [
  'BASIC',
  'CONST',
  'DATA',
  'UBC',
]);
/** An air pressure estimation method. */
export type AirPressureMethod = EnumValue<typeof AirPressureMethod>;
/** Every air pressure estimation method. */
export const AirPressureMethodValues = enumValues(AirPressureMethod);

/** Gauge-to-HRU interpolation methods. */
export const Interpolation = optionEnum(':Interpolation', 'INTERP_', [
  'AVERAGE_ALL',
  'FROM_FILE',
  'INVERSE_DISTANCE',
  'NEAREST_NEIGHBOR',
]);
/** A gauge-to-HRU interpolation method. */
export type Interpolation = EnumValue<typeof Interpolation>;
/** Every gauge-to-HRU interpolation method. */
export const InterpolationValues = enumValues(Interpolation);

/** Interpolation methods of monthly values. */
export const MonthlyInterpolationMethod = optionEnum(':MonthlyInterpolationMethod', 'MONTHINT_', [
  'LINEAR_21',
  'LINEAR_FOM',
  'LINEAR_MID',
  'UNIFORM',
]);
/** An interpolation method of monthly values. */
export type MonthlyInterpolationMethod = EnumValue<typeof MonthlyInterpolationMethod>;
/** Every interpolation method of monthly values. */
export const MonthlyInterpolationMethodValues = enumValues(MonthlyInterpolationMethod);

/** Groundwater recharge methods. */
export const RechargeMethod = optionEnum(':RechargeMethod', 'RECHARGE_', ['DATA', 'NONE']);
/** A groundwater recharge method. */
export type RechargeMethod = EnumValue<typeof RechargeMethod>;
/** Every groundwater recharge method. */
export const RechargeMethodValues = enumValues(RechargeMethod);

/**
 * Relative humidity estimation methods. Raven 4.12.1 reads neither RELHUM_CORR nor WINDVEL_CORR: the models
 * refuse them (see ravenNames.ts).
 */
export const RelativeHumidityMethod = optionEnum(
  ':RelativeHumidityMethod',
  'RELHUM_',
  ['CONSTANT', 'CORR', 'DATA', 'MINDEWPT', 'WINDVEL'],
  { spelled: { WINDVEL: 'WINDVEL_CORR' } },
);
/** A relative humidity estimation method. */
export type RelativeHumidityMethod = EnumValue<typeof RelativeHumidityMethod>;
/** Every relative humidity estimation method. */
export const RelativeHumidityMethodValues = enumValues(RelativeHumidityMethod);

/** Sub-daily downscaling methods. */
export const SubdailyMethod = optionEnum(':SubdailyMethod', 'SUBDAILY_', ['NONE', 'SIMPLE', 'UBC']);
/** A sub-daily downscaling method. */
export type SubdailyMethod = EnumValue<typeof SubdailyMethod>;
/** Every sub-daily downscaling method. */
export const SubdailyMethodValues = enumValues(SubdailyMethod);

/** Wind speed estimation methods. */
export const WindspeedMethod = optionEnum(':WindspeedMethod', 'WINDVEL_', ['CONSTANT', 'DATA', 'UBC']);
/** A wind speed estimation method. */
export type WindspeedMethod = EnumValue<typeof WindspeedMethod>;
/** Every wind speed estimation method. */
export const WindspeedMethodValues = enumValues(WindspeedMethod);
