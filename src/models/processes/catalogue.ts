/**
 * The hydrologic process models of the interface as data: for each model, the Raven command it writes inside
 * `:HydrologicProcesses`, the algorithms it allows, and its extra fields. The process classes are built on it.
 *
 * Every process model has the fields algo, source and to of Process; source (a state variable or null, default
 * null) and each entry of to (default empty) must be state variables (`isStateVariable`). Unknown fields are
 * rejected. Algorithm lists are the interface's, exactly (its odd spellings kept); Raven 4.12.1 reads a
 * different set for some (see `grammar/rvi-processes.ts` for what the engine reads).
 */

/** The algorithm word of processes whose algorithm Raven does not choose between (the spec's MODEL_DEFAULT). */
export const RAVEN_DEFAULT = 'RAVEN_DEFAULT';

/** How a process model constrains its algo field. */
export type AlgoSpec =
  /** One of `values`; required when `default` is null. */
  | { readonly kind: 'oneOf'; readonly values: readonly string[]; readonly default: string | null }
  /** Always `value` (the default, so never required). */
  | { readonly kind: 'constant'; readonly value: string }
  /** Any string, with a default. */
  | { readonly kind: 'free'; readonly default: string };

/** An extra scalar field of a process model, written after the targets. */
export interface ProcessFieldSpec {
  /** Field name. */
  readonly name: string;
  /** Value type. */
  readonly type: 'float';
  /** Whether null may be given explicitly. */
  readonly nullable: boolean;
  /** Default value (null: written as nothing). */
  readonly default: null;
}

/** The rule on a process model's `to` list. */
export interface ToSpec {
  /** Whether `to` must be given. */
  readonly required: boolean;
  /** The exact number of entries, or null for any number. */
  readonly length: number | null;
}

/** One process model of the interface. */
export interface ProcessModelSpec {
  /** Model (class) name in the interface. */
  readonly name: string;
  /** The Raven command written at the start of the line. */
  readonly command: string;
  /** The algo rule. */
  readonly algo: AlgoSpec;
  /** The to rule. */
  readonly to: ToSpec;
  /** Extra fields beyond algo, source and to, in writing order. */
  readonly fields: readonly ProcessFieldSpec[];
  /** What the interface or Raven says beyond the fields, when it says anything. */
  readonly note?: string;
}

const ANY_TO: ToSpec = { required: false, length: null };
const NO_FIELDS: readonly ProcessFieldSpec[] = [];

/** A process whose algo must be one of `values` (required). */
function oneOf<const N extends string>(
  name: N,
  values: readonly string[],
  note?: string,
): ProcessModelSpec & { readonly name: N } {
  return {
    name,
    command: `:${name}`,
    algo: { kind: 'oneOf', values, default: null },
    to: ANY_TO,
    fields: NO_FIELDS,
    ...(note === undefined ? {} : { note }),
  };
}

/** The process models of the table of allowed algorithms, in the interface's order. */
const ALGORITHM_TABLE = [
  oneOf('Abstraction', ['ABST_PERCENTAGE', 'ABST_FILL', 'ABST_SCS', 'ABST_PDMROF']),
  oneOf('Baseflow', [
    'BASE_LINEAR',
    'BASE_LINEAR_CONSTRAIN',
    'BASE_LINEAR_ANALYTIC',
    'BASE_POWER_LAW',
    'BASE_CONSTANT',
    'BASE_VIC',
    'BASE_THRESH_POWER',
    'BASE_THRESH_STOR',
    'BASE_GR4J',
    'BASE_TOPMODEL',
    'BASE_SACRAMENTO',
  ]),
  oneOf('CanopyDrip', ['CANDRIP_RUTTER', 'CANDRIP_SLOWDRAIN']),
  oneOf('CanopyEvaporation', ['CANEVP_RUTTER', 'CANEVP_MAXIMUM', 'CANEVP_ALL']),
  oneOf('CanopySublimation', ['CANEVP_ALL', 'CANEVP_MAXIMUM', 'CANSUBLIM_ALL', 'CANSUBLIM_MAXIMUM']),
  {
    ...oneOf(
      'CapilaryRise',
      ['CRISE_HBV'],
      'Name spelled as in the interface. The reference library writes its class name, :CapilaryRise, which ' +
        'Raven does not read; the command Raven reads is :CapillaryRise.',
    ),
    command: ':CapillaryRise',
  },
  oneOf('CapillaryRise', ['RISE_HBV', 'CRISE_HBV']),
  oneOf('Convolve', ['CONVOL_GR4J_1', 'CONVOL_GR4J_2', 'CONVOL_GAMMA', 'CONVOL_GAMMA_2']),
  oneOf('CropHeatUnitEvolve', ['CHU_ONTARIO']),
  oneOf('DepressionOverflow', ['DFLOW_THRESHPOW', 'DFLOW_LINEAR']),
  oneOf('GlacierMelt', ['GMELT_SIMPLE_MELT', 'GMELT_HBV', 'GMELT_UBC']),
  oneOf('GlacierRelease', ['GRELEASE_LINEAR', 'GRELEASE_HBV_EC']),
  oneOf('Infiltration', [
    'INF_RATIONAL',
    'INF_SCS',
    'INF_ALL_INFILTRATES',
    'INF_GR4J',
    'INF_GREEN_AMPT',
    'INF_GA_SIMPLE',
    'INF_UPSCALED_GREEN_AMPT',
    'INF_HBV',
    'INF_UBC',
    'INF_VIC',
    'INF_VIC_ARNO',
    'INF_PRMS',
    'INF_HMETS',
  ]),
  oneOf('Interflow', ['INTERFLOW_PRMS']),
  oneOf('LakeEvaporation', ['LAKE_EVAP_BASIC']),
  oneOf('LakeFreeze', ['LFREEZE_BASIC', 'LFREEZE_THERMAL']),
  oneOf('LakeRelease', ['LAKEREL_LINEAR']),
  oneOf('OpenWaterEvaporation', ['OPEN_WATER_EVAP', 'OPEN_WATER_RIPARIAN']),
  {
    ...oneOf('Overflow', ['OVERFLOW_RAVEN', RAVEN_DEFAULT]),
    command: ':-->Overflow',
  },
  oneOf('Percolation', [
    'PERC_GAWSER',
    'PERC_LINEAR',
    'PERC_POWER_LAW',
    'PERC_PRMS',
    'PERC_SACRAMENTO',
    'PERC_CONSTANT',
    'PERC_GR4J',
    'PERC_GR4JEXCH',
    'PERC_GR4JEXCH2',
  ]),
  oneOf('Recharge', [
    'RECHARGE_FROMFILE',
    'RECHARGE_CONSTANT',
    'RECHARGE_DEFAULT',
    'RECHARGE_CONSTANT_OVERLAP',
    'RECHARGE_DATA',
    'RECHARGE_FLUX',
    RAVEN_DEFAULT,
  ]),
  oneOf('Seepage', ['SEEP_LINEAR']),
  oneOf('SnowAlbedoEvolve', ['SNOALB_UBC']),
  oneOf('SnowBalance', [
    'SNOBAL_SIMPLE_MELT',
    'SNOBAL_COLD_CONTENT',
    'SNOBAL_HBV',
    'SNOBAL_TWO_LAYER',
    'SNOBAL_CEMA_NIEGE',
    'SNOBAL_HMETS',
    'SNOWBAL_GAWSER',
    'SNOWBAL_UBC',
  ]),
  oneOf('SnowMelt', ['MELT_POTMELT']),
  oneOf('SnowRefreeze', ['FREEZE_DEGREE_DAY']),
  oneOf('SnowTempEvolve', ['SNOTEMP_NEWTONS']),
  oneOf('SoilBalance', ['SOILBAL_SACSMA']),
  oneOf('SoilEvaporation', [
    'SOILEVAP_VIC',
    'SOILEVAP_HBV',
    'SOILEVAP_HYPR',
    'SOILEVAL_CHU',
    'SOILEVAP_UBC',
    'SOILEVAP_GR4J',
    'SOILEVAP_TOPMODEL',
    'SOILEVAP_SEQUEN',
    'SOILEVAP_ROOT',
    'SOILEVAP_ROOT_CONSTRAIN',
    'SOILEVAP_ROOTFRAC',
    'SOILEVAP_GAWSER',
    'SOILEVAP_FEDERER',
    'SOILEVAP_ALL',
    'SOILEVAP_LINEAR',
    'SOILEVAP_SACSMA',
    'SOILEVAP_HYMOD2',
  ]),
  oneOf('Sublimation', [
    'SUBLIM_SVERDRUP',
    'SUBLIM_KUZMIN',
    'SUBLIM_CENTRAL_SIERRA',
    'SUBLIM_PSBM',
    'SUBLIM_WILLIAMS',
  ]),
] as const satisfies readonly ProcessModelSpec[];

/** The fraction written after the targets (`:Flush … 0.5`, `:Split … 0.9`). */
const fraction = (nullable: boolean): ProcessFieldSpec => ({
  name: 'p',
  type: 'float',
  nullable,
  default: null,
});

/** The process models with a default algo or extra fields, in the interface's order. */
const SPECIAL_TABLE = [
  {
    name: 'Flush',
    command: ':Flush',
    algo: { kind: 'constant', value: RAVEN_DEFAULT },
    to: ANY_TO,
    fields: [fraction(true)],
  },
  {
    name: 'LateralEquilibrate',
    command: ':LateralEquilibrate',
    algo: { kind: 'free', default: RAVEN_DEFAULT },
    to: ANY_TO,
    fields: NO_FIELDS,
    note:
      'Instantaneously equilibrates groundwater storage in basin HRUs. Raven reads ' +
      ':LateralEquilibrate RAVEN_DEFAULT HRU_GROUP STATE_VAR MIXING_RATE {INTERBASIN}.',
  },
  {
    name: 'LateralFlush',
    command: ':LateralFlush',
    algo: { kind: 'free', default: RAVEN_DEFAULT },
    to: ANY_TO,
    fields: NO_FIELDS,
    note: 'Raven reads :LateralFlush RAVEN_DEFAULT FROM_HRU_GROUP FROM_SV To TO_HRU_GROUP TO_SV {INTERBASIN}.',
  },
  {
    name: 'Precipitation',
    command: ':Precipitation',
    algo: { kind: 'oneOf', values: ['PRECIP_RAVEN', RAVEN_DEFAULT], default: 'PRECIP_RAVEN' },
    to: ANY_TO,
    fields: NO_FIELDS,
  },
  {
    name: 'Split',
    command: ':Split',
    algo: { kind: 'free', default: RAVEN_DEFAULT },
    to: { required: true, length: 2 },
    fields: [fraction(false)],
    note: 'p is a float whose default is null; Raven needs it (:Split RAVEN_DEFAULT FROM TO1 TO2 FRACTION).',
  },
] as const satisfies readonly ProcessModelSpec[];

/** The name of a process model of the interface. */
export type ProcessModelName =
  (typeof ALGORITHM_TABLE)[number]['name'] | (typeof SPECIAL_TABLE)[number]['name'];

/** Every process model of the interface, by name. */
export const PROCESS_MODELS: Readonly<Record<ProcessModelName, ProcessModelSpec>> = Object.freeze(
  Object.fromEntries([...ALGORITHM_TABLE, ...SPECIAL_TABLE].map((spec) => [spec.name, spec])) as Record<
    ProcessModelName,
    ProcessModelSpec
  >,
);

/** Every process model name, in the interface's order (the algorithm table, then the special models). */
export const PROCESS_MODEL_NAMES: readonly ProcessModelName[] = Object.freeze(
  [...ALGORITHM_TABLE, ...SPECIAL_TABLE].map((spec) => spec.name),
);

/** The algo a process model takes when none is given, or null when algo is required. */
export function defaultAlgo(spec: ProcessModelSpec): string | null {
  return spec.algo.kind === 'constant' ? spec.algo.value : spec.algo.default;
}

/** Whether `algo` is allowed for the process model. */
export function allowsAlgo(spec: ProcessModelSpec, algo: string): boolean {
  switch (spec.algo.kind) {
    case 'oneOf':
      return spec.algo.values.includes(algo);
    case 'constant':
      return algo === spec.algo.value;
    case 'free':
      return true;
  }
}

/** The commands around and between the process lines of `:HydrologicProcesses`. */
export const PROCESS_BLOCK = Object.freeze({
  /** Opens the process list (Raven also reads `:HydrologicalProcesses`). */
  begin: ':HydrologicProcesses',
  /** Closes the process list. */
  end: ':EndHydrologicProcesses',
  /** Opens a weighted group of processes. */
  groupBegin: ':ProcessGroup',
  /** Closes a group: `:EndProcessGroup CALCULATE_WTS w1 w2 …`. */
  groupEnd: ':EndProcessGroup',
  /** The keyword before the group weights. */
  groupWeights: 'CALCULATE_WTS',
  /** Restricts the process line above it: `:-->Conditional HRU_TYPE IS GLACIER`. */
  conditional: ':-->Conditional',
});
