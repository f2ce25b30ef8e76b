import { warningIn } from '../../../../grammar/ravenWarningMatch.js';
import { hruGroupMembers } from '../../../facts/groupMembers.js';
import { networkOf, type HruRow } from '../../../facts/network.js';
import { wordToken } from '../../../facts/site.js';
import type { Rule } from '../../rule.js';

const NONE_IN_BASINS = warningIn('CmvLatFlush::Initialize', 'in any of the basins');
const BOTH_GROUPS = warningIn('CmvLatFlush::Initialize', 'belongs to both source and recipient');
const NONE_AT_ALL = warningIn('CmvLatFlush::Initialize', 'HRU Group population of zero');

/**
 * RV250: the HRU pairs a `:LateralFlush` or `:LateralDivert` process connects, as CmvLatFlush::Initialize makes
 * them: within each subbasin, every HRU of the source group to every other HRU of the recipient group (an HRU in
 * both is skipped, with a warning); with `INTERBASIN` (`:LateralFlush` only), every source HRU to the one
 * recipient HRU of the model. No pair at all is warned about, and the process moves nothing. Kept to groups the
 * .rvh lists by ID (`:HRUGroup`), in a model that disables no HRU or subbasin.
 */
export const lateralFlushGroups: Rule = {
  code: 'RV250',
  name: 'lateral-flush-groups',
  category: 'references',
  severity: 'warning',
  docs: {
    summary:
      'The source and recipient HRU groups of `:LateralFlush` and `:LateralDivert` share subbasins (or, with INTERBASIN, the recipient group has one HRU), and no HRU is in both.',
    why: 'Raven connects each HRU of the source group to the other HRUs of the recipient group in the same subbasin only (unless `:LateralFlush … INTERBASIN`, where the recipient group must hold one HRU). Groups that never meet in a subbasin, or an empty group, give no connection: Raven warns ("CmvLatFlush::Initialize: no connections found between from and to HRU groups in any of the basins. …") and the process moves no water. An HRU in both groups is not connected to itself, with a warning ("one or more HRUs belongs to both source and recipient HRU groups in LateralFlush or LateralDivert process. This may have unintentended consequences.").',
    fix: 'Put source and recipient HRUs of each subbasin in the two groups, keep the groups apart, or use INTERBASIN with a single recipient HRU.',
    source:
      'LatFlush.cpp CmvLatFlush::Initialize; ParseInput.cpp (:LateralFlush, :LateralDivert); ParseHRUFile.cpp (:HRUGroup)',
    example: {
      fileType: 'rvh',
      bad: ':HRUs\n  :Attributes, AREA, ELEVATION, LATITUDE, LONGITUDE, BASIN_ID, LAND_USE_CLASS, VEG_CLASS, SOIL_PROFILE, AQUIFER_PROFILE, TERRAIN_CLASS, SLOPE, ASPECT\n  :Units, km2, m, deg, deg, none, none, none, none, none, none, deg, deg\n  1, 100.5, 350, 43.6, -80.8, 1, FOREST, FOREST, LOAM, [NONE], [NONE], 0, 0\n  2, 20.0, 340, 43.6, -80.8, 1, FOREST, FOREST, LOAM, [NONE], [NONE], 0, 0\n:EndHRUs\n:HRUGroup Upland\n  1\n:EndHRUGroup\n:HRUGroup Wetland\n  1\n:EndHRUGroup',
      good: ':HRUs\n  :Attributes, AREA, ELEVATION, LATITUDE, LONGITUDE, BASIN_ID, LAND_USE_CLASS, VEG_CLASS, SOIL_PROFILE, AQUIFER_PROFILE, TERRAIN_CLASS, SLOPE, ASPECT\n  :Units, km2, m, deg, deg, none, none, none, none, none, none, deg, deg\n  1, 100.5, 350, 43.6, -80.8, 1, FOREST, FOREST, LOAM, [NONE], [NONE], 0, 0\n  2, 20.0, 340, 43.6, -80.8, 1, FOREST, FOREST, LOAM, [NONE], [NONE], 0, 0\n:EndHRUs\n:HRUGroup Upland\n  1\n:EndHRUGroup\n:HRUGroup Wetland\n  2\n:EndHRUGroup',
      model: {
        rvi: ':DefineHRUGroups Upland Wetland\n:HydrologicProcesses\n  :Precipitation PRECIP_RAVEN ATMOS_PRECIP MULTIPLE\n  :LateralFlush RAVEN_DEFAULT Upland PONDED_WATER To Wetland PONDED_WATER\n:EndHydrologicProcesses',
      },
    },
  },
  ravenWarnings: [NONE_IN_BASINS.id, BOTH_GROUPS.id, NONE_AT_ALL.id],
  check({ model, report }) {
    // Raven skips the disabled HRUs and subbasins: left out.
    if (model.uses('rvh', ':DisableHRUGroup').length + model.uses('rvh', ':DisableSubBasinGroup').length > 0)
      return;
    const members = hruGroupMembers(model);
    const network = networkOf(model);
    for (const line of model.rvi.processes) {
      // The lateral flush processes (CmvLatFlush) are the ones whose catalogue entry names source and
      // recipient HRU groups; :LateralFlush also reads INTERBASIN.
      const spec = line.ref.command.spec?.args ?? [];
      if (!spec.some((a) => a.name === 'from_group') || !spec.some((a) => a.name === 'to_group')) continue;
      const words = line.ref.command.line.words;
      // Raven reads the line only with its seven words (RV008), and stops on a group the .rvi did not declare.
      if (words.length < 7) continue;
      const [fromWord, toWord] = [words[2], words[5]];
      if (!model.rvi.hruGroups.has(fromWord.text) || !model.rvi.hruGroups.has(toWord.text)) continue;
      const from = members.get(fromWord.text);
      const to = members.get(toWord.text);
      if (!from || !to) continue;
      const at = wordToken(line.ref.file, fromWord).site;
      const pair = `${fromWord.text} → ${toWord.text}`;
      const interbasin = line.args.get('interbasin')?.[0]?.text === 'INTERBASIN';
      if (interbasin) {
        // More than one recipient stops Raven (RV267).
        if (new Set(to).size > 1) continue;
        if (to.length > 0 && from.length > 0) continue;
        report({
          at,
          ravenWarning: NONE_AT_ALL.id,
          message: `${line.name} ${pair} (INTERBASIN): ${to.length === 0 ? `group ${toWord.text}` : `group ${fromWord.text}`} has no HRU, so there is no connection: Raven warns ("${NONE_AT_ALL.message}") and the process moves nothing`,
        });
        continue;
      }
      const fromSet = new Set(from);
      const toSet = new Set(to);
      let connections = 0;
      const both: HruRow[] = [];
      for (const sb of network.subbasins) {
        const hrus = network.hrus.filter((h) => h.subbasinKey === sb.key);
        for (const k1 of hrus) {
          if (!fromSet.has(k1)) continue;
          for (const k2 of hrus) {
            if (!toSet.has(k2)) continue;
            if (k1 !== k2) connections++;
            else both.push(k1);
          }
        }
      }
      if (connections === 0) {
        report({
          at,
          ravenWarning: NONE_IN_BASINS.id,
          message: `${line.name} ${pair}: no subbasin holds an HRU of ${fromWord.text} and another HRU of ${toWord.text}, so there is no connection: Raven warns ("${NONE_IN_BASINS.message.trim()}") and the process moves nothing`,
        });
      }
      if (both.length > 0) {
        report({
          at: wordToken(line.ref.file, toWord).site,
          ravenWarning: BOTH_GROUPS.id,
          message: `${line.name} ${pair}: HRU ${both.map((h) => h.idText).join(', ')} ${both.length === 1 ? 'is' : 'are'} in both groups and not connected to ${both.length === 1 ? 'itself' : 'themselves'}: Raven warns ("${BOTH_GROUPS.message.trim()}")`,
        });
      }
    }
  },
};
