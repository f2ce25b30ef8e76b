import { weightsHeaderOf } from '../../../facts/gaugeWeights.js';
import { networkOf } from '../../../facts/network.js';
import type { Rule } from '../../rule.js';

/** RV110: the gauge weights file of `:Interpolation FROM_FILE` is for another number of gauges or HRUs. */
export const gaugeWeightsCount: Rule = {
  code: 'RV110',
  name: 'gauge-weights-count',
  category: 'structure',
  severity: 'error',
  docs: {
    summary:
      "The gauge weights file of `:Interpolation FROM_FILE` starts with the model's number of gauges and number of HRUs.",
    why: 'Raven reads one row of weights per HRU and one column per gauge, and stops when the counts on the file\'s first line differ from the model\'s ("the gauge weighting file has an improper number of gauges/HRUs specified"). Adding or removing an HRU or a :Gauge without updating the file is the usual cause.',
    fix: 'Update the weights file: its first line is `<number of gauges> <number of HRUs>`, then one row of weights (one per gauge, summing to 1) per HRU, in the order of :HRUs.',
    source: 'ModelInitialize.cpp, CModel::GenerateGaugeWeights (INTERP_FROM_FILE)',
    example: {
      fileType: 'weights.txt',
      bad: ':GaugeWeightTable\n1 2\n1.0\n1.0',
      good: ':GaugeWeightTable\n1 1\n1.0',
      model: { rvi: ':Interpolation FROM_FILE weights.txt' },
    },
  },
  async check({ model, host, report }) {
    const header = await weightsHeaderOf(model, host);
    if (!header) return;
    const gauges = model.rvt.gauges.length;
    const hrus = networkOf(model).hrus.length;
    const file = header.file.name.text;
    if (header.gauges !== gauges) {
      report({
        at: header.file.name.site,
        message: `${file} gives weights for ${header.gauges} gauge${header.gauges === 1 ? '' : 's'}, but the model has ${gauges}: update the file's first line and its columns`,
      });
    }
    if (header.hrus !== hrus) {
      report({
        at: header.file.name.site,
        message: `${file} gives weights for ${header.hrus} HRU${header.hrus === 1 ? '' : 's'}, but the model has ${hrus}: update the file's first line and its rows`,
      });
    }
  },
};
