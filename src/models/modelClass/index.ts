/** The model base: field declarations, kinds of models, construction and validation errors. */
export { construct, fieldProblems, locationOf } from './construct.js';
export { ConfigValidationError, formatProblem, type Problem, type SourceLocation } from './errors.js';
export { field, fieldsOf, type FieldMeta, type FieldOptions } from './field.js';
export {
  Command,
  FlatCommand,
  LineCommand,
  ListCommand,
  Model,
  Record,
  RootCommand,
  RootRecord,
  toPlain,
} from './model.js';
export { keepSource, sourceNode } from './source.js';
export { bindings, classFor, command, type Binding, type CommandClass } from './registry.js';
export { t, type ModelClass, type TypeSpec } from './types.js';
