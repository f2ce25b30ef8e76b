/** The structure rules (RV1xx): blocks, identifiers, the subbasin network. */
import type { Rule } from '../../rule.js';
import { missingEnd } from './missingEnd.js';
import { redirectDepth } from './redirectDepth.js';

/** Every structure rule, by code. */
export const STRUCTURE_RULES: readonly Rule[] = [missingEnd, redirectDepth];
