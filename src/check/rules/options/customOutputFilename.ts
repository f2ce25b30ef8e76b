import { warningIn, warningWords } from '../../../../grammar/ravenWarningMatch.js';
import { argTokens } from '../../../facts/args.js';
import { outputFormatOf, type OutputFormat } from '../../../facts/outputFormat.js';
import { beforeSoilModel } from '../../../facts/rviFacts.js';
import type { Rule } from '../../rule.js';

/** Raven's warnings of CCustomOutput::DetermineCustomFilename, by the extension they are about. */
const [NC, CSV] = ['.nc extension', '.csv extension'].map((words) =>
  warningIn('CCustomOutput::DetermineCustomFilename', words),
);

/** The format each extension belongs to. */
const FORMAT_OF: readonly (readonly [string, OutputFormat, typeof NC, string])[] = [
  ['nc', 'netcdf', NC, ':WriteNetcdfFormat'],
  ['csv', 'standard', CSV, 'comma-separated output (no :WriteEnsimFormat or :WriteNetcdfFormat)'],
];

/**
 * RV586: a `:CustomOutput` file name whose extension is not the model's output format. Raven joins the words
 * after the spatial aggregation (after `ONLY group` of BY_HRU, after the three histogram numbers) into the file
 * name, and when it opens the file warns where the name ends in `.nc` but the format is not NetCDF, or in `.csv`
 * but the format is not comma-separated; it writes the file in the model's format under that name anyway.
 */
export const customOutputFilename: Rule = {
  code: 'RV586',
  name: 'custom-output-filename',
  category: 'options',
  severity: 'warning',
  docs: {
    summary:
      "The file name given to a `:CustomOutput` ends in the extension of the model's output format: `.csv` for comma-separated output, `.nc` with :WriteNetcdfFormat.",
    why: 'Raven writes every custom output in the model\'s format, whatever the name says: a `.nc` name in a model without :WriteNetcdfFormat gets comma-separated text ("User-specified custom output supplied with .nc extension, but specified output format is not NetCDF"), and a `.csv` name in an Ensim or NetCDF model gets that format ("… supplied with .csv extension, but specified output format is not comma-delimited"). A program that opens the file by its extension then fails to read it.',
    fix: "Give the file the extension of the model's output format, or set the format (:WriteNetcdfFormat) the name expects.",
    source: 'CustomOutput.cpp CCustomOutput::ParseCustomOutputCommand, DetermineCustomFilename',
    example: {
      fileType: 'rvi',
      bad: ':CustomOutput DAILY AVERAGE SNOW BY_HRU snow.nc',
      good: ':CustomOutput DAILY AVERAGE SNOW BY_HRU snow.csv',
    },
  },
  ravenWarnings: [NC.id, CSV.id],
  check({ model, report }) {
    const format = outputFormatOf(model);
    // Without output Raven writes no custom file.
    if (format === 'none') return;
    for (const ref of model.uses('rvi', ':CustomOutput')) {
      if (beforeSoilModel(model.rvi, ref)) continue;
      const s = argTokens(ref); // s[i] is Raven's s[i + 1]
      const len = s.length + 1;
      let start = 5;
      if (s[3]?.text === 'BY_HRU' && len >= 7 && s[4]?.text === 'ONLY') start = 7;
      else if (len >= 8 && s[1]?.text === 'HISTOGRAM') start = 8;
      const words = s.slice(start - 1);
      if (words.length === 0) continue;
      const name = words.map((t) => t.text).join('');
      const ext = name.slice(name.lastIndexOf('.') + 1);
      for (const [e, wanted, warning, how] of FORMAT_OF) {
        if (ext !== e || format === wanted) continue;
        report({
          at: words[0].site,
          ravenWarning: warning.id,
          message: `custom output file '${name}' ends in .${e}, but the model writes ${format === 'ensim' ? 'Ensim (.tb0)' : format === 'netcdf' ? 'NetCDF' : 'comma-separated'} output (.${e} is for ${how}): Raven warns ("${warningWords(warning)}") and writes the file in the model's format under this name`,
        });
      }
    }
  },
};
