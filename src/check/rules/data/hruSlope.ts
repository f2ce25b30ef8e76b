import { hruNumbers } from '../../../facts/hruColumns.js';
import type { Rule } from '../../rule.js';

/** RV421: an HRU slope outside 0..90 degrees. */
export const hruSlope: Rule = {
  code: 'RV421',
  name: 'hru-slope',
  category: 'time-and-data',
  severity: 'error',
  docs: {
    summary: 'Every HRU slope is an angle from 0 to 90 degrees.',
    why: 'Raven reads the slope in degrees (for radiation on sloped terrain) and refuses a negative slope or one above 90 (the run stops before simulating). A slope given as a ratio or in percent is the usual cause; a word ([NONE]) is read as 0.',
    fix: 'Give the mean slope in degrees: atan(rise/run) in degrees, not percent.',
    source: 'ParseHRUFile.cpp :HRUs ("slope in :HRUs table must be valid")',
    example: {
      fileType: 'rvh',
      bad: ':HRUs\n  :Attributes, AREA, ELEVATION, LATITUDE, LONGITUDE, BASIN_ID, LAND_USE_CLASS, VEG_CLASS, SOIL_PROFILE, AQUIFER_PROFILE, TERRAIN_CLASS, SLOPE, ASPECT\n  :Units, km2, m, deg, deg, none, none, none, none, none, none, deg, deg\n  1, 120.5, 350, 43.6, -80.8, 1, FOREST, FOREST, LOAM, [NONE], [NONE], 120, 0\n:EndHRUs',
      good: ':HRUs\n  :Attributes, AREA, ELEVATION, LATITUDE, LONGITUDE, BASIN_ID, LAND_USE_CLASS, VEG_CLASS, SOIL_PROFILE, AQUIFER_PROFILE, TERRAIN_CLASS, SLOPE, ASPECT\n  :Units, km2, m, deg, deg, none, none, none, none, none, none, deg, deg\n  1, 120.5, 350, 43.6, -80.8, 1, FOREST, FOREST, LOAM, [NONE], [NONE], 12.5, 0\n:EndHRUs',
    },
  },
  check({ model, report }) {
    const hrus = model.rvh.hrus;
    const slopes = hruNumbers(model, 'slope');
    for (let r = 0; r < hrus.length; r++) {
      // NaN is a missing cell (or a cell Raven reads as NaN, which is out of range too).
      if (slopes[r] >= 0 && slopes[r] <= 90) continue;
      if (hrus[r].size < 13 || !hrus[r].has('slope')) continue;
      const slope = hrus[r].get('slope')!;
      report({
        at: slope.site,
        message: `HRU ${hrus[r].textAt(0)} has slope ${slope.text}: give an angle in degrees from 0 to 90`,
      });
    }
  },
};
