/** Shared by the .rvp model tests: the problems an action throws, as `path: message` (and where). */
export { locatedProblems, problems, validationError } from '../helpers.js';
