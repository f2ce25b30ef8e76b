/** Grid weights as Raven's `:GridWeights` block, through the typed model (one writer of the block's text). */
import { GridWeights } from '../models/rvt/gridWeights.js';
import { GridWeightRows } from '../models/shapes/gridWeightRows.js';
import { linesText } from '../models/commandText/lines.js';
import type { GridWeightsResult } from './gridWeights.js';

/** The typed `:GridWeights` of a result. */
export function gridWeightsModel(result: GridWeightsResult): GridWeights {
  return new GridWeights({
    number_hrus: result.numberHrus,
    number_grid_cells: result.numberCells,
    data: new GridWeightRows(result.hru, result.cell, result.weight),
  });
}

/** The text of the block, as a file of its own holds it (the target of a `:RedirectToFile`). */
export function gridWeightsText(result: GridWeightsResult, header: readonly string[] = []): string {
  return header.map((l) => `# ${l}\n`).join('') + linesText(gridWeightsModel(result).toLines());
}
