/**
 * The subbasin properties Raven knows by name (SubBasin.cpp CSubBasin::SetBasinProperties and
 * GetBasinProperties, which hold the same names): the columns of :SubBasinProperties and the SUBBASIN
 * parameters of ensemble, live-file and FEWS parameter updates.
 */
export const SUBBASIN_PROPERTIES: readonly string[] = [
  'TIME_CONC',
  'TIME_TO_PEAK',
  'TIME_LAG',
  'RES_CONSTANT',
  'NUM_RESERVOIRS',
  'GAMMA_SHAPE',
  'GAMMA_SCALE',
  'DIVERT_FRACT',
  'FLUSH_FRACT',
  'Q_REFERENCE',
  'MANNINGS_N',
  'SLOPE',
  'DIFFUSIVITY',
  'CELERITY',
  'RAIN_CORR',
  'SNOW_CORR',
  'RECHARGE_CORR',
  'TEMP_CORR',
  'REACH_HRU_ID',
  'HYPORHEIC_FLUX',
  'CONVECT_COEFF',
  'SENS_EXCH_COEFF',
  'GW_EXCH_COEFF',
  'RIVERBED_CONDUCTIVITY',
  'RIVERBED_THICKNESS',
  'LAKEBED_CONDUCTIVITY',
  'LAKEBED_THICKNESS',
  'LAKE_CONVECT_COEFF',
  'RESERVOIR_DISABLED',
  'CORR_REACH_LENGTH',
  'RESERVOIR_CREST_WIDTH',
];
