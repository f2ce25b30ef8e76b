/**
 * Edits of the Irondequoit model (one subbasin, one HRU) shared by the structure and reference rule tests:
 * its subbasin and HRU rows, and the edits that extend it to a second subbasin upstream.
 */
import type { Replace } from './harness.js';

/** The subbasin row of Irondequoit.rvh. */
export const SB_ROW = '            1,   Irondequoit,            -1,   NONE,       _AUTO,     1';
/** A second subbasin, draining into the first. */
export const SB_ROW_2 = '            2,   Upper,            1,   NONE,       _AUTO,     0';
/** The HRU row of Irondequoit.rvh: its ID, the columns up to the subbasin, the subbasin, the rest. */
export const HRU_ROW =
  /(?<pre>\t {8})1(?<mid>, 326\.0,\t {6}172,\t {3}43\.0,\t {3}-81\.0, {8})1(?<tail>,[^\r\n]*)/;

/** The HRU row with another ID and subbasin. */
export function hru(id: number | string, subbasin: number | string): string {
  return `$<pre>${id}$<mid>${subbasin}$<tail>`;
}

/** A subbasin added upstream, with an HRU of its own, and :AvgAnnualRunoff (a correct two-subbasin model). */
export const SPLIT: readonly Replace[] = [
  { file: 'Irondequoit.rvh', from: SB_ROW, to: `${SB_ROW}\r\n${SB_ROW_2}` },
  { file: 'Irondequoit.rvh', from: HRU_ROW, to: `${hru(1, 1)}\r\n${hru(2, 2)}` },
  { file: 'Irondequoit.rvp', from: /$/, to: '\r\n:AvgAnnualRunoff 400\r\n' },
];
