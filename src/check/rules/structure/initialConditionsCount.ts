import { networkOf } from '../../../facts/network.js';
import { wordSite } from '../../../facts/site.js';
import { resolveStore } from '../../../facts/stores.js';
import { tableRows } from '../../../facts/table.js';
import type { Rule } from '../../rule.js';

/** RV160: an `:InitialConditions` block of the .rvc without one value per HRU. */
export const initialConditionsCount: Rule = {
  code: 'RV160',
  name: 'initial-conditions-count',
  category: 'structure',
  severity: 'warning',
  docs: {
    summary: 'An `:InitialConditions` block of the .rvc gives one value per HRU, in the order of :HRUs.',
    why: 'Raven reads the block line by line until it holds a value for every HRU or meets :EndInitialConditions. With fewer values (an HRU added to the .rvh and not to the .rvc is the usual cause) the HRUs left over start at zero; with more, values are given to the wrong HRUs or left unread. Either way Raven warns ("Initial condition count is incorrect for state variable …") and runs on.',
    fix: 'Write one value per HRU, in the order of :HRUs (or move to :HRUStateVariableTable, where each row names its HRU).',
    source: 'ParseInitialConditionFile.cpp ParseInitialConditionsFile (:InitialConditions)',
    example: {
      fileType: 'rvc',
      bad: ':InitialConditions SOIL[0]\n  0.5\n:EndInitialConditions',
      good: ':InitialConditions SOIL[0]\n  0.5 0.5\n:EndInitialConditions',
      model: {
        rvh: ':SubBasins\n  :Attributes, NAME, DOWNSTREAM_ID, PROFILE, REACH_LENGTH, GAUGED\n  :Units, none, none, none, km, none\n  1, one, -1, NONE, _AUTO, 1\n:EndSubBasins\n:HRUs\n  :Attributes, AREA, ELEVATION, LATITUDE, LONGITUDE, BASIN_ID, LAND_USE_CLASS, VEG_CLASS, SOIL_PROFILE, AQUIFER_PROFILE, TERRAIN_CLASS, SLOPE, ASPECT\n  :Units, km2, m, deg, deg, none, none, none, none, none, none, deg, deg\n  1, 10.0, 100, 45.0, -75.0, 1, LU, VEG, SOILPROF, [NONE], [NONE], 0, 0\n  2, 10.0, 100, 45.0, -75.0, 1, LU, VEG, SOILPROF, [NONE], [NONE], 0, 0\n:EndHRUs',
      },
    },
  },
  ravenWarnings: ['ParseInitialConditionFile#12'],
  check({ model, report }) {
    const hrus = networkOf(model).hrus.length;
    if (hrus === 0) return;
    for (const { file, command } of model.uses('rvc', ':InitialConditions')) {
      const name = command.line.words[1];
      // Without its end line Raven reads on into the next commands; an unknown name is skipped with another warning.
      if (!command.end || !name || resolveStore(name.text, []).type === undefined) continue;
      // Raven stops reading once it holds a value per HRU, but counts every value of the last line it read.
      let count = 0;
      for (const row of tableRows(file, command)) {
        if (count >= hrus) break;
        count += row.tokens.length;
      }
      if (count === hrus) continue;
      report({
        at: wordSite(file, name),
        message: `:InitialConditions ${name.text} gives ${count} value${count === 1 ? '' : 's'} for ${hrus} HRU${hrus === 1 ? '' : 's'}: ${count < hrus ? 'the HRUs left over start at zero' : 'the values are not one per HRU'}, and Raven warns ("Initial condition count is incorrect for state variable "${name.text}"")`,
      });
    }
  },
};
