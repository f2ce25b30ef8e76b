import { atof } from '../../../facts/ravenTime.js';
import type { Rule } from '../../rule.js';

/** RV424: a reference flow that is not positive. */
export const referenceFlow: Rule = {
  code: 'RV424',
  name: 'reference-flow',
  category: 'time-and-data',
  severity: 'error',
  docs: {
    summary: 'A reference flow given in the 7th column of :SubBasins is positive (m³/s) or _AUTO.',
    why: 'Raven uses the reference flow to set up channel routing and stops at once on a zero or negative value. It reads the column only when a row has exactly seven values.',
    fix: 'Give a typical flow of the reach in m³/s (for example the mean annual flow), or _AUTO.',
    source: 'SubBasin.cpp CSubBasin constructor; ParseHRUFile.cpp :SubBasins',
    example: {
      fileType: 'rvh',
      bad: ':SubBasins\n  :Attributes, NAME, DOWNSTREAM_ID, PROFILE, REACH_LENGTH, GAUGED\n  :Units, none, none, none, km, none\n  1, main, -1, CHANNEL_1, 12.5, 1, 0\n:EndSubBasins',
      good: ':SubBasins\n  :Attributes, NAME, DOWNSTREAM_ID, PROFILE, REACH_LENGTH, GAUGED\n  :Units, none, none, none, km, none\n  1, main, -1, CHANNEL_1, 12.5, 1, 35.0\n:EndSubBasins',
      model: {
        rvi: ':Routing ROUTE_DIFFUSIVE_WAVE',
        rvp: ':ChannelProfile CHANNEL_1\n  :Bedslope 0.001\n  :SurveyPoints\n    0 5\n    10 0\n    20 5\n  :EndSurveyPoints\n  :RoughnessZones\n    0 0.035\n  :EndRoughnessZones\n:EndChannelProfile',
      },
    },
  },
  check({ model, report }) {
    for (const sb of model.rvh.subbasins) {
      const text = sb.text('q_reference');
      if (text === undefined || sb.size !== 7) continue;
      if (text === '_AUTO' || text === 'AUTO' || atof(text) > 0) continue;
      const q = sb.get('q_reference')!;
      report({
        at: q.site,
        message: `subbasin ${sb.textAt(0)} has reference flow ${q.text}: give a positive flow in m³/s or _AUTO`,
      });
    }
  },
};
