import type { Rule } from '../../rule.js';

/** RV015: a value that is not one Raven knows for the argument. */
export const unknownValue: Rule = {
  code: 'RV015',
  name: 'unknown-value',
  category: 'syntax',
  severity: 'error',
  docs: {
    summary:
      'An option value or algorithm name that Raven does not know for this command (values are case-sensitive).',
    why: 'For most options and every process algorithm Raven logs "Unrecognized … method" as an ERROR and stops before simulating; some options only warn or silently keep their default. Before :SoilModel in the .rvi the error is only printed and the run goes on with the default.',
    fix: 'Use one of the values Raven lists for the command (the message suggests the closest one).',
    source: 'ParseInput.cpp (each option and process case: "Unrecognized … method")',
    example: { fileType: 'rvi', bad: ':Routing ROUE_NONE', good: ':Routing ROUTE_NONE' },
  },
};
