import { knownIds, networkOf } from '../../../facts/network.js';
import { isNegativeKey } from '../../../facts/ravenNumbers.js';
import { whereIs } from '../../../facts/where.js';
import type { Rule } from '../../rule.js';

/** RV203: an HRU names a subbasin that does not exist (yet). */
export const hruSubbasin: Rule = {
  code: 'RV203',
  name: 'hru-subbasin',
  category: 'references',
  severity: 'error',
  docs: {
    summary:
      'The subbasin ID of each HRU (the BASIN_ID column of :HRUs) is one that :SubBasins defines above the :HRUs block.',
    why: 'Raven attaches each HRU to its subbasin while it reads the :HRUs row, so the subbasin must already be read; it stops otherwise ("HRU 12 has a bad subbasin index specified", "Bad Sub-basin index in :HRUs command"). IDs are compared as integers.',
    fix: 'Correct the ID in the :HRUs row, add the subbasin to :SubBasins, or move the :SubBasins block above :HRUs.',
    source: 'ParseHRUFile.cpp, ParseHRUPropsFile (:HRUs); HydroUnits.cpp, CHydroUnit constructor',
    example: {
      fileType: 'rvh',
      bad: ':SubBasins\n  1, main, -1, NONE, _AUTO, 1\n:EndSubBasins\n:HRUs\n  1, 120.5, 350, 43.6, -80.8, 2, FOREST, FOREST, LOAM, [NONE], [NONE], 0, 0\n:EndHRUs',
      good: ':SubBasins\n  1, main, -1, NONE, _AUTO, 1\n:EndSubBasins\n:HRUs\n  1, 120.5, 350, 43.6, -80.8, 1, FOREST, FOREST, LOAM, [NONE], [NONE], 0, 0\n:EndHRUs',
    },
  },
  check({ model, report }) {
    const network = networkOf(model);
    for (const hru of network.hrus) {
      if (!hru.row.has('subbasin_id') || !hru.row.isLong('subbasin_id')) continue; // integer-id says so
      const sb = isNegativeKey(hru.subbasinKey!) ? undefined : network.subbasinById.get(hru.subbasinKey!);
      if (sb && sb.row.ref.index < hru.row.ref.index) continue;
      const cell = hru.subbasin!;
      const message = sb
        ? `HRU ${hru.id.text}: subbasin ${cell.text} is defined only after the :HRUs block (${whereIs(sb.id.site, cell.site)}), and Raven reads :SubBasins first: move :SubBasins above :HRUs`
        : `HRU ${hru.id.text}: subbasin ${cell.text} is not defined in :SubBasins${knownIds(network)}`;
      report({ at: cell.site, message });
    }
  },
};
