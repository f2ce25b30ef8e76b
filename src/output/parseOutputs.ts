/** `parse_outputs`: every standard output of one run, read at once. */
import type { Solution } from '../models/solution/parseSolution.js';
import type { Dataset } from './dataset.js';
import type { Diagnostics } from './diagnostics.js';
import { OutputReader } from './outputReader.js';

/** The outputs of a run; a value is null when its file was not found. */
export interface ParsedOutputs {
  readonly hydrograph: Dataset | null;
  readonly storage: Dataset | null;
  /** The end state (solution.rvc) as typed commands. */
  readonly solution: Solution | null;
  readonly diagnostics: Diagnostics | null;
  /** The text of Raven_errors.txt. */
  readonly messages: string | null;
}

/** Reads the outputs of run `runName` in `dir` (default: the current directory). */
export async function parseOutputs(
  runName: string | null,
  dir: string | null = null,
): Promise<ParsedOutputs> {
  const reader = new OutputReader(runName, dir);
  return {
    hydrograph: await reader.hydrograph,
    storage: await reader.storage,
    solution: reader.solution,
    diagnostics: reader.diagnostics,
    messages: reader.messages,
  };
}
