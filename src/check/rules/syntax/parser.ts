import type { Rule } from '../../rule.js';

/** RV002: a line the parser could not place. */
export const parser: Rule = {
  code: 'RV002',
  name: 'parser',
  category: 'syntax',
  severity: 'error',
  docs: {
    summary: 'A line the parser could not fit into the structure of the file.',
    why: 'Raven reads files line by line with one dispatcher per file type; a line that fits no command cannot mean what was intended.',
    fix: 'Look at the line and the block around it: a missing or extra end line is the usual cause.',
    source: 'ParseInput.cpp and the Parse*File.cpp dispatchers',
  },
};
