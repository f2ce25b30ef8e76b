/**
 * Numbers as Raven reads them in the .rvp: C's atof, the marker values the engine stores in place of a
 * parameter value (RavenInclude.h), and AutoOrDouble (CommonFunctions.cpp), which turns `_AUTO`/`AUTO` and
 * `_DEFAULT`/`_DEF` into markers. The parameter rules compute with these exact numbers, because the engine's
 * checks compare with them (a `_DEFAULT` where a value is copied as it is becomes -55555.5 and fails a range).
 */

import { atof } from '../../facts/ravenNumbers.js';

/** "Compute this value" (AUTO_COMPUTE). */
export const AUTO_COMPUTE = -11111.1;
/** "Needed, and nobody gave it" (NOT_SPECIFIED): RVPParameterWarning stops the run on it. */
export const NOT_SPECIFIED = -33333.3;
/** "Take the template (`[DEFAULT]`) value" (USE_TEMPLATE_VALUE). */
export const USE_TEMPLATE_VALUE = -55555.5;
/** A parameter that cannot be computed, not needed by the model (NOT_NEEDED). */
export const NOT_NEEDED = -66666.6;
/** A parameter that can be computed, not needed by the model (NOT_NEEDED_AUTO). */
export const NOT_NEEDED_AUTO = -77777.7;

/** C's atof (one implementation for every rule). */
export { atof };

/** AutoOrDouble: the markers for `_AUTO`/`AUTO` and `_DEFAULT`/`_DEF`, atof otherwise. */
export function autoOrDouble(text: string): number {
  if (text === '_AUTO' || text === 'AUTO') return AUTO_COMPUTE;
  if (text === '_DEFAULT' || text === '_DEF') return USE_TEMPLATE_VALUE;
  return atof(text);
}
