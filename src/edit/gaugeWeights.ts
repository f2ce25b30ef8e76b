/**
 * The gauge weights file of `:Interpolation FROM_FILE`: a data file, not an RV file, whose first line of two or
 * more words gives the number of gauges and of HRUs, followed by one row of weights per HRU in the order the
 * `:HRUs` rows define them (ModelInitialize.cpp, GenerateGaugeWeights). Raven stops when the counts differ from
 * the model's, so an HRU added or removed leaves the file wrong; a renamed HRU keeps its place, and its row.
 * The editing API writes RV files only: an edit that would leave the file's HRU count differing from the
 * model's is refused, naming the file's count line and the row of each HRU, so that the file is changed first
 * (a file rvkit cannot read, or a model with gridded forcing, which then needs no gauge weights, refuses
 * nothing).
 */
import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { interpolationFile } from '../facts/dataFiles.js';
import { ravenTokens } from '../facts/gaugeWeights.js';
import { idKey, sToI } from '../facts/ravenNumbers.js';
import { EditError, type Referrer } from './errors.js';
import type { WorkingCopy } from './workingCopy.js';

/** Throws an EditError when adding (`change: 'add'`) or removing the HRUs would leave the weights file wrong. */
export function refuseWeightsChange(
  w: WorkingCopy,
  change: 'add' | 'remove',
  hruIds: readonly string[],
): void {
  if (hruIds.length === 0 || w.facts.rvt.grids.length > 0) return;
  const ref = interpolationFile(w.facts);
  if (!ref) return;
  const path = resolve(w.project.dir, ref.opened);
  let text: string;
  try {
    text = readFileSync(path, 'latin1');
  } catch {
    return; // a missing file is the checker's finding (RV2xx), whatever the edit
  }
  const file = relative(w.project.dir, path) || path;
  const lines = text.split('\n');
  // The count line, then the rows of weights, the k-th for the k-th HRU.
  const rows: number[] = [];
  let header = -1;
  lines.forEach((line, i) => {
    const tokens = ravenTokens(line);
    if (tokens.length === 0 || /^[#*]/.test(tokens[0]) || tokens[0] === ':GaugeWeightTable') return;
    if (header < 0) {
      if (tokens.length >= 2) header = i;
    } else rows.push(i);
  });
  if (header < 0) return;
  const order = w.facts.rvh.hrus.map((r) => idKey(r.text('hru_id') ?? ''));
  // A file already written for the model as the edit leaves it (its count changed first) is no reason to refuse.
  const after = order.length + (change === 'add' ? hruIds.length : -hruIds.length);
  if (sToI(ravenTokens(lines[header])[1]) === after) return;
  const at = (line: number, what: string): Referrer => ({ file, line: line + 1, column: 1, what });
  const referrers = [
    at(header, `the numbers of gauges and of HRUs: ${ravenTokens(lines[header]).join(' ')}`),
  ];
  for (const id of hruIds) {
    const k = order.indexOf(idKey(id));
    if (k >= 0 && k < rows.length) referrers.push(at(rows[k], `the weights of HRU ${id} (row ${k + 1})`));
  }
  const what = change === 'add' ? `add HRU ${hruIds.join(', ')}` : `remove HRU ${hruIds.join(', ')}`;
  throw new EditError(
    `cannot ${what}: the gauge weights file ${file} (:Interpolation FROM_FILE) gives one row of weights per ` +
      'HRU, in the order of the :HRUs rows, and Raven stops when its number of HRUs differs from the ' +
      "model's; rvkit does not rewrite data files: change the file's HRU count and rows first (or write it " +
      'again, or interpolate otherwise), then make the edit',
    referrers,
  );
}
