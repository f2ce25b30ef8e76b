import { isNegativeKey } from '../../../facts/ravenNumbers.js';
import { knownIds, networkOf } from '../../../facts/network.js';
import type { Rule } from '../../rule.js';

/** RV204: a subbasin drains into a subbasin ID that does not exist. */
export const downstreamSubbasin: Rule = {
  code: 'RV204',
  name: 'downstream-subbasin',
  category: 'references',
  severity: 'error',
  docs: {
    summary:
      'The downstream ID of each subbasin is the ID of another subbasin (or conduit) of the model, or a negative number (-1) at an outlet.',
    why: 'Raven links every subbasin to the one it drains into when it builds the routing network and stops when the ID is not found ("downstream basin ID not found"). Any negative ID marks an outlet; 0 is an ordinary ID, and a word is read as 0.',
    fix: 'Correct the downstream ID to the subbasin the reach flows into, or write -1 if the subbasin is an outlet of the model.',
    source: 'ModelInitialize.cpp, CModel::InitializeRoutingNetwork',
    example: {
      fileType: 'rvh',
      bad: ':SubBasins\n  1, upper, 3, CHANNEL, 3.2, 0\n  2, lower, -1, CHANNEL, 5.0, 1\n:EndSubBasins',
      good: ':SubBasins\n  1, upper, 2, CHANNEL, 3.2, 0\n  2, lower, -1, CHANNEL, 5.0, 1\n:EndSubBasins',
    },
  },
  check({ model, report }) {
    const network = networkOf(model);
    for (const sb of network.subbasins) {
      const key = sb.downstreamKey;
      if (key === undefined || isNegativeKey(key) || network.subbasinById.has(key)) continue;
      const cell = sb.downstream!;
      report({
        at: cell.site,
        message: `subbasin ${sb.id.text} drains into subbasin ${cell.text}, which is not defined${knownIds(network)}: give the subbasin it flows into, or -1 at an outlet`,
      });
    }
  },
};
