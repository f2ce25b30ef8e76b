/**
 * The hydrologic process models of the interface as data: for each model, the Raven command it writes inside
 * `:HydrologicProcesses`, the algorithms it allows, and its extra fields. The process classes are built on it.
 *
 * Every process model has the fields algo, source and to of Process; source (a state variable or null, default
 * null) and each entry of to (default empty) must be state variables (`isStateVariable`). Unknown fields are
 * rejected. Where Raven checks the algorithm, the allowed algorithms are the catalogue's (`grammar/`, what
 * Raven 4.12.1 reads), and the interface's spellings Raven does not read are taken from the alias table
 * (`options/ravenNames.ts`): accepted and written as Raven's name, or refused where Raven reads none.
 */
import { HYDROLOGIC_PROCESSES } from '../../../grammar/rvi/processes.js';
import { aliasesOf, ravenValues, refusedOf } from '../options/ravenNames.js';

/** The algorithm word of processes whose algorithm Raven does not choose between (the spec's MODEL_DEFAULT). */
export const RAVEN_DEFAULT = 'RAVEN_DEFAULT';

/** How a process model constrains its algo field. */
export type AlgoSpec =
  /**
   * One of `values`; required when `default` is null. `aliases` are other accepted spellings (held and written
   * as the value they stand for), `refused` spellings refused with a reason.
   */
  | {
      readonly kind: 'oneOf';
      readonly values: readonly string[];
      readonly default: string | null;
      readonly aliases?: Readonly<Record<string, string>>;
      readonly refused?: Readonly<Record<string, string>>;
    }
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

/**
 * A process whose algo is required and must be one the catalogue lists for `command` (the interface's
 * spellings of the alias table accepted or refused).
 */
function fromGrammar<const N extends string>(
  name: N,
  command = `:${name}`,
  note?: string,
): ProcessModelSpec & { readonly name: N } {
  return {
    name,
    command,
    algo: {
      kind: 'oneOf',
      values: ravenValues(command, 'algorithm'),
      default: null,
      aliases: aliasesOf(command),
      refused: refusedOf(command),
    },
    to: ANY_TO,
    fields: NO_FIELDS,
    ...(note === undefined ? {} : { note }),
  };
}

/** The process models of the table of allowed algorithms, in the interface's order. */
const ALGORITHM_TABLE = [
  fromGrammar('Abstraction'),
  fromGrammar('Baseflow'),
  fromGrammar('CanopyDrip'),
  fromGrammar('CanopyEvaporation'),
  fromGrammar('CanopySublimation'),
  fromGrammar(
    'CapilaryRise',
    ':CapillaryRise',
    'Name spelled as in the interface. The reference library writes its class name, :CapilaryRise, which ' +
      'Raven does not read; the command Raven reads is :CapillaryRise.',
  ),
  fromGrammar('CapillaryRise'),
  fromGrammar('Convolve'),
  fromGrammar('CropHeatUnitEvolve'),
  fromGrammar('DepressionOverflow'),
  fromGrammar('GlacierMelt'),
  fromGrammar('GlacierRelease'),
  fromGrammar('Infiltration'),
  fromGrammar('Interflow'),
  fromGrammar('LakeEvaporation'),
  fromGrammar('LakeFreeze'),
  fromGrammar('LakeRelease'),
  fromGrammar('OpenWaterEvaporation'),
  // Raven reads any algorithm word on :Overflow (it has one algorithm): the interface's two are kept.
  {
    name: 'Overflow',
    command: ':-->Overflow',
    algo: { kind: 'oneOf', values: ['OVERFLOW_RAVEN', RAVEN_DEFAULT], default: null },
    to: ANY_TO,
    fields: NO_FIELDS,
  },
  fromGrammar('Percolation'),
  fromGrammar('Recharge'),
  fromGrammar('Seepage'),
  fromGrammar('SnowAlbedoEvolve'),
  fromGrammar('SnowBalance'),
  fromGrammar('SnowMelt'),
  fromGrammar('SnowRefreeze'),
  fromGrammar('SnowTempEvolve'),
  fromGrammar('SoilBalance'),
  fromGrammar('SoilEvaporation'),
  fromGrammar('Sublimation'),
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

/**
 * The process commands Raven reads that the interface has no model for (`:GlacierInfiltration` …): each an
 * extension model made the same way from its catalogue entry, named after its command.
 */
export const EXTENSION_PROCESS_MODELS: readonly ProcessModelSpec[] = Object.freeze(
  HYDROLOGIC_PROCESSES.filter((spec) => {
    const names = [spec.name, ...(spec.aliases ?? [])];
    return ![...ALGORITHM_TABLE, ...SPECIAL_TABLE].some((m) => names.includes(m.command));
  }).map((spec): ProcessModelSpec => {
    const name = spec.name.slice(1);
    const note = 'An extension: the interface has no model for this process.';
    const algo = spec.args?.[0];
    if (algo?.name === 'algorithm' && algo.type === 'enum') return fromGrammar(name, spec.name, note);
    return {
      name,
      command: spec.name,
      algo: { kind: 'free', default: RAVEN_DEFAULT },
      to: ANY_TO,
      fields: NO_FIELDS,
      note,
    };
  }),
);

/** Every process model name, in the interface's order (the algorithm table, then the special models). */
export const PROCESS_MODEL_NAMES: readonly ProcessModelName[] = Object.freeze(
  [...ALGORITHM_TABLE, ...SPECIAL_TABLE].map((spec) => spec.name),
);

/** The algo a process model takes when none is given, or null when algo is required. */
export function defaultAlgo(spec: ProcessModelSpec): string | null {
  return spec.algo.kind === 'constant' ? spec.algo.value : spec.algo.default;
}

/** Whether `algo` is allowed for the process model (an interface spelling Raven reads under another name too). */
export function allowsAlgo(spec: ProcessModelSpec, algo: string): boolean {
  switch (spec.algo.kind) {
    case 'oneOf':
      return spec.algo.values.includes(algo) || Object.hasOwn(spec.algo.aliases ?? {}, algo);
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
