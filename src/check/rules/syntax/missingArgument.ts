import { lineLengthWarningIds, lineLengthWarnings } from '../../../../grammar/ravenWarningMatch.js';
import type { Diagnostic } from '../../../ast/nodes.js';
import { commandOfDiagnostic } from '../../../facts/diagnosticPlace.js';
import type { ModelFacts } from '../../../facts/facts.js';
import { syntaxRuleId, type Rule } from '../../rule.js';

/** RV008: a command without an argument it needs. */
export const missingArgument: Rule = {
  ...syntaxRuleId('missing-argument'),
  category: 'syntax',
  severity: 'warning',
  docs: {
    summary: 'A command given with fewer arguments than it needs.',
    why: 'Raven usually reports an improper format ("<command> command: improper line length at line N") and skips the line, so the setting is not made.',
    fix: 'Give every argument the command expects (`rvkit check --explain` on the command, or the Raven manual).',
    source: 'ParseInput.cpp, ImproperFormatWarning, and the per-command `Len<…` checks',
    example: { fileType: 'rvi', bad: ':Calendar', good: ':Calendar PROLEPTIC_GREGORIAN' },
  },
  adjust: adjustMissingArgument,
  // Every warning of a command line's length check ("improper line length", "improper syntax" …).
  ravenWarnings: lineLengthWarningIds(),
};

/**
 * Where Raven's own length check fails on the line (`Len<N`, the name counted), the warning it writes: Raven
 * skips the line. Where the line passes Raven's check, the diagnostic stays as the parser made it.
 */
function adjustMissingArgument(d: Diagnostic, model: ModelFacts): Diagnostic {
  const found = commandOfDiagnostic(model, d);
  const name = found?.command.spec?.name;
  if (!found || !name) return d;
  const words = found.command.line.words.length;
  const fileType = model.project.files.find((f) => f.doc.fileName === d.file)?.fileType ?? '';
  const hit = lineLengthWarnings(name, fileType).find((w) => words < w.minWords);
  if (!hit) return d;
  const said = hit.warning.message.replace(' at line {line}', '');
  return {
    ...d,
    message: `${d.message}: Raven writes "${said}" and skips the line`,
    ravenWarning: hit.warning.id,
  };
}
