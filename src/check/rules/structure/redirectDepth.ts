import { syntaxRuleId, type Rule } from '../../rule.js';

/** RV102: :RedirectToFile nested deeper than Raven allows. */
export const redirectDepth: Rule = {
  ...syntaxRuleId('redirect-depth'),
  category: 'structure',
  severity: 'error',
  docs: {
    summary:
      'A :RedirectToFile inside a file that was itself reached by :RedirectToFile, deeper than the file type allows.',
    why: 'Raven keeps one secondary reader for the .rvi, .rvp, .rvc, .rve and .rvg (two levels for the .rvh, .rvt and .rvm); a deeper redirect stops the run.',
    fix: 'Redirect to the deeper file from the base file instead, or merge the files.',
    source: 'ParseInput.cpp, ParseTimeSeriesFile.cpp … (":RedirectToFile: cannot be nested")',
    example: {
      fileType: 'rvi',
      bad: ':RedirectToFile output.rvi',
      good: ':RedirectToFile evaluation.rvi',
      model: {
        'output.rvi': ':WriteForcingFunctions\n:RedirectToFile evaluation.rvi',
        'evaluation.rvi': ':EvaluationMetrics NASH_SUTCLIFFE',
      },
    },
  },
};
