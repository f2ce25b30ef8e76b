import type { Rule } from '../../rule.js';

/** RV201: a file Raven needs is not there. */
export const missingFile: Rule = {
  code: 'RV201',
  name: 'missing-file',
  category: 'references',
  severity: 'error',
  docs: {
    summary:
      'A file Raven will open does not exist: a base file of the model or a :RedirectToFile target, resolved as Raven resolves it.',
    why: 'Raven stops when it cannot open a file it needs. Relative paths are resolved against the directory of a reference file (for the .rvi and .rvh that is the .rvt), and names are case-sensitive on Linux.',
    fix: 'Correct the name (mind upper and lower case), or give the path relative to the file Raven resolves it against.',
    source: 'StandardOutput.cpp CorrectForRelativePath; ParseInput.cpp ParseInputFiles',
  },
};
