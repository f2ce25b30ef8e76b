/** The typed models: importing this module registers every command class with its Raven command. */
export * from './modelClass/index.js';
export * from './symbolic/index.js';
export * from './sections/index.js';
export * from './rvi/index.js';
export * from './rvh/index.js';
export * from './rvc/index.js';
export * from './rve/index.js';
export * from './rvp/index.js';
export * from './rvt/index.js';
export * as options from './options/index.js';
