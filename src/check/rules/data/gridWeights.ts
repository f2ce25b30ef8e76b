import { commandName, type Command } from '../../../ast/nodes.js';
import type { CheckHost } from '../../../project/host.js';
import { forcingDataOf } from '../../model/forcingData.js';
import type { ForcingGridFacts } from '../../model/rvtFacts.js';
import { nameToken } from '../../model/args.js';
import { atof } from '../../model/ravenTime.js';
import type { Token } from '../../model/site.js';
import { tableRows } from '../../model/table.js';
import type { Rule } from '../../rule.js';

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
      bad: ':GridWeights\n  :NumberHRUs 2\n  :NumberGridCells 4\n  1 0 0.5\n  1 1 0.3\n  2 3 1.0\n:EndGridWeights',
      good: ':GridWeights\n  :NumberHRUs 2\n  :NumberGridCells 4\n  1 0 0.5\n  1 1 0.5\n  2 3 1.0\n:EndGridWeights',
    },
  },
  async check({ model, host, report }) {
    if (!model.rvt.grids.some((g) => g.members.some((m) => m.name === ':GridWeights'))) return;
    const hrus = model.rvh.hrus;
    const data = await forcingDataOf(model, host);
    const ids = new Set(
      hrus
        .map((h) => h.textAt(0))
        .filter((t): t is string => !!t)
        .map(hruKey),
    );
    for (const grid of model.rvt.grids) {
      for (const m of grid.members) {
        if (m.name !== ':GridWeights') continue;
        const counted = (m.ref.command.body ?? []).some(
          (i) => i.kind === 'command' && commandName(i) === ':NumberHRUs',
        );
        const rows = tableRows(m.ref.file, m.ref.command);
        if (!counted && rows.length > 0) {
          report({
            at: rows[0].tokens[0].site,
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
        const weights = new Map<string, Map<string, number>>();
        let stopped = false;
        // Where an HRU's sum is reported: the span of its rows (which one is wrong cannot be told).
        const span = new Map<string, { first: Token; last: Token }>();
        for (const r of rows) {
          const [hru, cell, w] = r.tokens;
          if (!hru || !cell) continue;
          const key = hruKey(hru.text);
          if (!ids.has(key)) {
            report({
              at: hru.site,
              message: `:GridWeights names HRU ${hru.text}, which is not in the :HRUs table`,
            });
            stopped = true;
            continue;
          }
          const index = Math.trunc(atof(cell.text));
          if (cells !== undefined && (index < 0 || index >= cells)) {
            report({
              at: cell.site,
              message: `cell ${cell.text} is not in the NetCDF grid (cells 0 to ${cells - 1})`,
            });
            stopped = true;
            continue;
          }
          const row = weights.get(key) ?? new Map<string, number>();
          row.set(String(index), atof(w?.text ?? ''));
          weights.set(key, row);
          const end = r.tokens[r.tokens.length - 1];
          const seen = span.get(key);
          span.set(key, { first: seen?.first ?? hru, last: end });
        }
        // Raven stops at the first bad row: it never adds up the weights.
        if (stopped) continue;
        const faults: { at: Token; message: string; warn: boolean }[] = [];
        for (const h of hrus) {
          const idToken = h.at(0);
          if (!idToken) continue;
          const row = weights.get(hruKey(idToken.text));
          const sum = row ? [...row.values()].reduce((a, b) => a + b, 0) : 0;
          const off = Math.abs(sum - 1);
          if (off <= 0.0001) continue;
          const rows = span.get(hruKey(idToken.text));
          const at: Token = rows
            ? {
                text: rows.first.text,
                site: {
                  file: rows.first.site.file,
                  offset: rows.first.site.offset,
                  length: rows.last.site.offset + rows.last.site.length - rows.first.site.offset,
                },
              }
            : nameToken(m.ref);
          if (off < 0.05) {
            faults.push({
              at,
              warn: true,
              message: `the grid weights of HRU ${idToken.text} sum to ${round(sum)}: Raven rescales them to 1`,
            });
          } else {
            const why = row ? `sum to ${round(sum)}, not 1` : 'are missing (they sum to 0)';
            faults.push({ at, warn: false, message: `the grid weights of HRU ${idToken.text} ${why}` });
          }
        }
        const errors = faults.filter((f) => !f.warn);
        for (const f of [...errors.slice(0, 5), ...faults.filter((f) => f.warn).slice(0, 5)]) {
          report({ at: f.at.site, message: f.message, severity: f.warn ? 'warning' : undefined });
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

/** HRU IDs compared as Raven's atoll reads them (`01` is HRU 1). */
function hruKey(text: string): string {
  const m = /^\s*([+-]?\d+)/.exec(text);
  return m ? BigInt(m[1]).toString() : text;
}

function round(x: number): string {
  return String(Math.round(x * 1e6) / 1e6);
}
