/** The .rvi catalogue, forcing estimation and correction methods. */
import { oneOf, optional, variadic, word } from '../common.js';
import { method, path } from './builders.js';
import { ORO_CORRECTIONS, PET_ARGS, POTMELT_METHODS } from './values.js';
import type { CommandSpec } from '../types.js';

/** How forcings are estimated and corrected (PET, melt, radiation, interpolation …). */
export const FORCING_METHODS: readonly CommandSpec[] = [
  {
    name: ':Evaporation',
    args: PET_ARGS,
    doc: 'Potential evapotranspiration method; with PET_DATA, the second method fills gaps in the data.',
  },
  {
    name: ':OW_Evaporation',
    args: PET_ARGS,
    doc: 'Open-water potential evaporation method; with PET_DATA, the second method fills gaps.',
  },
  method(
    ':OroPETCorrect',
    ['HBV', 'PRMS', 'NONE', 'OROCORR_HBV', 'OROCORR_PRMS', 'OROCORR_UBCWM', 'OROCORR_NONE'],
    'Orographic correction of PET.',
  ),
  method(
    ':RainSnowFraction',
    [
      'USE_DATA',
      'DINGMAN',
      'HBV',
      'UBC',
      'HSPF',
      'RAINSNOW_DATA',
      'RAINSNOW_DINGMAN',
      'RAINSNOW_HBV',
      'RAINSNOW_UBCWM',
      'RAINSNOW_HSPF',
      'RAINSNOW_HARDER',
      'RAINSNOW_WANG',
      'RAINSNOW_SNTHERM89',
      'RAINSNOW_CLASS',
      'RAINSNOW_THRESHOLD',
    ],
    'Method that splits precipitation into rain and snow.',
    { aliases: [':RainSnowMethod'] },
  ),
  method(
    ':CloudCoverMethod',
    ['USE_DATA', 'UBC', 'NONE', 'CLOUDCOV_DATA', 'CLOUDCOV_UBCWM', 'CLOUDCOV_NONE'],
    'Cloud cover estimation method.',
  ),
  method(
    ':LWRadiationMethod',
    [
      'USE_DATA',
      'DEFAULT',
      'UBC',
      'HSPF',
      'LW_RAD_DATA',
      'LW_RAD_DEFAULT',
      'LW_RAD_UBCWM',
      'LW_RAD_HSPF',
      'LW_RAD_VALIANTZAS',
      'LW_RAD_NONE',
    ],
    'Net longwave radiation estimation method.',
  ),
  method(
    ':SWRadiationMethod',
    ['SW_RAD_DATA', 'SW_RAD_DEFAULT', 'SW_RAD_UBCWM', 'UBC', 'SW_RAD_VALIANTZAS', 'SW_RAD_NONE'],
    'Shortwave radiation estimation method.',
  ),
  method(
    ':MonthlyInterpolationMethod',
    [
      'UNIFORM',
      'LINEAR_START_OF_MONTH',
      'LINEAR_FOM',
      'LINEAR_21',
      'LINEAR_MID',
      'MONTHINT_UNIFORM',
      'MONTHINT_LINEAR_FOM',
      'MONTHINT_LINEAR_21',
      'MONTHINT_LINEAR_MID',
    ],
    'How monthly values are interpolated to daily values.',
  ),
  method(
    ':RelativeHumidityMethod',
    ['CONSTANT', 'MINDEWPT', 'RELHUM_CONSTANT', 'RELHUM_MINDEWPT', 'RELHUM_DATA'],
    'Relative humidity estimation method.',
  ),
  {
    name: ':Interpolation',
    aliases: [':InterpolationMethod', ':MetGaugeInterpolation'],
    // With FROM_FILE the rest of the line is joined with spaces into the weights file name.
    args: [
      oneOf(
        'method',
        [
          'NEAREST_NEIGHBOR',
          'AVERAGE_ALL',
          'INVERSE_DISTANCE',
          'FROM_FILE',
          'INTERP_NEAREST_NEIGHBOR',
          'INTERP_AVERAGE_ALL',
          'INTERP_INVERSE_DISTANCE',
          'INTERP_INVERSE_DISTANCE_ELEVATION',
          'INTERP_FROM_FILE',
        ],
        'error',
      ),
      optional(variadic(path('weights_file'))),
    ],
    doc: 'How gauge forcings are interpolated to HRUs; FROM_FILE reads the weights from a file.',
  },
  method(
    ':WindspeedMethod',
    [
      'CONSTANT',
      'USE_DATA',
      'UBC',
      'WINDVEL_CONSTANT',
      'WINDVEL_DATA',
      'WINDVEL_UBC',
      'WINDVEL_UBCWM',
      'WINDVEL_UBC_MOD',
      'WINDVEL_SQRT',
      'WINDVEL_LOG',
    ],
    'Wind speed estimation method.',
  ),
  method(
    ':AirPressureMethod',
    [
      'BASIC',
      'UBC',
      'USE_DATA',
      'CONSTANT',
      'AIRPRESS_BASIC',
      'AIRPRESS_UBC',
      'AIRPRESS_DATA',
      'AIRPRESS_CONST',
    ],
    'Air pressure estimation method.',
  ),
  method(
    ':PrecipIceptFract',
    [
      'USER_SPECIFIED',
      'ICEPT_USER',
      'LAI_LINEAR',
      'ICEPT_LAI',
      'LAI_EXPONENTIAL',
      'ICEPT_EXPLAI',
      'PRECIP_ICEPT_NONE',
      'PRECIP_ICEPT_USER',
      'PRECIP_ICEPT_LAI',
      'PRECIP_ICEPT_EXPLAI',
      'PRECIP_ICEPT_HEDSTROM',
      'PRECIP_ICEPT_STICKY',
    ],
    'Method for the fraction of precipitation intercepted by the canopy.',
  ),
  method(
    ':OroTempCorrect',
    [...ORO_CORRECTIONS, 'OROCORR_WETDRY', 'OROCORR_NONE'],
    'Orographic correction of temperature.',
  ),
  method(
    ':OroPrecipCorrect',
    [...ORO_CORRECTIONS, 'OROCORR_NONE'],
    'Orographic correction of precipitation.',
  ),
  method(
    ':LWIncomingMethod',
    ['LW_INC_DATA', 'LW_INC_DEFAULT', 'LW_INC_SICART', 'LW_INC_SKYVIEW', 'LW_INC_DINGMAN'],
    'Incoming longwave radiation estimation method.',
  ),
  method(':PotentialMeltMethod', POTMELT_METHODS, 'Potential snowmelt estimation method.', {
    caseInsensitive: true,
  }),
  method(
    ':SubdailyMethod',
    ['NONE', 'SIMPLE', 'UBC', 'SUBDAILY_NONE', 'SUBDAILY_SIMPLE', 'SUBDAILY_UBC'],
    'How daily forcings are downscaled to sub-daily time steps.',
    { aliases: [':SubDailyMethod'] },
  ),
  method(
    ':SWCanopyCorrect',
    [
      'NONE',
      'STATIC',
      'DYNAMIC',
      'UBC',
      'SW_CANOPY_CORR_NONE',
      'SW_CANOPY_CORR_STATIC',
      'SW_CANOPY_CORR_DYNAMIC',
      'SW_CANOPY_CORR_UBCWM',
    ],
    'Canopy transmittance correction of shortwave radiation.',
  ),
  method(
    ':SWCloudCorrect',
    ['SW_CLOUD_CORR_NONE', 'SW_CLOUD_CORR_UBCWM', 'SW_CLOUD_CORR_DINGMAN', 'SW_CLOUD_CORR_ANNANDALE'],
    'Cloud cover correction of shortwave radiation.',
  ),
  {
    name: ':BlendedPETWeights',
    // Pairs `method weight …`, or with an odd count N methods and N-1 random numbers: a mix the schema
    // cannot type, so the tokens stay words.
    args: [variadic(word('methods_and_weights'))],
    doc: 'Methods and weights blended by PET_BLENDED (after :SoilModel).',
  },
  method(
    ':RechargeMethod',
    ['RECHARGE_NONE', 'RECHARGE_MODEL', 'RECHARGE_DATA'],
    'Groundwater recharge method.',
  ),
  method(
    ':NetSWRadMethod',
    ['NETSWRAD_CALC', 'NETSWRAD_DATA'],
    'Net shortwave radiation: calculated or from data.',
  ),
  {
    name: ':BlendedPotMeltWeights',
    args: [variadic(word('methods_and_weights'))],
    doc: 'Methods and weights blended by POTMELT_BLENDED (after :SoilModel).',
  },
  method(':SnowCoverDepletion', ['SNOWCOV_NONE', 'SNOWCOV_LINEAR'], 'Snow cover depletion curve method.'),
];
