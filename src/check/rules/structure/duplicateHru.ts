import { weightsHeaderOf } from '../../../facts/gaugeWeights.js';
import { networkOf, type HruRow } from '../../../facts/network.js';
import { whereIs } from '../../../facts/where.js';
import type { Rule } from '../../rule.js';

/** RV104: two HRUs with the same ID. */
export const duplicateHru: Rule = {
  code: 'RV104',
  name: 'duplicate-hru',
  category: 'structure',
  severity: 'error',
  docs: {
    summary: 'Every HRU has its own ID.',
    why:
      'Raven finds HRUs by ID (:GridWeights, :HRUGroup, .rvc tables, :SpecifyGaugeForHRU …), and only ever reaches the first of two HRUs that share one. ' +
      'Its uniqueness check ("non-unique (repeated) HRU identifier") compares every HRU only with the first N HRUs of the file, N being the number of subbasins, so it misses most repeats in a model with few subbasins: then the run goes on (a warning here) unless the repeat breaks something else Raven checks — the second HRU gets no :GridWeights, or the HRU count no longer matches the gauge weights file — and Raven stops (an error here).',
    fix: 'Give one of the two HRUs a new ID (and add it wherever HRUs are listed by ID), or delete the row that was pasted twice.',
    source:
      'ModelInitialize.cpp, CModel::Initialize (unique HRU IDs, loop bound by the subbasin count); ParseTimeSeriesFile.cpp :GridWeights; GenerateGaugeWeights',
    example: {
      fileType: 'rvh',
      bad: ':HRUs\n  1, 12.5, 350, 43.6, -80.8, 1, FOREST, FOREST, LOAM, [NONE], [NONE], 0, 0\n  1, 8.0, 360, 43.6, -80.8, 1, CROP, CROP, LOAM, [NONE], [NONE], 0, 0\n:EndHRUs',
      good: ':HRUs\n  1, 12.5, 350, 43.6, -80.8, 1, FOREST, FOREST, LOAM, [NONE], [NONE], 0, 0\n  2, 8.0, 360, 43.6, -80.8, 1, CROP, CROP, LOAM, [NONE], [NONE], 0, 0\n:EndHRUs',
    },
  },
  async check({ model, host, report }) {
    const network = networkOf(model);
    const repeats: { hru: HruRow; first: HruRow; index: number }[] = [];
    for (const hru of network.hrus) {
      const first = network.hruById.get(hru.key)!;
      if (first !== hru) repeats.push({ hru, first, index: first.index });
    }
    if (repeats.length === 0) return;
    const nSubbasins = network.subbasins.length;
    const gridWeights = model.rvt.grids.some((g) => g.members.some((m) => m.name === ':GridWeights'));
    const header = await weightsHeaderOf(model, host);
    // The repeats are what puts the HRU count off the weights file's.
    const countBroken =
      header !== undefined &&
      header.hrus !== network.hrus.length &&
      header.hrus === network.hrus.length - repeats.length;
    for (const { hru, first, index } of repeats) {
      const base = `HRU ID ${hru.id.text} is already used on ${whereIs(first.id.site, hru.id.site)}`;
      if (index < nSubbasins) {
        report({ at: hru.id.site, message: `${base}: give this HRU another ID, or delete the repeated row` });
      } else if (gridWeights) {
        report({
          at: hru.id.site,
          message: `${base}: :GridWeights can give weights only to the first, so Raven stops on this one; give it another ID, or delete the repeated row`,
        });
      } else if (countBroken) {
        report({
          at: hru.id.site,
          message: `${base}: the repeated row makes ${network.hrus.length} HRUs where ${header.file.name.text} gives weights for ${header.hrus}, and Raven stops; delete the repeated row, or give it another ID and weights`,
        });
      } else {
        report({
          at: hru.id.site,
          severity: 'warning',
          message: `${base}: Raven 4.12 does not notice here, but everything that names HRU ${hru.id.text} reaches only the first; give this HRU another ID`,
        });
      }
    }
  },
};
