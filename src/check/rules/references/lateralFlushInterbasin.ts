import { hruGroupMembers } from '../../../facts/groupMembers.js';
import { wordToken } from '../../../facts/site.js';
import type { Rule } from '../../rule.js';

/** Raven's words (LatFlush.cpp, CmvLatFlush::Initialize; its spelling). */
const REFUSAL =
  'LatFlush::Initialize - only one HRU in the model can recieve flush output if INTERBASIN is used. More than one recipient HRU found.';

/** RV267: `:LateralFlush … INTERBASIN` whose recipient HRU group holds more than one HRU. */
export const lateralFlushInterbasin: Rule = {
  code: 'RV267',
  name: 'lateral-flush-interbasin',
  category: 'references',
  severity: 'error',
  docs: {
    summary: 'With INTERBASIN, the recipient HRU group of `:LateralFlush` holds one HRU.',
    why: `Within subbasins, :LateralFlush spreads each source HRU's water over the recipient HRUs of its subbasin by area; with INTERBASIN, every source HRU of the model sends its water to one recipient HRU, and Raven has no rule to share it between several. When it sets the process up (after reading every file) it stops at the second HRU of the recipient group ("${REFUSAL}"), disabled HRUs included. rvkit checks groups the .rvh lists by ID (\`:HRUGroup\`).`,
    fix: 'Make the recipient group hold one HRU (a group of its own for the receiving HRU), or drop INTERBASIN to flush within each subbasin.',
    source: 'LatFlush.cpp, CmvLatFlush::Initialize; ParseInput.cpp (:LateralFlush, INTERBASIN)',
    example: {
      fileType: 'rvh',
      bad: ':HRUs\n  :Attributes, AREA, ELEVATION, LATITUDE, LONGITUDE, BASIN_ID, LAND_USE_CLASS, VEG_CLASS, SOIL_PROFILE, AQUIFER_PROFILE, TERRAIN_CLASS, SLOPE, ASPECT\n  :Units, km2, m, deg, deg, none, none, none, none, none, none, deg, deg\n  1, 100.5, 350, 43.6, -80.8, 1, FOREST, FOREST, LOAM, [NONE], [NONE], 0, 0\n  2, 20.0, 340, 43.6, -80.8, 1, FOREST, FOREST, LOAM, [NONE], [NONE], 0, 0\n  3, 20.0, 340, 43.6, -80.8, 1, FOREST, FOREST, LOAM, [NONE], [NONE], 0, 0\n:EndHRUs\n:HRUGroup Upland\n  1\n:EndHRUGroup\n:HRUGroup Wetland\n  2 3\n:EndHRUGroup',
      good: ':HRUs\n  :Attributes, AREA, ELEVATION, LATITUDE, LONGITUDE, BASIN_ID, LAND_USE_CLASS, VEG_CLASS, SOIL_PROFILE, AQUIFER_PROFILE, TERRAIN_CLASS, SLOPE, ASPECT\n  :Units, km2, m, deg, deg, none, none, none, none, none, none, deg, deg\n  1, 100.5, 350, 43.6, -80.8, 1, FOREST, FOREST, LOAM, [NONE], [NONE], 0, 0\n  2, 20.0, 340, 43.6, -80.8, 1, FOREST, FOREST, LOAM, [NONE], [NONE], 0, 0\n  3, 20.0, 340, 43.6, -80.8, 1, FOREST, FOREST, LOAM, [NONE], [NONE], 0, 0\n:EndHRUs\n:HRUGroup Upland\n  1\n:EndHRUGroup\n:HRUGroup Wetland\n  2\n:EndHRUGroup',
      model: {
        rvi: ':DefineHRUGroups Upland Wetland\n:HydrologicProcesses\n  :Precipitation PRECIP_RAVEN ATMOS_PRECIP MULTIPLE\n  :LateralFlush RAVEN_DEFAULT Upland PONDED_WATER To Wetland PONDED_WATER INTERBASIN\n:EndHydrologicProcesses',
      },
    },
  },
  check({ model, report }) {
    const members = hruGroupMembers(model);
    for (const line of model.rvi.processes) {
      if (line.name !== ':LateralFlush') continue;
      const words = line.ref.command.line.words;
      // Raven tests the eighth word for INTERBASIN, as written; a group the .rvi did not declare stops it first.
      if (words.length < 8 || words[7].text !== 'INTERBASIN') continue;
      const [fromWord, toWord] = [words[2], words[5]];
      if (!model.rvi.hruGroups.has(fromWord.text) || !model.rvi.hruGroups.has(toWord.text)) continue;
      const to = [...new Set(members.get(toWord.text) ?? [])];
      if (to.length < 2) continue;
      report({
        at: wordToken(line.ref.file, toWord).site,
        message: `:LateralFlush … INTERBASIN sends every source HRU's water to one HRU, but group ${toWord.text} holds ${to.length} (HRU ${to.map((h) => h.idText).join(', ')}): Raven stops ("${REFUSAL}")`,
      });
    }
  },
};
