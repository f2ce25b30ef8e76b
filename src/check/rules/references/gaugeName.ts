import { didYouMean } from '../../didYouMean.js';
import { argToken } from '../../../facts/args.js';
import type { Rule } from '../../rule.js';

/** RV212: `:SpecifyGaugeForHRU` names a gauge the .rvt does not define. */
export const gaugeName: Rule = {
  code: 'RV212',
  name: 'gauge-name',
  category: 'references',
  severity: 'warning',
  docs: {
    summary:
      'The gauge :SpecifyGaugeForHRU names is one of the :Gauge blocks of the .rvt, by its exact name.',
    why: 'Raven warns ("invalid gauge name in :SpecifyGaugeForHRU command") and ignores the command, so the HRU keeps its interpolated forcings. A gauge is named by the first word after :Gauge (the rest of the line is not part of the name); an unnamed gauge is Gauge1, Gauge2 … in order.',
    fix: 'Write the gauge name exactly as after :Gauge, or name the gauge.',
    source: 'ParseTimeSeriesFile.cpp, :SpecifyGaugeForHRU; Model.cpp, CModel::GetGaugeIndexFromName',
    example: {
      fileType: 'rvt',
      bad: '# the gauge above is :Gauge G1\n:SpecifyGaugeForHRU 1 g1',
      good: '# the gauge above is :Gauge G1\n:SpecifyGaugeForHRU 1 G1',
    },
  },
  ravenWarnings: ['ParseTimeSeriesFile#42'],
  check({ model, report }) {
    const rvt = model.rvt;
    const names = rvt.gauges.map((g) => g.ravenName);
    for (const ref of rvt.byName.get(':SpecifyGaugeForHRU') ?? []) {
      const t = argToken(ref, 1);
      // Raven looks the gauge up among those read so far.
      const known = rvt.gauges.filter((g) => g.ref.index < ref.index).map((g) => g.ravenName);
      if (!t || known.includes(t.text)) continue;
      const later = names.includes(t.text) ? ' above this command' : '';
      report({
        at: t.site,
        message: `:SpecifyGaugeForHRU: gauge '${t.text}' is not defined${later}${later ? '' : didYouMean(t.text, names)}: Raven ignores the command`,
      });
    }
  },
};
