import { closestStore, storeUsesOf } from '../../../facts/stores.js';
import type { Rule } from '../../rule.js';

/** Raven's warnings: "only accepts a 'from' (or 'to') compartment type of …" (ParseMainInputFile). */
const FROM_WARNING = 'ParseInput#137';
const TO_WARNING = 'ParseInput#138';

/** RV504: a store argument that Raven compares with the one store the process uses, and that differs. */
export const processStoreOverridden: Rule = {
  code: 'RV504',
  name: 'process-store-overridden',
  category: 'options',
  severity: 'warning',
  docs: {
    summary:
      'Where a process always moves water between the same stores (:Infiltration from PONDED_WATER, :Baseflow to SURFACE_WATER, :CanopyEvaporation from CANOPY to ATMOSPHERE …), the line names those stores.',
    why: 'Raven compares such an argument with the store the process uses and, when it differs (or is misspelt), writes a WARNING ("… command only accepts a \'to\' compartment type of SURFACE_WATER. The user-specified compartment will be overridden") and uses its own store. The line then says something the model does not do. For :Percolation, :CapillaryRise and :Recharge Raven warns the same way but does use the store you name.',
    fix: 'Write the store the process uses (the message names it); to send the water elsewhere, add a :Flush or :-->RedirectFlow, or choose another process.',
    source: 'ParseInput.cpp, FromToErrorCheck (called by each process case of ParseMainInputFile)',
    example: {
      fileType: 'rvi',
      bad: ':Baseflow BASE_LINEAR SOIL[1] PONDED_WATER',
      good: ':Baseflow BASE_LINEAR SOIL[1] SURFACE_WATER',
    },
  },
  ravenWarnings: [FROM_WARNING, TO_WARNING],
  check({ model, report }) {
    for (const use of storeUsesOf(model)) {
      const { how, store, token } = use;
      if (!how.expect || store.type === how.expect) continue;
      // Where Raven refuses the store outright (RV503), its warning adds nothing.
      if (how.allowed && store.type !== undefined && !how.allowed.includes(store.type)) continue;
      if (how.read === 'strict' && store.type === undefined) continue;
      const guess = store.type === undefined ? closestStore(token.text, use.aliases) : undefined;
      const hint = guess ? ` ('${token.text}' is not a state variable: did you mean ${guess}?)` : '';
      const then =
        how.read === 'checked'
          ? `Raven warns and uses ${how.expect} instead`
          : `Raven warns that it expects ${how.expect} here, but uses '${token.text}'`;
      report({
        at: token.site,
        message: `${use.command} takes its ${how.arg} store as ${how.expect}, not '${token.text}'${hint}: ${then}`,
        ravenWarning: how.arg === 'from' ? FROM_WARNING : TO_WARNING,
      });
    }
  },
};
