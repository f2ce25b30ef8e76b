/** The reference rules (RV2xx): every name and ID a command uses is defined where Raven looks for it. */
import type { Rule } from '../../rule.js';
import { hruClass } from './hruClass.js';
import { missingFile } from './missingFile.js';

/** Every reference rule, by code. */
export const REFERENCE_RULES: readonly Rule[] = [missingFile, hruClass];
