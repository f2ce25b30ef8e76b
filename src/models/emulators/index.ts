/** The emulators: Config subclasses with a model structure and a symbolic parameter mapping. */
export { GR4JCN, GR4JCN_DEFINITION, GR4JCN_PARAMS } from './gr4jcn.js';
export {
  EmulatorConfig,
  emulatorPlain,
  namedParams,
  symbols,
  type EmulatorDefinition,
  type EmulatorInput,
  type HruClasses,
  type ParamSpec,
  type ParamValues,
} from './emulatorConfig.js';
