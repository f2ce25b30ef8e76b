import { networkOf } from '../../../facts/network.js';
import { idKey, type IdKey } from '../../../facts/ravenNumbers.js';
import type { Token } from '../../../facts/site.js';
import { whereIs } from '../../../facts/where.js';
import type { Rule } from '../../rule.js';

/** RV114: two reservoirs at the outlet of one subbasin. */
export const reservoirPerSubbasin: Rule = {
  code: 'RV114',
  name: 'reservoir-per-subbasin',
  category: 'structure',
  severity: 'error',
  docs: {
    summary:
      'A subbasin has at most one :Reservoir (its :SubBasinID names the subbasin at whose outlet it lies).',
    why: 'Raven places a reservoir at the outlet of its subbasin and stops when a second one names the same subbasin ("only one reservoir may be specified per basin"). Two lakes in one subbasin need the subbasin split in two.',
    fix: 'Correct the :SubBasinID of one reservoir, or split the subbasin so that each reservoir has its own.',
    source: 'ParseHRUFile.cpp, :Reservoir; SubBasin.cpp, CSubBasin::AddReservoir',
    example: {
      fileType: 'rvh',
      bad: ':Reservoir LakeA\n  :SubBasinID 1\n  :HRUID 1\n  :Type RESROUTE_STANDARD\n  :WeirCoefficient 0.6\n  :CrestWidth 10\n  :MaxDepth 5\n  :LakeArea 1000000\n:EndReservoir\n:Reservoir LakeB\n  :SubBasinID 1\n  :HRUID 1\n  :Type RESROUTE_STANDARD\n  :WeirCoefficient 0.6\n  :CrestWidth 10\n  :MaxDepth 5\n  :LakeArea 1000000\n:EndReservoir',
      good: ':Reservoir LakeA\n  :SubBasinID 1\n  :HRUID 1\n  :Type RESROUTE_STANDARD\n  :WeirCoefficient 0.6\n  :CrestWidth 10\n  :MaxDepth 5\n  :LakeArea 1000000\n:EndReservoir\n:Reservoir LakeB\n  :SubBasinID 2\n  :HRUID 1\n  :Type RESROUTE_STANDARD\n  :WeirCoefficient 0.6\n  :CrestWidth 10\n  :MaxDepth 5\n  :LakeArea 1000000\n:EndReservoir',
      model: {
        rvh: ':SubBasins\n  :Attributes, NAME, DOWNSTREAM_ID, PROFILE, REACH_LENGTH, GAUGED\n  :Units, none, none, none, km, none\n  1, upper, 2, NONE, _AUTO, 0\n  2, lower, -1, NONE, _AUTO, 1\n:EndSubBasins\n:HRUs\n  :Attributes, AREA, ELEVATION, LATITUDE, LONGITUDE, BASIN_ID, LAND_USE_CLASS, VEG_CLASS, SOIL_PROFILE, AQUIFER_PROFILE, TERRAIN_CLASS, SLOPE, ASPECT\n  :Units, km2, m, deg, deg, none, none, none, none, none, none, deg, deg\n  1, 60.0, 350, 43.6, -80.8, 1, FOREST, FOREST, LOAM, [NONE], [NONE], 0, 0\n  2, 60.5, 340, 43.6, -80.8, 2, FOREST, FOREST, LOAM, [NONE], [NONE], 0, 0\n:EndHRUs',
      },
    },
  },
  check({ model, report }) {
    const network = networkOf(model);
    const first = new Map<IdKey, Token>();
    for (const res of model.rvh.reservoirs) {
      if (!res.subbasin) continue;
      const key = idKey(res.subbasin.text);
      if (!network.subbasinById.has(key)) continue; // subbasin-id says so
      const earlier = first.get(key);
      if (!earlier) {
        first.set(key, res.subbasin);
        continue;
      }
      report({
        at: res.subbasin.site,
        message: `subbasin ${res.subbasin.text} already has a reservoir (${whereIs(earlier.site, res.subbasin.site)}): a subbasin holds one reservoir at its outlet; correct the :SubBasinID`,
      });
    }
  },
};
