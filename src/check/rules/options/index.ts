/** The option rules (RV5xx): option values and algorithms, and what each needs of the model. */
import type { Rule } from '../../rule.js';

/** Every option rule, by code. */
export const OPTION_RULES: readonly Rule[] = [];
