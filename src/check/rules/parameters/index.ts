/** The parameter rules (RV3xx): every parameter the chosen algorithms need is given, within Raven's limits. */
import type { Rule } from '../../rule.js';

/** Every parameter rule, by code. */
export const PARAMETER_RULES: readonly Rule[] = [];
