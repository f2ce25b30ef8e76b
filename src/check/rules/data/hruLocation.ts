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
      bad: '  1, 120.5, 350, 4826543, 552300, 1, FOREST, FOREST, LOAM, [NONE], [NONE], 1.2, 180',
      good: '  1, 120.5, 350, 43.6, -80.8, 1, FOREST, FOREST, LOAM, [NONE], [NONE], 1.2, 180',
    },
  },
  check({ model, report }) {
    for (const hru of model.rvh.hrus) {
      const lat = hru.number('latitude');
      const lon = hru.number('longitude');
      if (lat === undefined || lon === undefined || hru.size < 13) continue;
      const badLatitude = Math.abs(lat) > 90;
      if (!badLatitude && !(Math.abs(lon) > 180)) continue;
      const id = hru.textAt(0);
      const latitude = hru.get('latitude')!;
      const longitude = hru.get('longitude')!;
      if (badLatitude) {
        report({
          at: latitude.site,
          message: `HRU ${id} has latitude ${latitude.text}: give decimal degrees within -90..90`,
        });
      } else {
        report({
          at: longitude.site,
          message: `HRU ${id} has longitude ${longitude.text}: give decimal degrees within -180..180`,
        });
      }
    }
  },
};
