import { catalogueWarnings } from '../../../../grammar/ravenWarningMatch.js';
import { unknownCommandFix, withCommandMigration } from '../../fixes/unknownCommand.js';
import { syntaxRuleId, type Rule } from '../../rule.js';

/** RV005: a command Raven does not know. */
export const unknownCommand: Rule = {
  ...syntaxRuleId('unknown-command'),
  category: 'syntax',
  severity: 'warning',
  fixable: true,
  docs: {
    summary:
      'A command that Raven 4.12 does not read in this file type (often a misspelling or a command of another file).',
    why: 'Raven ignores an unknown command with a warning (in the .rvh without one, unless in noisy mode), so the setting it was meant to make silently does not happen; commands are case-sensitive.',
    fix: 'Correct the spelling (commands are case-sensitive), or move the command to the file type that reads it.',
    source:
      'default branch of each Parse*File dispatcher (e.g. ParseInput.cpp "IGNORING unrecognized command")',
    example: {
      fileType: 'rvt',
      bad: ':Rain\n  2000-01-01 00:00:00 1.0 3\n  1.0 0.0 3.0\n:EndRain',
      good: ':Data RAINFALL\n  2000-01-01 00:00:00 1.0 3\n  1.0 0.0 3.0\n:EndData',
    },
  },
  adjust: withCommandMigration,
  fixDiagnostic: unknownCommandFix,
  // Raven's "IGNORING unrecognized command" of each file type's parser (not the .rvh's: silent there).
  // and the .rvm's "Unrecognized command … in :ManagementConstraint/:WorkflowVarDefinition command block".
  ravenWarnings: [...catalogueWarnings('unknownCommandWarning'), ...catalogueWarnings('unknownChildWarning')],
  ownWarning: 'an unknown command in the .rvh, where Raven passes over it without a word.',
};
