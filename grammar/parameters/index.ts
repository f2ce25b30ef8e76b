/**
 * The parameter tables of Raven 4.12: which .rvp parameters a model needs (from its .rvi options and
 * processes), what Raven does when one is missing, and the limits it enforces on values.
 */
export * from './types.js';
export * from './optionParams.js';
export * from './extraParams.js';
export * from './processes/index.js';
export * from './classes/index.js';
export * from './limits.js';
export * from './subbasinProperties.js';
