import { syntaxRuleId, type Rule } from '../../rule.js';

/** RV002: a line the parser could not place. */
export const parser: Rule = {
  ...syntaxRuleId('parser'),
  category: 'syntax',
  severity: 'error',
  docs: {
    summary:
      'A safeguard: a line the parser could not fit into the structure of the file. The parser places every line (unknown or stray lines get their own diagnostics), so this is never expected; if you see it, it is an rvkit bug.',
    why: 'Raven reads files line by line with one dispatcher per file type; a line that fits no command cannot mean what was intended.',
    fix: 'Report the file to rvkit; meanwhile look at the line and the block around it (a missing or extra end line).',
    source: 'ParseInput.cpp and the Parse*File.cpp dispatchers',
  },
};
