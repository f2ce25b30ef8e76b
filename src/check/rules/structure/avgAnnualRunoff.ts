import { annualRunoff } from '../../../facts/annualRunoff.js';
import { networkOf } from '../../../facts/network.js';
import type { Rule } from '../../rule.js';

/** RV109: a model of several subbasins without an average annual runoff. */
export const avgAnnualRunoff: Rule = {
  code: 'RV109',
  name: 'avg-annual-runoff',
  category: 'structure',
  severity: 'error',
  docs: {
    summary:
      'A model with more than one subbasin gives the average annual runoff (:AvgAnnualRunoff, mm/yr) in the .rvp.',
    why: 'Raven estimates each reach\'s reference flow and initial discharge from the average annual runoff; with more than one subbasin it stops when the value is missing or negative ("AVG_ANNUAL_RUNOFF should be supplied").',
    fix: 'Add `:AvgAnnualRunoff <mm per year>` (or `:GlobalParameter AVG_ANNUAL_RUNOFF <value>`) to the .rvp.',
    source: 'ParseHRUFile.cpp, ParseHRUPropsFile (checks after the file is read)',
    example: {
      fileType: 'rvp',
      bad: '# two subbasins in the .rvh\n:GlobalParameter SNOW_SWI 0.05',
      good: '# two subbasins in the .rvh\n:GlobalParameter SNOW_SWI 0.05\n:AvgAnnualRunoff 380',
      model: {
        rvh: ':SubBasins\n  :Attributes, NAME, DOWNSTREAM_ID, PROFILE, REACH_LENGTH, GAUGED\n  :Units, none, none, none, km, none\n  1, upper, 2, NONE, _AUTO, 0\n  2, lower, -1, NONE, _AUTO, 1\n:EndSubBasins\n:HRUs\n  :Attributes, AREA, ELEVATION, LATITUDE, LONGITUDE, BASIN_ID, LAND_USE_CLASS, VEG_CLASS, SOIL_PROFILE, AQUIFER_PROFILE, TERRAIN_CLASS, SLOPE, ASPECT\n  :Units, km2, m, deg, deg, none, none, none, none, none, none, deg, deg\n  1, 60.0, 350, 43.6, -80.8, 1, FOREST, FOREST, LOAM, [NONE], [NONE], 0, 0\n  2, 60.5, 340, 43.6, -80.8, 2, FOREST, FOREST, LOAM, [NONE], [NONE], 0, 0\n:EndHRUs',
      },
    },
  },
  check({ model, report }) {
    const { subbasins } = networkOf(model);
    if (subbasins.length < 2) return;
    const value = annualRunoff(model)?.value;
    if (value !== undefined && value >= 0) return;
    const second = subbasins[1];
    report({
      at: second.id.site,
      message:
        value === undefined
          ? `with more than one subbasin Raven needs the average annual runoff: add :AvgAnnualRunoff (mm/yr) to the .rvp`
          : `with more than one subbasin Raven needs a non-negative average annual runoff, but the .rvp gives ${value}`,
    });
  },
};
