/** Every rule of the checker, in code order. */
import type { Rule } from '../rule.js';
import { DATA_RULES } from './data/index.js';
import { OPTION_RULES } from './options/index.js';
import { PARAMETER_RULES } from './parameters/index.js';
import { REFERENCE_RULES } from './references/index.js';
import { STRUCTURE_RULES } from './structure/index.js';
import { SYNTAX_RULES } from './syntax/index.js';

/** Every rule, sorted by code. */
export const RULES: readonly Rule[] = [
  ...SYNTAX_RULES,
  ...STRUCTURE_RULES,
  ...REFERENCE_RULES,
  ...PARAMETER_RULES,
  ...DATA_RULES,
  ...OPTION_RULES,
].sort((a, b) => a.code.localeCompare(b.code));
