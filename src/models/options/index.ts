/** The option enumerations of the interface and the shared enumerations, as exact Raven strings. */
export * from './enum.js';
export * from './ravenNames.js';
export * from './forcing.js';
export * from './states.js';
export * from './parameters.js';
export * from './time.js';
export * from './routing.js';
export * from './evaporation.js';
export * from './orographic.js';
export * from './radiation.js';
export * from './meteorology.js';
export * from './precipitation.js';
export * from './soil.js';
export * from './diagnostics.js';
export * from './ensemble.js';
export * from './customOutput.js';
export * from './conditional.js';
