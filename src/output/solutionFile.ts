/**
 * Reading a solution file (`solution.rvc`) from disk into the rvc models. The text is read by the models'
 * `parseSolution`, which uses no Node API; the file system lives here, above the models.
 */
import { readFileSync } from 'node:fs';
import { parseSolution, type Solution, type SolutionOptions } from '../models/solution/parseSolution.js';

/** Reads a solution file. */
export async function readSolution(path: string, options: SolutionOptions = {}): Promise<Solution> {
  // A solution file is a few kilobytes: one synchronous read costs less than a trip through the thread pool.
  return parseSolution(readFileSync(path, 'latin1'), options);
}

/** The spec's `parse_solution(fn, calendar)`: the commands of a solution file. */
export function parse_solution(fn: string, calendar = 'PROLEPTIC_GREGORIAN'): Promise<Solution> {
  return readSolution(fn, { calendar });
}
