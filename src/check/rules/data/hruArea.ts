import { hruNumbers } from '../../../facts/hruColumns.js';
import type { Rule } from '../../rule.js';

/** RV419: an HRU whose area is not positive. */
export const hruArea: Rule = {
  code: 'RV419',
  name: 'hru-area',
  category: 'time-and-data',
  severity: 'error',
  docs: {
    summary: 'Every HRU in the :HRUs table has a positive area (km²).',
    why: 'Raven weights every HRU by its area; it refuses an HRU with a negative or zero area ("has a negative or zero area") and stops before simulating. It reads the area with atof, so a word is 0.',
    fix: 'Give the HRU area in km² (remove HRUs that have no area).',
    source: 'HydroUnits.cpp CHydroUnit constructor; ParseHRUFile.cpp :HRUs',
    example: {
      fileType: 'rvh',
      bad: ':HRUs\n  1, 0.0, 350, 43.6, -80.8, 1, FOREST, FOREST, LOAM, [NONE], [NONE], 1.2, 180\n:EndHRUs',
      good: ':HRUs\n  1, 120.5, 350, 43.6, -80.8, 1, FOREST, FOREST, LOAM, [NONE], [NONE], 1.2, 180\n:EndHRUs',
    },
  },
  check({ model, report }) {
    const hrus = model.rvh.hrus;
    const areas = hruNumbers(model, 'area');
    for (let r = 0; r < hrus.length; r++) {
      if (areas[r] > 0 || (Number.isNaN(areas[r]) && hrus[r].number('area') === undefined)) continue;
      const area = hrus[r].get('area')!;
      if (hrus[r].size < 13) continue;
      report({
        at: area.site,
        message: `HRU ${hrus[r].textAt(0)} has area ${area.text}: give its area in km², greater than 0`,
      });
    }
  },
};
