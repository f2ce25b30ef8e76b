import { commandName, type Command } from '../../../ast/nodes.js';
import type { CheckHost } from '../../../project/host.js';
import { forcingDataOf } from '../../../facts/forcingData.js';
import type { ForcingGridFacts } from '../../../facts/rvtFacts.js';
import { nameToken } from '../../../facts/args.js';
import { networkOf, type Network } from '../../../facts/network.js';
import { atof, atofAt, idKeyAt, plainWholeAt } from '../../../facts/ravenNumbers.js';
import { atoi } from '../../../facts/rvpFacts.js';
import type { Site, Token } from '../../../facts/site.js';
import type { Finding, Rule } from '../../rule.js';
import { scanRows } from '../../../parser/rows.js';
import type { ProjectFile } from '../../../project/project.js';

/** RV416: grid weights of an HRU that do not sum to 1. */
export const gridWeights: Rule = {
  code: 'RV416',
  name: 'grid-weights',
  category: 'time-and-data',
  severity: 'error',
  docs: {
    summary:
      'In the `:GridWeights` of a gridded or station forcing, every HRU of the model has weights that sum to 1, every HRU ID and cell exists, `:NumberGridCells` is the number of cells of the NetCDF grid, and `:NumberHRUs`/`:NumberGridCells` come before the rows.',
    why: "Raven adds up the weights of each HRU (a repeated cell replaces the earlier weight): a sum within 5% of 1 is rescaled to 1 without a word (a warning here), a sum further off (an HRU with no rows has 0) stops the run. An HRU ID that is not in the :HRUs table, a cell number outside the grid (cells count from 0, row by row), a `:NumberGridCells` other than the grid's columns × rows, or rows before the counts, stop it too.",
    fix: 'Give every HRU rows whose weights sum to 1 (regenerate the weights with the grid and the HRU polygons).',
    source:
      'ForcingGrid.cpp CForcingGrid::CheckWeightArray, SetWeightVal; ParseTimeSeriesFile.cpp :GridWeights',
    example: {
      fileType: 'rvt',
      bad: ':GriddedForcing Tmax\n  :ForcingType TEMP_DAILY_MAX\n  :FileNameNC grid.nc\n  :VarNameNC tmax\n  :DimNamesNC x y time\n  :GridWeights\n    :NumberHRUs 1\n    :NumberGridCells 4\n    1 0 0.3\n    1 1 0.5\n  :EndGridWeights\n:EndGriddedForcing',
      good: ':GriddedForcing Tmax\n  :ForcingType TEMP_DAILY_MAX\n  :FileNameNC grid.nc\n  :VarNameNC tmax\n  :DimNamesNC x y time\n  :GridWeights\n    :NumberHRUs 1\n    :NumberGridCells 4\n    1 0 0.5\n    1 1 0.5\n  :EndGridWeights\n:EndGriddedForcing',
      model: {
        'grid.nc':
          'netcdf grid {\ndimensions:\n  x = 2 ;\n  y = 2 ;\n  time = 3 ;\nvariables:\n  double time(time) ;\n    time:units = "days since 2000-01-01 00:00:00" ;\n  double tmax(x, y, time) ;\ndata:\n  time = 0, 1, 2 ;\n  tmax = 5, 6, 7, 5, 6, 7, 5, 6, 7, 5, 6, 7 ;\n}',
      },
    },
  },
  async check({ model, host, report }) {
    if (!model.rvt.grids.some((g) => g.members.some((m) => m.name === ':GridWeights'))) return;
    const network = networkOf(model);
    const data = await forcingDataOf(model, host);
    for (const grid of model.rvt.grids) {
      for (const m of grid.members) {
        if (m.name !== ':GridWeights') continue;
        const counted = (m.ref.command.body ?? []).some(
          (i) => i.kind === 'command' && commandName(i) === ':NumberHRUs',
        );
        if (!counted) {
          const first = firstRowToken(m.ref.file, m.ref.command);
          if (first)
            report({
              at: first.site,
              message: ':GridWeights needs :NumberHRUs and :NumberGridCells before its rows',
            });
          continue;
        }
        const cells = await gridCells(data.series.find((s) => s.grid === grid)?.file, grid, host);
        const given = (m.ref.command.body ?? []).find(
          (i) => i.kind === 'command' && NUMBER_CELLS.has(commandName(i)),
        );
        const givenCells = given?.kind === 'command' ? given.line.words[1] : undefined;
        if (cells !== undefined && givenCells && Math.trunc(atof(givenCells.text)) !== cells) {
          report({
            at: { file: m.ref.file, offset: givenCells.offset, length: givenCells.text.length },
            message: `${commandName(given as Command)} ${givenCells.text} does not match the NetCDF file, which has ${cells} cells`,
          });
          continue;
        }
        const table = readWeights(m.ref.file, m.ref.command, network, cells);
        const shown = table.badRows.slice(0, 5);
        for (const b of shown) report(b);
        if (table.badRows.length > shown.length) {
          report({
            at: table.badRows[shown.length].at,
            message: `${table.badRows.length - shown.length} more rows of :GridWeights name an HRU or cell that does not exist`,
          });
        }
        // Raven stops at the first bad row: it never adds up the weights.
        if (table.badRows.length > 0) continue;
        const faults: { at: Site; message: string; warn: boolean }[] = [];
        for (const hru of network.hrus) {
          // Rows name an HRU by ID, and Raven finds the first HRU of that ID.
          const slot = network.hruById.get(hru.key)!.index;
          const sum = table.sums[slot];
          const off = Math.abs(sum - 1);
          if (off <= 0.0001) continue;
          const has = table.firstStart[slot] >= 0;
          const at: Site = has
            ? {
                file: m.ref.file,
                offset: table.firstStart[slot],
                length: table.lastEnd[slot] - table.firstStart[slot],
              }
            : nameToken(m.ref).site;
          if (off < 0.05) {
            faults.push({
              at,
              warn: true,
              message: `the grid weights of HRU ${hru.idText} sum to ${round(sum)}: Raven rescales them to 1`,
            });
          } else {
            const why = has ? `sum to ${round(sum)}, not 1` : 'are missing (they sum to 0)';
            faults.push({ at, warn: false, message: `the grid weights of HRU ${hru.idText} ${why}` });
          }
        }
        const errors = faults.filter((f) => !f.warn);
        for (const f of [...errors.slice(0, 5), ...faults.filter((f) => f.warn).slice(0, 5)]) {
          report({ at: f.at, message: f.message, severity: f.warn ? 'warning' : undefined });
        }
        if (errors.length > 5) {
          report({
            at: nameToken(m.ref).site,
            message: `${errors.length - 5} more HRUs whose grid weights do not sum to 1`,
          });
        }
      }
    }
  },
};

/** The weights of a :GridWeights block per HRU (by the HRU's reading-order index), read as Raven reads them. */
interface WeightTable {
  /** The sum of each HRU's weights (a repeated cell replaces the earlier weight, as SetWeightVal does). */
  readonly sums: Float64Array;
  /** Where each HRU's rows start (the first row's ID) and end (the last row's last value); -1: no rows. */
  readonly firstStart: Int32Array;
  readonly lastEnd: Int32Array;
  /** Rows naming an HRU that is not in :HRUs, or a cell outside the grid. */
  readonly badRows: Finding[];
}

/**
 * Reads the rows of a :GridWeights block from its row tables, with no token per cell: the block may have a
 * million rows. The HRU ID is read as atoll and found among the HRUs (GetHRUByID), the cell as atoi, the
 * weight as atof (ParseTimeSeriesFile.cpp, :GridWeights).
 */
function readWeights(
  file: ProjectFile,
  command: Command,
  network: Network,
  cells: number | undefined,
): WeightTable {
  const n = network.hrus.length;
  const sums = new Float64Array(n);
  const firstStart = new Int32Array(n).fill(-1);
  const lastEnd = new Int32Array(n);
  // Each HRU's cells and weights so far, to find a repeated cell (rows usually list cells in increasing order,
  // so a cell above the HRU's largest so far is new without a search).
  const cellsOf: number[][] = [];
  const weightsOf: number[][] = [];
  const maxCell = new Float64Array(n).fill(-Infinity);
  const badRows: Finding[] = [];
  for (const item of command.body ?? []) {
    if (item.kind !== 'rows') continue;
    const t = scanRows(item);
    const text = t.text;
    for (let r = 0; r < t.rowCount; r++) {
      const f = t.firstField[r];
      if (t.firstField[r + 1] - f < 2) continue;
      const hru = network.hruById.get(idKeyAt(text, t.fieldStart[f], t.fieldEnd[f]));
      const site = (g: number) => ({
        file,
        offset: item.start + t.fieldStart[g],
        length: t.fieldEnd[g] - t.fieldStart[g],
      });
      if (!hru) {
        const id = text.slice(t.fieldStart[f], t.fieldEnd[f]);
        badRows.push({
          at: site(f),
          message: `:GridWeights names HRU ${id}, which is not in the :HRUs table`,
        });
        continue;
      }
      const cell = intAt(text, t.fieldStart[f + 1], t.fieldEnd[f + 1]);
      if (cells !== undefined && (cell < 0 || cell >= cells)) {
        const written = text.slice(t.fieldStart[f + 1], t.fieldEnd[f + 1]);
        badRows.push({
          at: site(f + 1),
          message: `cell ${written} is not in the NetCDF grid (cells 0 to ${cells - 1})`,
        });
        continue;
      }
      const last = t.firstField[r + 1] - 1;
      const weight = f + 2 <= last ? atofAt(text, t.fieldStart[f + 2], t.fieldEnd[f + 2]) : 0;
      const k = hru.index;
      const list = (cellsOf[k] ??= []);
      const weights = (weightsOf[k] ??= []);
      const repeat = cell <= maxCell[k] ? list.indexOf(cell) : -1;
      if (repeat >= 0) {
        sums[k] += weight - weights[repeat];
        weights[repeat] = weight;
      } else {
        list.push(cell);
        weights.push(weight);
        sums[k] += weight;
        if (cell > maxCell[k]) maxCell[k] = cell;
      }
      if (firstStart[k] < 0) firstStart[k] = item.start + t.fieldStart[f];
      lastEnd[k] = item.start + t.fieldEnd[last];
    }
  }
  return { sums, firstStart, lastEnd, badRows };
}

/** The first value of a block's rows, as a token. */
function firstRowToken(file: ProjectFile, command: Command): Token | undefined {
  for (const item of command.body ?? []) {
    if (item.kind !== 'rows') continue;
    const t = scanRows(item);
    for (let r = 0; r < t.rowCount; r++) {
      const f = t.firstField[r];
      if (t.firstField[r + 1] === f) continue;
      const s = t.fieldStart[f];
      const e = t.fieldEnd[f];
      return { text: t.text.slice(s, e), site: { file, offset: item.start + s, length: e - s } };
    }
  }
  return undefined;
}

/** A value as atoi reads it (a canonical whole number in place). */
function intAt(text: string, s: number, e: number): number {
  const v = plainWholeAt(text, s, e);
  return v >= 0 ? v : atoi(text.slice(s, e));
}

const NUMBER_CELLS = new Set([':NumberGridCells', ':NumberStations']);

/** The number of cells Raven counts in a grid's file: columns × rows (a station file has one row). */
async function gridCells(
  file: string | undefined,
  grid: ForcingGridFacts,
  host: CheckHost,
): Promise<number | undefined> {
  if (!file || !host.netcdfNames) return undefined;
  const names = await host.netcdfNames(file);
  const sizes = names?.dimensionSizes;
  const dims = grid.members.find((m) => m.name === ':DimNamesNC')?.ref.command.line.words.slice(1);
  if (!sizes || !dims) return undefined;
  const cols = sizes[dims[0]?.text ?? ''];
  const rows = grid.kind === 'gridded' ? sizes[dims[1]?.text ?? ''] : 1;
  return cols === undefined || rows === undefined ? undefined : cols * rows;
}

function round(x: number): string {
  return String(Math.round(x * 1e6) / 1e6);
}
