import { networkOf } from '../../../facts/network.js';
import { whereIs } from '../../../facts/where.js';
import type { Rule } from '../../rule.js';

/** RV103: two subbasins (or conduits) with the same ID. */
export const duplicateSubbasin: Rule = {
  code: 'RV103',
  name: 'duplicate-subbasin',
  category: 'structure',
  severity: 'error',
  docs: {
    summary: 'Every subbasin and conduit has its own ID.',
    why: 'Raven finds subbasins by ID (HRUs, downstream links, observations, initial conditions all name one), so it stops when two rows of :SubBasins or :Conduits share an ID ("non-unique (repeated) basin identifier"). IDs are compared as integers: 7 and 007 are the same subbasin.',
    fix: 'Give one of the two subbasins a new ID (and update the HRUs, downstream IDs and other references that mean it), or delete the row that was pasted twice.',
    source: 'ModelInitialize.cpp, CModel::Initialize (unique basin IDs)',
    example: {
      fileType: 'rvh',
      bad: ':SubBasins\n  1, upper, 2, CHANNEL, 3.2, 0\n  1, lower, -1, CHANNEL, 5.0, 1\n:EndSubBasins',
      good: ':SubBasins\n  1, upper, 2, CHANNEL, 3.2, 0\n  2, lower, -1, CHANNEL, 5.0, 1\n:EndSubBasins',
    },
  },
  check({ model, report }) {
    const network = networkOf(model);
    for (const sb of network.subbasins) {
      const first = network.subbasinById.get(sb.key);
      if (!first || first === sb) continue;
      report({
        at: sb.id.site,
        message: `subbasin ID ${sb.id.text} is already used on ${whereIs(first.id.site, sb.id.site)}: give this subbasin another ID, or delete the repeated row`,
      });
    }
  },
};
