import { commandName } from '../../../ast/nodes.js';
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
      'In the `:GridWeights` of a gridded or station forcing, every HRU of the model has weights that sum to 1, every HRU ID exists, and `:NumberHRUs`/`:NumberGridCells` come before the rows.',
    why: 'Raven adds up the weights of each HRU (a repeated cell replaces the earlier weight): a sum within 5% of 1 is rescaled to 1 without a word (a warning here), a sum further off (an HRU with no rows has 0) stops the run. An HRU ID that is not in the :HRUs table, or rows before the counts, stop it too.',
    fix: 'Give every HRU rows whose weights sum to 1 (regenerate the weights with the grid and the HRU polygons).',
    source:
      'ForcingGrid.cpp CForcingGrid::CheckWeightArray, SetWeightVal; ParseTimeSeriesFile.cpp :GridWeights',
    example: {
      fileType: 'rvt',
      bad: ':GridWeights\n  :NumberHRUs 2\n  :NumberGridCells 4\n  1 0 0.5\n  1 1 0.3\n  2 3 1.0\n:EndGridWeights',
      good: ':GridWeights\n  :NumberHRUs 2\n  :NumberGridCells 4\n  1 0 0.5\n  1 1 0.5\n  2 3 1.0\n:EndGridWeights',
    },
  },
  check({ model, report }) {
    const hrus = model.rvh.hrus;
    const ids = new Set(
      hrus
        .map((h) => h.tokens[0]?.text)
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
        const weights = new Map<string, Map<string, number>>();
        const firstRow = new Map<string, Token>();
        for (const r of rows) {
          const [hru, cell, w] = r.tokens;
          if (!hru || !cell) continue;
          const key = hruKey(hru.text);
          if (!ids.has(key)) {
            report({
              at: hru.site,
              message: `:GridWeights names HRU ${hru.text}, which is not in the :HRUs table`,
            });
            continue;
          }
          const cells = weights.get(key) ?? new Map<string, number>();
          cells.set(String(Math.trunc(atof(cell.text))), atof(w?.text ?? ''));
          weights.set(key, cells);
          if (!firstRow.has(key)) firstRow.set(key, hru);
        }
        const faults: { at: Token; message: string; warn: boolean }[] = [];
        for (const h of hrus) {
          const idToken = h.tokens[0];
          if (!idToken) continue;
          const cells = weights.get(hruKey(idToken.text));
          const sum = cells ? [...cells.values()].reduce((a, b) => a + b, 0) : 0;
          const off = Math.abs(sum - 1);
          if (off <= 0.0001) continue;
          const at = firstRow.get(hruKey(idToken.text)) ?? nameToken(m.ref);
          if (off < 0.05) {
            faults.push({
              at,
              warn: true,
              message: `the grid weights of HRU ${idToken.text} sum to ${round(sum)}: Raven rescales them to 1`,
            });
          } else {
            const why = cells ? `sum to ${round(sum)}, not 1` : 'are missing (they sum to 0)';
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

/** HRU IDs compared as Raven's atoll reads them (`01` is HRU 1). */
function hruKey(text: string): string {
  const m = /^\s*([+-]?\d+)/.exec(text);
  return m ? BigInt(m[1]).toString() : text;
}

function round(x: number): string {
  return String(Math.round(x * 1e6) / 1e6);
}
