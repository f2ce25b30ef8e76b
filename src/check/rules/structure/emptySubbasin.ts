import type { IdKey } from '../../../facts/ravenNumbers.js';
import { networkOf } from '../../../facts/network.js';
import type { Rule } from '../../rule.js';

/** RV106: a subbasin no HRU belongs to, or a conduit some HRU belongs to. */
export const emptySubbasin: Rule = {
  code: 'RV106',
  name: 'empty-subbasin',
  category: 'structure',
  severity: 'error',
  docs: {
    summary: 'Every subbasin holds at least one HRU, and no HRU belongs to a conduit.',
    why: 'A subbasin\'s area is the sum of its HRUs\' areas; Raven stops on a subbasin without HRUs ("has no constituent HRUs and therefore zero area"), and on a conduit (from :Conduits) that HRUs name ("HRUs should not be linked to conduits").',
    fix: 'Point the HRUs of the area at the subbasin (the BASIN_ID column of :HRUs), delete the unused subbasin, or move the HRUs off the conduit.',
    source: 'SubBasin.cpp, CSubBasin::Initialize',
    example: {
      fileType: 'rvh',
      bad: ':SubBasins\n  1, upper, 2, CHANNEL, 3.2, 0\n  2, lower, -1, CHANNEL, 5.0, 1\n:EndSubBasins\n:HRUs\n  1, 12.5, 350, 43.6, -80.8, 2, FOREST, FOREST, LOAM, [NONE], [NONE], 0, 0\n:EndHRUs',
      good: ':SubBasins\n  1, upper, 2, CHANNEL, 3.2, 0\n  2, lower, -1, CHANNEL, 5.0, 1\n:EndSubBasins\n:HRUs\n  1, 12.5, 350, 43.6, -80.8, 1, FOREST, FOREST, LOAM, [NONE], [NONE], 0, 0\n  2, 8.0, 340, 43.6, -80.8, 2, FOREST, FOREST, LOAM, [NONE], [NONE], 0, 0\n:EndHRUs',
    },
  },
  check({ model, report }) {
    const { subbasins, subbasinById, hrus } = networkOf(model);
    // Raven adds an HRU to the first subbasin of its ID defined before the :HRUs block.
    const counts = new Map<IdKey, number>();
    for (const hru of hrus) {
      const sb = hru.subbasinKey === undefined ? undefined : subbasinById.get(hru.subbasinKey);
      if (sb && sb.row.ref.index < hru.row.ref.index) counts.set(sb.key, (counts.get(sb.key) ?? 0) + 1);
    }
    for (const sb of subbasins) {
      if (subbasinById.get(sb.key) !== sb) continue; // a repeated ID: duplicate-subbasin says so
      const n = counts.get(sb.key) ?? 0;
      if (n === 0 && !sb.conduit) {
        report({
          at: sb.id.site,
          message: `subbasin ${sb.id.text} has no HRU (none names it in the BASIN_ID column of :HRUs): give it its HRUs, or delete it`,
        });
      } else if (n > 0 && sb.conduit) {
        report({
          at: sb.id.site,
          message: `conduit ${sb.id.text} has ${n} HRU${n > 1 ? 's' : ''}: HRUs must belong to subbasins, not to conduits`,
        });
      }
    }
  },
};
