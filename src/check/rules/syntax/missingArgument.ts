import { syntaxRuleId, type Rule } from '../../rule.js';

/** RV008: a command without an argument it needs. */
export const missingArgument: Rule = {
  ...syntaxRuleId('missing-argument'),
  category: 'syntax',
  severity: 'warning',
  docs: {
    summary: 'A command given with fewer arguments than it needs.',
    why: 'Raven usually reports an improper format and skips the line, so the setting is not made.',
    fix: 'Give every argument the command expects (`rvkit check --explain` on the command, or the Raven manual).',
    source: 'CParser::ImproperFormat and the per-command `Len<…` checks',
    example: { fileType: 'rvi', bad: ':Calendar', good: ':Calendar PROLEPTIC_GREGORIAN' },
  },
};
