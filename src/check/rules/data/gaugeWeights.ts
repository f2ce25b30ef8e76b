import { argToken, joinedArgs } from '../../../facts/args.js';
import { ravenWords } from '../../../facts/ensimFile.js';
import { lastOf } from '../../../facts/rviFacts.js';
import { atof, atoi } from '../../../facts/ravenTime.js';
import { correctForRelativePath } from '../../../project/ravenPath.js';
import type { Rule } from '../../rule.js';

const FROM_FILE = new Set(['FROM_FILE', 'INTERP_FROM_FILE']);

/** RV415: a gauge weights file (`:Interpolation FROM_FILE`) Raven refuses. */
export const gaugeWeights: Rule = {
  code: 'RV415',
  name: 'gauge-weights',
  category: 'time-and-data',
  severity: 'error',
  docs: {
    summary:
      "The weights file of `:Interpolation FROM_FILE` exists, its first line gives the number of gauges and of HRUs of the model, and each HRU's row of weights (one per gauge, in the order of the gauges) sums to 1.",
    why: "Raven reads the counts and stops when they differ from the model's; it reads one row per HRU (a row of another length, or the end of the file, ends the table, and the HRUs left have no weight), and stops when a row does not sum to 1 within 0.0001. With more than one gauge it checks the sums again with a tolerance of 1e-12, so weights must be written with enough digits (0.3333 three times fails).",
    fix: 'Write `nGauges nHRUs`, then one row per HRU in the order of the :HRUs table, with weights that sum to exactly 1.',
    source:
      'ModelInitialize.cpp CModel::GenerateGaugeWeights (INTERP_FROM_FILE); ParseLib.cpp Parse2DArray_dbl',
    example: {
      fileType: 'weights.txt',
      bad: ':GaugeWeightTable\n1 1\n0.8',
      good: ':GaugeWeightTable\n1 1\n1.0',
      model: { rvi: ':Interpolation FROM_FILE weights.txt' },
    },
  },
  async check({ model, host, report }) {
    const ref = lastOf(model.rvi, ':Interpolation');
    const method = ref && argToken(ref, 0);
    if (!ref || !method || !FROM_FILE.has(method.text)) return;
    const nGauges = model.rvt.gauges.length;
    if (nGauges === 0 || model.rvt.grids.length > 0) return;
    const fileToken = joinedArgs(ref, 1) ?? method;
    const anchor = model.project.files.find((f) => f.fileType === 'rvi' && !f.redirect)?.ravenName ?? '';
    const file = joinedArgs(ref, 1) ? correctForRelativePath(fileToken.text, anchor) : '';
    const text = file ? await host.readText(file) : undefined;
    if (text === undefined) {
      if (!file || host.exists(file) === false) {
        report({ at: fileToken.site, message: `the gauge weights file '${file}' does not exist` });
      }
      return;
    }
    const nHrus = model.rvh.hrus.length;
    const lines = text.split('\n').map(ravenWords);
    let i = 0;
    for (; i < lines.length; i++) {
      const s = lines[i];
      if (s.length === 0 || s[0].startsWith('#') || s[0].startsWith('*') || s[0] === ':GaugeWeightTable')
        continue;
      if (s.length >= 2) break;
    }
    const where = (line: number) => `${fileToken.text} line ${line}`;
    if (i >= lines.length) {
      report({
        at: fileToken.site,
        message: `${fileToken.text} has no line with the numbers of gauges and HRUs`,
      });
      return;
    }
    const [g, h] = [atoi(lines[i][0]), atoi(lines[i][1])];
    if (g !== nGauges || h !== nHrus) {
      const what =
        g !== nGauges ? `${g} gauges, the model has ${nGauges}` : `${h} HRUs, the model has ${nHrus}`;
      report({ at: fileToken.site, message: `${where(i + 1)} gives ${what}` });
      return;
    }
    // Parse2DArray_dbl: rows of exactly nGauges words; any other non-empty line ends the table.
    const rows: { line: number; weights: number[] }[] = [];
    for (let j = i + 1; j < lines.length && rows.length < nHrus; j++) {
      const s = lines[j];
      if (s.length === 0) continue;
      if (s.length !== nGauges) break;
      rows.push({ line: j + 1, weights: s.map(atof) });
    }
    const specified = new Set(
      (model.rvt.byName.get(':SpecifyGaugeForHRU') ?? []).map((r) => argToken(r, 0)?.text),
    );
    const faults: string[] = [];
    for (let k = 0; k < nHrus; k++) {
      const id = model.rvh.hrus[k].tokens[0]?.text ?? String(k + 1);
      if (specified.has(id)) continue;
      const row = rows[k];
      const sum = row ? row.weights.reduce((a, b) => a + b, 0) : 0;
      const off = Math.abs(sum - 1);
      if (off <= 1e-12 || (nGauges === 1 && off <= 1e-4)) continue;
      if (!row)
        faults.push(
          `${fileToken.text} has no row of weights for HRU ${id} (row ${k + 1}): Raven gives it no weight`,
        );
      else if (off <= 1e-4) {
        faults.push(
          `${where(row.line)}: the weights of HRU ${id} sum to ${sum}: with several gauges Raven wants 1 within 1e-12`,
        );
      } else faults.push(`${where(row.line)}: the weights of HRU ${id} sum to ${round(sum)}, not 1`);
    }
    for (const message of faults.slice(0, MAX_REPORTED)) report({ at: fileToken.site, message });
    if (faults.length > MAX_REPORTED) {
      report({
        at: fileToken.site,
        message: `${fileToken.text}: ${faults.length - MAX_REPORTED} more HRUs whose weights do not sum to 1`,
      });
    }
  },
};

/** Findings per file: the first few say enough to find the problem. */
const MAX_REPORTED = 5;

function round(x: number): string {
  return String(Math.round(x * 1e6) / 1e6);
}
