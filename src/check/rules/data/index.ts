/** The time and data rules (RV4xx): dates, the simulation period, gauges, forcing coverage, physical values. */
import type { Rule } from '../../rule.js';

/** Every time and data rule, by code. */
export const DATA_RULES: readonly Rule[] = [];
