/** Symbolic parameters: variables, expression nodes, evaluation. */
export * from './expr.js';
export { exprFromJSON, parseExpr } from './parse.js';
export { Params, parseSymbolic } from './params.js';
