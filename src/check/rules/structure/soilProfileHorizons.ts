import { commandName } from '../../../ast/nodes.js';
import { sToI } from '../../../facts/ravenNumbers.js';
import { mayBeEmptyProfile } from '../../../facts/rvpFacts.js';
import { tableRows } from '../../../facts/table.js';
import type { Rule } from '../../rule.js';

/** RV108: a soil profile whose horizon count does not match its horizons. */
export const soilProfileHorizons: Rule = {
  code: 'RV108',
  name: 'soil-profile-horizons',
  category: 'structure',
  severity: 'error',
  docs: {
    summary:
      'Each row of :SoilProfiles gives a name, a horizon count N, then exactly N pairs of soil class and thickness (m); only lake, water, glacier, rock, pavement and wetland profiles may have no horizon.',
    why: 'Raven reads the count first and stops when the row does not hold exactly that many pairs (":SoilProfiles invalid command length"), when the count is negative, or when an ordinary profile has zero horizons (only names starting LAKE, WATER, GLACIER, ROCK, PAVEMENT, MASKED_GLACIER or WETLAND may).',
    fix: 'Make the count equal to the number of soil class and thickness pairs on the row, or add the missing pair.',
    source: 'ParsePropertyFile.cpp, ParseClassPropertiesFile, :SoilProfiles',
    example: {
      fileType: 'rvp',
      bad: ':SoilProfiles\n  LAKE, 0\n  LOAM_PROFILE, 3, TOPSOIL, 0.3, SUBSOIL, 1.0\n:EndSoilProfiles',
      good: ':SoilProfiles\n  LAKE, 0\n  LOAM_PROFILE, 2, TOPSOIL, 0.3, SUBSOIL, 1.0\n:EndSoilProfiles',
    },
  },
  check({ model, report }) {
    for (const ref of model.commands('rvp')) {
      if (commandName(ref.command) !== ':SoilProfiles') continue;
      for (const row of tableRows(ref.file, ref.command)) {
        const [name, count] = row.tokens;
        if (!count) continue; // Raven warns about the line length and skips the row
        const n = sToI(count.text);
        const pairs = (row.tokens.length - 2) / 2;
        const listed = Math.floor(pairs);
        const what = `soil profile ${name.text}`;
        if (n < 0) {
          report({ at: count.site, message: `${what}: the horizon count ${count.text} is negative` });
        } else if (row.tokens.length !== 2 * n + 2) {
          const found = Number.isInteger(pairs)
            ? `lists ${listed} (soil class, thickness) pair${listed === 1 ? '' : 's'}`
            : `has ${row.tokens.length - 2} values after the count, not whole (soil class, thickness) pairs`;
          report({
            at: count.site,
            message: `${what} says ${n} horizon${n === 1 ? '' : 's'} but ${found}: make the count match the pairs`,
          });
        } else if (n === 0 && !mayBeEmptyProfile(name.text)) {
          report({
            at: count.site,
            message: `${what} has no horizon: only profiles named LAKE…, WATER…, GLACIER…, ROCK…, PAVEMENT… or WETLAND… may; give its horizons`,
          });
        }
      }
    }
  },
};
