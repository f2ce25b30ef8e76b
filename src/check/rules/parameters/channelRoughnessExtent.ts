import { channelSurveys } from '../../../facts/channelSurvey.js';
import type { Rule } from '../../rule.js';

const SAYS =
  ':ChannelProfile command: leftmost mannings zone bound to right of leftmost survey point. Roughness zones must cover entire extent of channel survey points.';

/** RV381: a `:ChannelProfile` whose first roughness zone starts right of its first survey point. */
export const channelRoughnessExtent: Rule = {
  code: 'RV381',
  name: 'channel-roughness-extent',
  category: 'parameters',
  severity: 'warning',
  docs: {
    summary: 'The first :RoughnessZones bound of a :ChannelProfile is at or left of its first survey point.',
    why: "Raven maps each survey segment to the roughness zone it starts in; segments left of the first zone's bound have none. It warns (\"leftmost mannings zone bound to right of leftmost survey point. Roughness zones must cover entire extent of channel survey points.\") and gives those segments the first zone's Manning's n.",
    fix: 'Start the first roughness zone at the first survey point (usually 0).',
    source: 'ParsePropertyFile.cpp ParseClassPropertiesFile (:ChannelProfile)',
    example: {
      fileType: 'rvp',
      bad: ':ChannelProfile CHANNEL_1\n  :Bedslope 0.001\n  :SurveyPoints\n    0 5\n    10 0\n    20 5\n  :EndSurveyPoints\n  :RoughnessZones\n    5 0.035\n  :EndRoughnessZones\n:EndChannelProfile',
      good: ':ChannelProfile CHANNEL_1\n  :Bedslope 0.001\n  :SurveyPoints\n    0 5\n    10 0\n    20 5\n  :EndSurveyPoints\n  :RoughnessZones\n    0 0.035\n  :EndRoughnessZones\n:EndChannelProfile',
    },
  },
  ravenWarnings: ['ParsePropertyFile#12'],
  check({ model, report }) {
    for (const survey of channelSurveys(model)) {
      const [zone] = survey.zones;
      const [point] = survey.points;
      if (!(zone.x > point.x)) continue;
      report({
        at: zone.tokens[0].site,
        ravenWarning: 'ParsePropertyFile#12',
        message: `the first roughness zone of channel ${survey.name?.text ?? ''} starts at ${zone.tokens[0].text}, right of the first survey point (${point.tokens[0].text}): Raven warns ("${SAYS}")`,
      });
    }
  },
};
