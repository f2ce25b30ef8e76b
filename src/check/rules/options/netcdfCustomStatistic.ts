import { argToken } from '../../../facts/args.js';
import { outputFormatOf } from '../../../facts/outputFormat.js';
import { beforeSoilModel } from '../../../facts/rviFacts.js';
import type { Rule } from '../../rule.js';

/** The statistics CCustomOutput::WriteNetCDFFileHeader cannot write. */
const UNSUPPORTED = new Set(['RANGE', '95CI', 'QUARTILES', 'HISTOGRAM']);

/** RV562: a `:CustomOutput` statistic NetCDF output cannot hold. */
export const netcdfCustomStatistic: Rule = {
  code: 'RV562',
  name: 'netcdf-custom-statistic',
  category: 'options',
  severity: 'warning',
  docs: {
    summary:
      'With `:WriteNetcdfFormat`, no `:CustomOutput` asks for RANGE, QUARTILES, 95CI or HISTOGRAM (one value per HRU or subbasin and period fits a NetCDF file; these give several).',
    why: 'Raven warns ("cannot support custom aggregation by range/quartile/histogram/95CI with netCDF output") and writes zeros for that custom output.',
    fix: 'Use AVERAGE, MAXIMUM, MINIMUM, MEDIAN or CUMULSUM, or write comma-separated outputs (no :WriteNetcdfFormat).',
    source: 'CustomOutput.cpp CCustomOutput::WriteNetCDFFileHeader and WriteCustomOutput',
    example: {
      fileType: 'rvi',
      bad: ':WriteNetcdfFormat\n:CustomOutput DAILY QUARTILES SNOW BY_HRU',
      good: ':WriteNetcdfFormat\n:CustomOutput DAILY MEDIAN SNOW BY_HRU',
    },
  },
  ravenWarnings: ['CustomOutput#4'],
  check({ model, report }) {
    if (outputFormatOf(model) !== 'netcdf') return;
    for (const ref of model.uses('rvi', ':CustomOutput')) {
      const stat = argToken(ref, 1);
      if (beforeSoilModel(model.rvi, ref) || !stat || !UNSUPPORTED.has(stat.text)) continue;
      report({
        at: stat.site,
        message: `${stat.text} cannot be written to NetCDF: Raven warns ("cannot support custom aggregation by range/quartile/histogram/95CI with netCDF output") and writes zeros; use AVERAGE, MEDIAN … or comma-separated output`,
      });
    }
  },
};
