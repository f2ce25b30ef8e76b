/**
 * The gauge weights file of `:Interpolation FROM_FILE`: Raven reads its first line of two or more tokens as
 * the number of gauges and the number of HRUs (with `(int)atof`; comment lines and `:GaugeWeightTable` are
 * skipped) and stops when they differ from the model's (ModelInitialize.cpp, GenerateGaugeWeights).
 */
import type { CheckHost } from '../project/host.js';
import { interpolationFile, type DataFileRef } from './dataFiles.js';
import type { ModelFacts } from './facts.js';
import { sToI } from './ravenNumbers.js';
import { oncePerModelAnd } from './memo.js';

/** The counts the weights file declares. */
export interface WeightsHeader {
  readonly file: DataFileRef;
  readonly gauges: number;
  readonly hrus: number;
}

/** The header of the model's gauge weights file, when the model interpolates FROM_FILE and the file reads. */
export const weightsHeaderOf: (model: ModelFacts, host: CheckHost) => Promise<WeightsHeader | undefined> =
  oncePerModelAnd(readHeader);

async function readHeader(model: ModelFacts, host: CheckHost): Promise<WeightsHeader | undefined> {
  const file = interpolationFile(model);
  // With gridded forcing Raven does not need gauge weights for the forcings the grid gives.
  if (!file || model.rvt.grids.length > 0) return undefined;
  const text = await host.readText(file.opened);
  if (text === undefined) return undefined;
  for (const line of text.split('\n')) {
    const tokens = ravenTokens(line);
    if (tokens.length === 0 || tokens[0].startsWith('#') || tokens[0].startsWith('*')) continue;
    if (tokens[0] === ':GaugeWeightTable') continue;
    if (tokens.length >= 2) return { file, gauges: sToI(tokens[0]), hrus: sToI(tokens[1]) };
  }
  return undefined;
}

/** The tokens Raven's parser makes of a line: split at blanks and commas, cut at a later word starting `#`. */
export function ravenTokens(line: string): string[] {
  const words = line.split(/[ \t,\r\n]+/).filter((w) => w.length > 0);
  const cut = words.findIndex((w, i) => i > 0 && w.startsWith('#'));
  return cut < 0 ? words : words.slice(0, cut);
}
