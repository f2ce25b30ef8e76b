import { hruNumbers } from '../../../facts/hruColumns.js';
import type { Rule } from '../../rule.js';

/** RV420: an HRU latitude or longitude outside the globe. */
export const hruLocation: Rule = {
  code: 'RV420',
  name: 'hru-location',
  category: 'time-and-data',
  severity: 'error',
  docs: {
    summary: 'Every HRU latitude is within -90..90 and every longitude within -180..180 decimal degrees.',
    why: 'Raven uses the location for solar radiation and distances to gauges, and refuses coordinates outside these ranges (the run stops before simulating). Projected coordinates (metres) or swapped columns are the usual cause.',
    fix: 'Give latitude and longitude in decimal degrees (WGS84), latitude in the 4th column and longitude in the 5th.',
    source: 'ParseHRUFile.cpp :HRUs ("longitude and latitude in :HRUs table must be valid")',
    example: {
      fileType: 'rvh',
      bad: ':HRUs\n  :Attributes, AREA, ELEVATION, LATITUDE, LONGITUDE, BASIN_ID, LAND_USE_CLASS, VEG_CLASS, SOIL_PROFILE, AQUIFER_PROFILE, TERRAIN_CLASS, SLOPE, ASPECT\n  :Units, km2, m, deg, deg, none, none, none, none, none, none, deg, deg\n  1, 120.5, 350, 4826543, 552300, 1, FOREST, FOREST, LOAM, [NONE], [NONE], 0, 0\n:EndHRUs',
      good: ':HRUs\n  :Attributes, AREA, ELEVATION, LATITUDE, LONGITUDE, BASIN_ID, LAND_USE_CLASS, VEG_CLASS, SOIL_PROFILE, AQUIFER_PROFILE, TERRAIN_CLASS, SLOPE, ASPECT\n  :Units, km2, m, deg, deg, none, none, none, none, none, none, deg, deg\n  1, 120.5, 350, 43.6, -80.8, 1, FOREST, FOREST, LOAM, [NONE], [NONE], 0, 0\n:EndHRUs',
    },
  },
  check({ model, report }) {
    const hrus = model.rvh.hrus;
    const latitudes = hruNumbers(model, 'latitude');
    const longitudes = hruNumbers(model, 'longitude');
    for (let r = 0; r < hrus.length; r++) {
      // Compared as before the columns were shared: NaN (a missing cell) is never outside the globe.
      const badLatitude = Math.abs(latitudes[r]) > 90;
      if (!badLatitude && !(Math.abs(longitudes[r]) > 180)) continue;
      const hru = hrus[r];
      if (hru.size < 13) continue;
      const id = hru.textAt(0);
      if (badLatitude) {
        const latitude = hru.get('latitude')!;
        report({
          at: latitude.site,
          message: `HRU ${id} has latitude ${latitude.text}: give decimal degrees within -90..90`,
        });
      } else {
        const longitude = hru.get('longitude')!;
        report({
          at: longitude.site,
          message: `HRU ${id} has longitude ${longitude.text}: give decimal degrees within -180..180`,
        });
      }
    }
  },
};
