import { channelSurveys } from '../../../facts/channelSurvey.js';
import { atof } from '../../../facts/ravenNumbers.js';
import type { Rule } from '../../rule.js';

/** Raven's tolerance for a flat survey (REAL_SMALL). */
const TOLERANCE = 1e-12;

/** RV311: a surveyed channel profile Raven cannot build rating curves from. */
export const channelProfileGeometry: Rule = {
  code: 'RV311',
  name: 'channel-profile-geometry',
  category: 'parameters',
  severity: 'error',
  docs: {
    summary:
      "A `:ChannelProfile`'s survey points are not all at one elevation, every survey segment gets a Manning's n above zero from the roughness zones that cover it, and its `:Bedslope` is above zero.",
    why: 'Raven reads every :ChannelProfile of the .rvp, used or not, and builds its rating curves at once. It gives each survey segment the length-weighted mean n of the roughness zones over it and stops when one comes out at zero or below ("Mannings n values in :RoughnessZones command must be greater than zero"): a zone of n 0 that covers a whole segment fails, one that covers only part of a segment does not. It then spreads the stages between the lowest and highest survey elevations and stops when there is no spread ("profile survey points all have same elevation"), and stops on a bed slope of zero or below.',
    fix: "Give the survey's real elevations (the bank tops above the bed), Manning's n above zero for every zone, and a :Bedslope above zero (m/m).",
    source:
      'ParsePropertyFile.cpp (:ChannelProfile); ChannelXSect.cpp CChannelXSect::GenerateRatingCurvesFromProfile',
    example: {
      fileType: 'rvp',
      bad: ':ChannelProfile CHANNEL_1\n  :Bedslope 0.001\n  :SurveyPoints\n    0 5\n    10 5\n    20 5\n  :EndSurveyPoints\n  :RoughnessZones\n    0 0.035\n  :EndRoughnessZones\n:EndChannelProfile',
      good: ':ChannelProfile CHANNEL_1\n  :Bedslope 0.001\n  :SurveyPoints\n    0 5\n    10 0\n    20 5\n  :EndSurveyPoints\n  :RoughnessZones\n    0 0.035\n  :EndRoughnessZones\n:EndChannelProfile',
    },
  },
  check({ model, report }) {
    for (const c of channelSurveys(model)) {
      const name = c.name?.text ?? '';
      // The segments whose n comes out at zero or below, each reported at the zone that starts its span.
      const bad = c.segmentN.findIndex((n) => n !== undefined && !(n > 0));
      if (bad >= 0) {
        const x = c.points[bad].x;
        const zone =
          [...c.zones].reverse().find((z) => z.x <= x && !(z.value > 0)) ??
          c.zones.find((z) => !(z.value > 0));
        report({
          at: (zone ?? c.zones[0]).tokens[1].site,
          message: `:ChannelProfile ${name}: the survey segment from offset ${c.points[bad].tokens[0].text} gets Manning's n ${Number(c.segmentN[bad]!.toPrecision(4))} from the roughness zones over it, and Raven stops ("Mannings n values in :RoughnessZones command must be greater than zero"): give every zone an n above zero`,
        });
      }
      if (c.bedslope && !(atof(c.bedslope.text) > 0)) {
        report({
          at: c.bedslope.site,
          message: `:ChannelProfile ${name}: :Bedslope ${c.bedslope.text} is not above zero, and Raven stops (":Bedslope of channel must be greater than zero")`,
        });
      }
      const elevations = c.points.map((p) => p.value);
      if (Math.max(...elevations) - Math.min(...elevations) < TOLERANCE) {
        report({
          at: c.points[0].tokens[1].site,
          message: `:ChannelProfile ${name}: every survey point is at elevation ${c.points[0].tokens[1].text}, so Raven has no range of stages for the rating curves and stops ("profile survey points all have same elevation"): give the elevations of the bed and the banks`,
        });
      }
    }
  },
};
