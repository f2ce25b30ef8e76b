/**
 * The interface's (the spec's) spellings of option values and process algorithms that Raven 4.12.1 reads under
 * another name, per command, each with Raven's name for the same thing, or null where Raven reads nothing like
 * it. Every other value the typed models take is one the catalogue lists for its command. The catalogue's
 * enumerated arguments carry their row (`Arg.interfaceNames`); the table is kept whole here, as a constant,
 * so that the typed models' enumerations compute their literal types from it. Sources: Raven's keyword chains
 * in ParseInput.cpp (options, process algorithms) and StringToDiagnostic in Diagnostics.cpp (metrics).
 */
export const INTERFACE_NAMES = {
  // Options (the interface's option enumerations).
  ':Routing': { ROUTE_STORAGE_COEFF: 'ROUTE_STORAGECOEFF' },
  // Raven's exponential unit hydrograph is EXPONENTIAL_UH, a single linear reservoir (ROUTE_RESERVOIR_SERIES).
  ':CatchmentRoute': { ROUTE_EXPONENTIAL: 'EXPONENTIAL_UH' },
  ':Evaporation': { PET_HAMON_1961: 'PET_HAMON' },
  ':OW_Evaporation': { PET_HAMON_1961: 'PET_HAMON' },
  ':SWCanopyCorrect': { SW_CANOPY_CORR_UBC: 'SW_CANOPY_CORR_UBCWM' },
  ':LWRadiationMethod': { LW_RAD_UBC: 'LW_RAD_UBCWM' },
  ':RainSnowFraction': { RAINSNOW_UBC: 'RAINSNOW_UBCWM' },
  ':PotentialMeltMethod': { POTMELT_UBC: 'POTMELT_UBCWM' },
  ':OroTempCorrect': { OROCORR_UBC: 'OROCORR_UBCWM', OROCORR_UBC_2: 'OROCORR_UBCWM2' },
  ':OroPrecipCorrect': { OROCORR_UBC: 'OROCORR_UBCWM' },
  // Raven corrects PET with HBV, PRMS or UBCWM only.
  ':OroPETCorrect': { OROCORR_SIMPLELAPSE: null },
  ':CloudCoverMethod': { CLOUDCOV_UBC: 'CLOUDCOV_UBCWM' },
  // Raven reads RELHUM_CONSTANT, RELHUM_MINDEWPT and RELHUM_DATA only.
  ':RelativeHumidityMethod': { RELHUM_CORR: null, WINDVEL_CORR: null },
  ':EvaluationMetrics': { RCOEFF: 'RCOEF', DIAG_SPEARMAN: 'SPEARMAN' },
  // Process algorithms (the interface's table of allowed algorithms).
  ':Baseflow': { BASE_SACRAMENTO: null },
  ':CanopySublimation': { CANSUBLIM_ALL: 'SUBLIM_ALL', CANSUBLIM_MAXIMUM: 'SUBLIM_MAXIMUM' },
  ':Infiltration': { INF_UPSCALED_GREEN_AMPT: null },
  // Raven stops at once on an unknown :Recharge algorithm; its default is RAVEN_DEFAULT (RECHARGE_FROMFILE).
  ':Recharge': { RECHARGE_DEFAULT: null },
  ':SnowAlbedoEvolve': { SNOALB_UBC: 'SNOALB_UBCWM' },
  ':SnowBalance': { SNOWBAL_GAWSER: 'SNOBAL_GAWSER', SNOWBAL_UBC: 'SNOBAL_UBCWM' },
  ':SoilEvaporation': {
    SOILEVAL_CHU: 'SOILEVAP_CHU',
    SOILEVAP_ROOTFRAC: null,
    SOILEVAP_GAWSER: null,
    SOILEVAP_FEDERER: null,
  },
  ':Sublimation': { SUBLIM_PSBM: 'SUBLIM_PBSM', SUBLIM_WILLIAMS: null },
} as const satisfies Readonly<Record<string, Readonly<Record<string, string | null>>>>;
