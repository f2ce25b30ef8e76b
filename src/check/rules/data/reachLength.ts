import { commandName } from '../../../ast/nodes.js';
import { atof } from '../../../facts/ravenTime.js';
import type { Rule } from '../../rule.js';

/** RV423: a reach length above 2000 km. */
export const reachLength: Rule = {
  code: 'RV423',
  name: 'reach-length',
  category: 'time-and-data',
  severity: 'error',
  docs: {
    summary: 'The reach length of every subbasin in :SubBasins is at most 2000 km (or _AUTO).',
    why: 'Raven takes reach lengths in km and refuses one above 2000 km as a units mistake (metres given for km); the run stops before simulating. Conduits are not checked.',
    fix: 'Give the reach length in km (divide metres by 1000), or _AUTO.',
    source: 'ParseHRUFile.cpp :SubBasins ("length of river greater than 2000km")',
    example: {
      fileType: 'rvh',
      bad: ':SubBasins\n  :Attributes, NAME, DOWNSTREAM_ID, PROFILE, REACH_LENGTH, GAUGED\n  :Units, none, none, none, km, none\n  1, main, -1, CHANNEL_1, 12500, 1\n:EndSubBasins',
      good: ':SubBasins\n  :Attributes, NAME, DOWNSTREAM_ID, PROFILE, REACH_LENGTH, GAUGED\n  :Units, none, none, none, km, none\n  1, main, -1, CHANNEL_1, 12.5, 1\n:EndSubBasins',
      model: {
        rvi: ':Routing ROUTE_DIFFUSIVE_WAVE',
        rvp: ':ChannelProfile CHANNEL_1\n  :Bedslope 0.001\n  :SurveyPoints\n    0 5\n    10 0\n    20 5\n  :EndSurveyPoints\n  :RoughnessZones\n    0 0.035\n  :EndRoughnessZones\n:EndChannelProfile',
      },
    },
  },
  check({ model, report }) {
    for (const sb of model.rvh.subbasins) {
      const text = sb.text('reach_length');
      if (text === undefined || commandName(sb.ref.command) === ':Conduits') continue;
      if (text === '_AUTO' || text === 'AUTO' || !(atof(text) > 2000)) continue;
      const length = sb.get('reach_length')!;
      report({
        at: length.site,
        message: `subbasin ${sb.textAt(0)} has a reach length of ${length.text} km: give it in km (not m)`,
      });
    }
  },
};
