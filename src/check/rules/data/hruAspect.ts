import { hruNumbers } from '../../../facts/hruColumns.js';
import type { Rule } from '../../rule.js';

/** RV422: an HRU aspect outside 0..360 degrees. */
export const hruAspect: Rule = {
  code: 'RV422',
  name: 'hru-aspect',
  category: 'time-and-data',
  severity: 'error',
  docs: {
    summary: 'Every HRU aspect is an angle from 0 to 360 degrees (clockwise from north).',
    why: 'Raven reads the aspect in degrees and refuses a negative aspect or one above 360 (the run stops before simulating). Aspects in -180..180 must be shifted; a word ([NONE]) is read as 0.',
    fix: 'Give the aspect in degrees from 0 to 360 (add 360 to negative values).',
    source: 'ParseHRUFile.cpp :HRUs ("aspect in :HRUs table must be valid")',
    example: {
      fileType: 'rvh',
      bad: ':HRUs\n  :Attributes, AREA, ELEVATION, LATITUDE, LONGITUDE, BASIN_ID, LAND_USE_CLASS, VEG_CLASS, SOIL_PROFILE, AQUIFER_PROFILE, TERRAIN_CLASS, SLOPE, ASPECT\n  :Units, km2, m, deg, deg, none, none, none, none, none, none, deg, deg\n  1, 120.5, 350, 43.6, -80.8, 1, FOREST, FOREST, LOAM, [NONE], [NONE], 0, -45\n:EndHRUs',
      good: ':HRUs\n  :Attributes, AREA, ELEVATION, LATITUDE, LONGITUDE, BASIN_ID, LAND_USE_CLASS, VEG_CLASS, SOIL_PROFILE, AQUIFER_PROFILE, TERRAIN_CLASS, SLOPE, ASPECT\n  :Units, km2, m, deg, deg, none, none, none, none, none, none, deg, deg\n  1, 120.5, 350, 43.6, -80.8, 1, FOREST, FOREST, LOAM, [NONE], [NONE], 0, 315\n:EndHRUs',
    },
  },
  check({ model, report }) {
    const hrus = model.rvh.hrus;
    const aspects = hruNumbers(model, 'aspect');
    for (let r = 0; r < hrus.length; r++) {
      // NaN is a missing cell (or a cell Raven reads as NaN, which is out of range too).
      if (aspects[r] >= 0 && aspects[r] <= 360) continue;
      if (hrus[r].size < 13 || !hrus[r].has('aspect')) continue;
      const aspect = hrus[r].get('aspect')!;
      report({
        at: aspect.site,
        message: `HRU ${hrus[r].textAt(0)} has aspect ${aspect.text}: give an angle in degrees from 0 to 360`,
      });
    }
  },
};
