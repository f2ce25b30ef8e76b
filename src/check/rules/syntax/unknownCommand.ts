import { CATALOGUE } from '../../../../grammar/index.js';
import { catalogueWarnings, ravenWarning, warningWords } from '../../../../grammar/ravenWarningMatch.js';
import { OWN_WARNING, type Diagnostic } from '../../../ast/nodes.js';
import type { ModelFacts } from '../../../facts/facts.js';
import { noisyMode } from '../../../facts/noisyMode.js';
import { fileOf } from '../../fixEdits.js';
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
  adjust: (d, model) => withCommandMigration(withNoisyWarning(d, model), model),
  fixDiagnostic: unknownCommandFix,
  // Raven's "IGNORING unrecognized command" of each file type's parser (the .rvh's only in noisy mode), and the
  // .rvm's "Unrecognized command … in :ManagementConstraint/:WorkflowVarDefinition command block".
  ravenWarnings: [
    ...catalogueWarnings('unknownCommandWarning'),
    ...catalogueWarnings('noisyUnknownCommandWarning'),
    ...catalogueWarnings('unknownChildWarning'),
  ],
  ownWarning:
    'an unknown command in the .rvh, where Raven passes over it without a word (unless the .rvi turns on :NoisyMode).',
};

/**
 * An unknown command of a file type whose parser warns about it only in noisy mode (the .rvh), in a model whose
 * .rvi leaves Raven in noisy mode: Raven's warning, no longer rvkit's own.
 */
function withNoisyWarning(d: Diagnostic, model: ModelFacts): Diagnostic {
  if (!d.own) return d;
  const id = fileOf(model, d) && CATALOGUE[fileOf(model, d)!.fileType].noisyUnknownCommandWarning;
  const warning = id && ravenWarning(id);
  if (!warning || !noisyMode(model)) return d;
  const name = / (:\S+) in a \./.exec(d.message)?.[1] ?? '';
  const rest = { ...d };
  delete rest.own;
  return {
    ...rest,
    message: `${d.message.replace(` ${OWN_WARNING}`, '')}, and in noisy mode (:NoisyMode) it warns ("${warningWords(warning, name)}")`,
    ravenWarning: warning.id,
  };
}
