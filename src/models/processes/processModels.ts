/**
 * The specialised process models of the interface (document 2), each a real class named after its model and
 * built by one factory from the process catalogue (`PROCESS_MODELS`): its algo rule, its `to` rule, its extra
 * fields and the Raven command it writes (`:-->Overflow` for Overflow).
 */
import { field, type FieldOptions } from '../modelClass/field.js';
import { t, type TypeSpec } from '../modelClass/types.js';
import {
  EXTENSION_PROCESS_MODELS,
  PROCESS_MODEL_NAMES,
  PROCESS_MODELS,
  type ProcessModelName,
  type ProcessModelSpec,
} from './catalogue.js';
import { Process } from '../rvi/process.js';
import { registerKind } from './processItems.js';
import { registerProcessCommand } from './processLine.js';

/** A process model class whose instances are `T`. */
export type ProcessModelClass<T extends Process = Process> = (new (plain?: object) => T) & typeof Process;

/** A process with the fraction p written after its targets (Flush, Split). */
export type ProcessWithFraction = Process & { p: number | null };

function algoField(spec: ProcessModelSpec): [TypeSpec, FieldOptions] {
  const doc = 'Algorithm of the process.';
  switch (spec.algo.kind) {
    case 'oneOf': {
      const { aliases, refused } = spec.algo;
      const type = t.enumOf(spec.algo.values, `the ${spec.name} algorithms`, { aliases, refused });
      return [type, spec.algo.default === null ? { doc } : { default: spec.algo.default, doc }];
    }
    case 'constant':
      return [t.literal(spec.algo.value), { default: spec.algo.value, doc }];
    case 'free':
      return [t.str(), { default: spec.algo.default, doc }];
  }
}

/** Builds the class of a process model of the interface. */
export function processModel<T extends Process = Process>(name: ProcessModelName): ProcessModelClass<T> {
  return processModelOf<T>(PROCESS_MODELS[name]);
}

/** Builds the class of a process model from its catalogue entry. */
function processModelOf<T extends Process = Process>(spec: ProcessModelSpec): ProcessModelClass<T> {
  const name = spec.name;
  const cls = { [name]: class extends Process {} }[name];
  const proto = cls.prototype;
  field(...algoField(spec))(proto, 'algo');
  if (spec.to.required || spec.to.length !== null) {
    const size = spec.to.length ?? undefined;
    field(t.list(t.str(), { size }), spec.to.required ? {} : { default: () => [] })(proto, 'to');
  }
  for (const f of spec.fields) {
    // Raven clamps the :Flush fraction to [0, 1] (min(max(p, 0), 1)): a value outside would be misread.
    const bounds = name === 'Flush' ? { ge: 0, le: 1 } : {};
    field(t.float(bounds), { nullable: f.nullable, default: f.default, doc: 'Fraction moved.' })(
      proto,
      f.name,
    );
  }
  Object.defineProperty(cls, 'ravenName', { value: spec.command });
  Object.defineProperty(cls, 'extraFields', { value: spec.fields.map((f) => f.name) });
  // Raven reads :Split RAVEN_DEFAULT FROM TO1 TO2 FRACTION and :Flush RAVEN_DEFAULT FROM TO {FRACTION}.
  const toSlots = spec.fields.length > 0 ? (spec.to.length ?? 1) : null;
  Object.defineProperty(cls, 'toSlots', { value: toSlots });
  registerKind(cls);
  registerProcessCommand(cls);
  return cls as unknown as ProcessModelClass<T>;
}

/** Abstraction of rainfall or snowmelt into depression storage. */
export const Abstraction = processModel('Abstraction');
export type Abstraction = Process;
/** Baseflow from a store to surface water. */
export const Baseflow = processModel('Baseflow');
export type Baseflow = Process;
/** Drip of intercepted water from the canopy. */
export const CanopyDrip = processModel('CanopyDrip');
export type CanopyDrip = Process;
/** Evaporation of intercepted rain. */
export const CanopyEvaporation = processModel('CanopyEvaporation');
export type CanopyEvaporation = Process;
/** Sublimation of intercepted snow (also read from `:CanopySnowEvap`, its older name). */
export const CanopySublimation = processModel('CanopySublimation');
export type CanopySublimation = Process;
/** Capillary rise, spelled as in the interface; writes `:CapillaryRise`, which reads back as CapillaryRise. */
export const CapilaryRise = processModel('CapilaryRise');
export type CapilaryRise = Process;
/** Upward movement of water between soil stores. */
export const CapillaryRise = processModel('CapillaryRise');
export type CapillaryRise = Process;
/** Unit-hydrograph convolution. */
export const Convolve = processModel('Convolve');
export type Convolve = Process;
/** Accumulation of crop heat units. */
export const CropHeatUnitEvolve = processModel('CropHeatUnitEvolve');
export type CropHeatUnitEvolve = Process;
/** Overflow of depression storage. */
export const DepressionOverflow = processModel('DepressionOverflow');
export type DepressionOverflow = Process;
/** Melt of glacier ice. */
export const GlacierMelt = processModel('GlacierMelt');
export type GlacierMelt = Process;
/** Release of glacier melt water. */
export const GlacierRelease = processModel('GlacierRelease');
export type GlacierRelease = Process;
/** Infiltration of ponded water. */
export const Infiltration = processModel('Infiltration');
export type Infiltration = Process;
/** Lateral interflow. */
export const Interflow = processModel('Interflow');
export type Interflow = Process;
/** Evaporation from the lake store. */
export const LakeEvaporation = processModel('LakeEvaporation');
export type LakeEvaporation = Process;
/** Freezing and thawing of lake ice. */
export const LakeFreeze = processModel('LakeFreeze');
export type LakeFreeze = Process;
/** Release of lake storage. */
export const LakeRelease = processModel('LakeRelease');
export type LakeRelease = Process;
/** Evaporation from open water. */
export const OpenWaterEvaporation = processModel('OpenWaterEvaporation');
export type OpenWaterEvaporation = Process;
/** Water above a store's capacity moved to another store, written `:-->Overflow`. */
export const Overflow = processModel('Overflow');
export type Overflow = Process;
/** Downward movement of water between soil stores. */
export const Percolation = processModel('Percolation');
export type Percolation = Process;
/** Recharge into a soil store. */
export const Recharge = processModel('Recharge');
export type Recharge = Process;
/** Seepage from depression storage. */
export const Seepage = processModel('Seepage');
export type Seepage = Process;
/** Evolution of snow albedo. */
export const SnowAlbedoEvolve = processModel('SnowAlbedoEvolve');
export type SnowAlbedoEvolve = Process;
/** Snowpack melt and refreeze balance. */
export const SnowBalance = processModel('SnowBalance');
export type SnowBalance = Process;
/** Snowmelt (obsolete in Raven). */
export const SnowMelt = processModel('SnowMelt');
export type SnowMelt = Process;
/** Refreezing of liquid water in the snowpack. */
export const SnowRefreeze = processModel('SnowRefreeze');
export type SnowRefreeze = Process;
/** Evolution of the snowpack temperature. */
export const SnowTempEvolve = processModel('SnowTempEvolve');
export type SnowTempEvolve = Process;
/** Soil moisture redistribution (SAC-SMA). */
export const SoilBalance = processModel('SoilBalance');
export type SoilBalance = Process;
/** Evapotranspiration from soil. */
export const SoilEvaporation = processModel('SoilEvaporation');
export type SoilEvaporation = Process;
/** Sublimation from snow. */
export const Sublimation = processModel('Sublimation');
export type Sublimation = Process;
/** A store moved (all, or the fraction p in [0, 1]) into another each time step. */
export const Flush = processModel<ProcessWithFraction>('Flush');
export type Flush = ProcessWithFraction;
/** Equilibrates a store across an HRU group (Raven's form needs the group: not writable from this model). */
export const LateralEquilibrate = processModel('LateralEquilibrate');
export type LateralEquilibrate = Process;
/** Lateral flush between HRU groups (Raven's form needs the groups: not writable from this model). */
export const LateralFlush = processModel('LateralFlush');
export type LateralFlush = Process;
/** Distribution of precipitation to the receiving stores. */
export const Precipitation = processModel('Precipitation');
export type Precipitation = Process;
/** A store split between two stores, the fraction p going to the first. */
export const Split = processModel<ProcessWithFraction>('Split');
export type Split = ProcessWithFraction;

/** Every process model class of the interface, by model name. */
export const PROCESS_CLASSES: Readonly<Record<ProcessModelName, ProcessModelClass>> = Object.freeze({
  Abstraction,
  Baseflow,
  CanopyDrip,
  CanopyEvaporation,
  CanopySublimation,
  CapilaryRise,
  CapillaryRise,
  Convolve,
  CropHeatUnitEvolve,
  DepressionOverflow,
  GlacierMelt,
  GlacierRelease,
  Infiltration,
  Interflow,
  LakeEvaporation,
  LakeFreeze,
  LakeRelease,
  OpenWaterEvaporation,
  Overflow,
  Percolation,
  Recharge,
  Seepage,
  SnowAlbedoEvolve,
  SnowBalance,
  SnowMelt,
  SnowRefreeze,
  SnowTempEvolve,
  SoilBalance,
  SoilEvaporation,
  Sublimation,
  Flush,
  LateralEquilibrate,
  LateralFlush,
  Precipitation,
  Split,
});

/** The extension models: the process commands Raven reads that the interface has no model for. */
export const EXTENSION_PROCESS_CLASSES: Readonly<Record<string, ProcessModelClass>> = Object.freeze(
  Object.fromEntries(EXTENSION_PROCESS_MODELS.map((spec) => [spec.name, processModelOf(spec)])),
);

// Every model of the catalogue has its class here: a model added to the catalogue must be added above.
for (const name of PROCESS_MODEL_NAMES)
  if (!PROCESS_CLASSES[name]) throw new Error(`process model ${name} has no class in processModels.ts`);
