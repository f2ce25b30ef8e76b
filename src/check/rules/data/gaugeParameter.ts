import { argToken } from '../../../facts/args.js';
import { lastOf } from '../../../facts/rviFacts.js';
import { tableRows } from '../../../facts/table.js';
import type { Rule } from '../../rule.js';
import { ravenWords } from '../ravenWords.js';

const WARNING = 'Gauge#4';

/** The gauge properties CGauge::SetGaugeProperty sets (upper-cased first). */
const SETTABLE = new Set([
  'RAINFALL_CORR',
  'SNOWFALL_CORR',
  'TEMP_CORR',
  'ELEVATION',
  'CLOUD_MIN_RANGE',
  'CLOUD_MAX_RANGE',
  'LATITUDE',
  'LONGITUDE',
]);

/** The ensembles that apply the .rve's parameter distributions to the model (CMonteCarloEnsemble, CDDSEnsemble). */
const SAMPLING = new Set(['ENSEMBLE_MONTECARLO', 'ENSEMBLE_DDS']);

/**
 * RV473: a GAUGE row of the .rve's :ParameterDistributions that names a property CGauge does not have. Each
 * ensemble member sets it through CModel::UpdateParameter → CGauge::SetGaugeProperty, which warns and sets
 * nothing, so the parameter is never varied.
 */
export const gaugeParameter: Rule = {
  code: 'RV473',
  name: 'gauge-parameter',
  category: 'time-and-data',
  severity: 'warning',
  docs: {
    summary:
      'A GAUGE parameter of :ParameterDistributions (.rve) is one a gauge has: RAINFALL_CORR, SNOWFALL_CORR, TEMP_CORR, ELEVATION, CLOUD_MIN_RANGE, CLOUD_MAX_RANGE, LATITUDE or LONGITUDE.',
    why: 'In a Monte Carlo or DDS ensemble Raven sets each sampled value on the gauge; a name it does not know (RAIN_CORR for RAINFALL_CORR) changes nothing, and it warns ("CGauge::SetGaugeProperty: unrecognized gauge property RAIN_CORR"): every member then runs with the same gauge.',
    fix: 'Use the gauge property’s name as CGauge knows it (RAINFALL_CORR, not the .rvt command :RainCorrection).',
    source:
      'Gauge.cpp CGauge::SetGaugeProperty; Model.cpp CModel::UpdateParameter; ParseEnsembleFile.cpp (:ParameterDistributions)',
    example: {
      fileType: 'rve',
      bad: ':ParameterDistributions\n  RAIN_CORR GAUGE Gauge1 1.0 DIST_UNIFORM 0.9 1.1\n:EndParameterDistributions',
      good: ':ParameterDistributions\n  RAINFALL_CORR GAUGE Gauge1 1.0 DIST_UNIFORM 0.9 1.1\n:EndParameterDistributions',
      model: { rvi: ':EnsembleMode ENSEMBLE_MONTECARLO 2' },
    },
  },
  ravenWarnings: [WARNING],
  check({ model, report }) {
    const mode = lastOf(model.rvi, ':EnsembleMode');
    if (!mode || !argToken(mode, 1) || !SAMPLING.has(argToken(mode, 0)?.text ?? '')) return;
    const gauges = new Set(model.rvt.gauges.map((g) => g.ravenName));
    for (const ref of model.uses('rve', ':ParameterDistributions')) {
      for (const row of tableRows(ref.file, ref.command)) {
        const [param, type, gauge] = row.tokens;
        if (type?.text !== 'GAUGE' || !param || !gauge || !gauges.has(gauge.text)) continue;
        if (SETTABLE.has(param.text.toUpperCase())) continue;
        report({
          at: param.site,
          message: `gauge ${gauge.text} has no property ${param.text}: no ensemble member changes it, and Raven warns ("${ravenWords(WARNING, param.text)}")`,
          ravenWarning: WARNING,
        });
      }
    }
  },
};
