/** The emulators: Config subclasses with a model structure and a symbolic parameter mapping. */
export { GR4JCN, GR4JCN_DEFINITION, GR4JCN_PARAMS } from './gr4jcn.js';
export { HBVEC, HBVEC_DEFINITION, HBVEC_PARAMS } from './hbvec.js';
export { HYPR, HYPR_DEFINITION, HYPR_PARAMS } from './hypr.js';
export { HMETS, HMETS_DEFINITION, HMETS_PARAMS } from './hmets.js';
export { Mohyse, MOHYSE_DEFINITION, MOHYSE_PARAMS } from './mohyse.js';
export { SACSMA, SACSMA_DEFINITION, SACSMA_PARAMS } from './sacsma.js';
export { CanadianShield, CANADIANSHIELD_DEFINITION, CANADIANSHIELD_PARAMS } from './canadianShield.js';
export { Blended, BLENDED_DEFINITION, BLENDED_PARAMS } from './blended.js';
export { BasicRoute, BASICROUTE_DEFINITION } from './basicRoute.js';
export { EMULATORS, emulatorNamed, type EmulatorClass, type EmulatorEntry } from './catalogue.js';
export {
  EmulatorConfig,
  emulatorPlain,
  namedParams,
  symbols,
  withHruClasses,
  type EmulatorDefinition,
  type EmulatorInput,
  type HruClasses,
  type ParamSpec,
  type ParamValues,
} from './emulatorConfig.js';
// The pieces the emulators' fields are written with, for writing one's own emulator.
export {
  commonFields,
  conditional,
  constantSeasonal,
  plainOf,
  processRow,
  RAVEN_MANUAL,
  withGaugeCorrections,
} from './structure.js';
