import { commandName } from '../../../ast/nodes.js';
import { didYouMean } from '../../didYouMean.js';
import { argToken } from '../../../facts/args.js';
import type { ModelFacts } from '../../../facts/facts.js';
import { networkOf } from '../../../facts/network.js';
import { needsChannels, routingOf } from '../../../facts/routing.js';
import type { Rule } from '../../rule.js';

const CHANNEL_COMMANDS = new Set([
  ':ChannelProfile',
  ':ChannelRatingCurves',
  ':TrapezoidalChannel',
  ':CircularConduit',
]);

/** The channel profile names the .rvp defines (Raven looks them up without regard to case). */
export function channelNames(model: ModelFacts): Map<string, string> {
  const out = new Map<string, string>();
  for (const ref of model.commands('rvp')) {
    if (!CHANNEL_COMMANDS.has(commandName(ref.command))) continue;
    const t = argToken(ref, 0);
    if (t && !out.has(t.text.toUpperCase())) out.set(t.text.toUpperCase(), t.text);
  }
  return out;
}

/** RV205: a subbasin names a channel profile the .rvp does not define, or NONE where routing needs one. */
export const channelProfile: Rule = {
  code: 'RV205',
  name: 'channel-profile',
  category: 'references',
  severity: 'error',
  docs: {
    summary:
      'The PROFILE of each subbasin is a channel profile the .rvp defines (:ChannelProfile, :TrapezoidalChannel …), or NONE when :Routing is ROUTE_NONE or ROUTE_EXTERNAL.',
    why: 'Raven routes flow along each reach with its channel profile, looked up by name without regard to case. It stops on a name it does not know ("Unrecognized Channel profile code") unless :Routing is ROUTE_NONE, and on NONE unless :Routing is ROUTE_NONE or ROUTE_EXTERNAL. With ROUTE_NONE it ignores the profile altogether.',
    fix: 'Correct the profile name, define the profile in the .rvp, or set :Routing ROUTE_NONE for a model without channel routing.',
    source: 'ParseHRUFile.cpp, ParseHRUPropsFile (:SubBasins); SubBasin.cpp, CSubBasin::Initialize',
    example: {
      fileType: 'rvh',
      bad: ':SubBasins\n  :Attributes, NAME, DOWNSTREAM_ID, PROFILE, REACH_LENGTH, GAUGED\n  :Units, none, none, none, km, none\n  1, main, -1, CHANEL_1, 2.5, 1\n:EndSubBasins',
      good: ':SubBasins\n  :Attributes, NAME, DOWNSTREAM_ID, PROFILE, REACH_LENGTH, GAUGED\n  :Units, none, none, none, km, none\n  1, main, -1, CHANNEL_1, 2.5, 1\n:EndSubBasins',
      model: {
        rvi: ':Routing ROUTE_DIFFUSIVE_WAVE',
        rvp: ':ChannelProfile CHANNEL_1\n  :Bedslope 0.001\n  :SurveyPoints\n    0 5\n    10 0\n    20 5\n  :EndSurveyPoints\n  :RoughnessZones\n    0 0.035\n  :EndRoughnessZones\n:EndChannelProfile',
      },
    },
  },
  check({ model, report }) {
    const routing = routingOf(model);
    const names = channelNames(model);
    for (const sb of networkOf(model).subbasins) {
      const cell = sb.row.get('profile');
      if (!cell || names.has(cell.text.toUpperCase())) continue;
      if (cell.text === 'NONE') {
        if (needsChannels(routing)) {
          report({
            at: cell.site,
            message: `subbasin ${sb.id.text}: the channel profile NONE is allowed only with :Routing ROUTE_NONE or ROUTE_EXTERNAL, and this model routes with ${routing}: name a channel profile of the .rvp`,
          });
        }
      } else if (routing !== 'ROUTE_NONE') {
        report({
          at: cell.site,
          message: `subbasin ${sb.id.text}: channel profile '${cell.text}' is not defined in the .rvp${didYouMean(cell.text, names.values())}`,
        });
      } else if (names.size > 0) {
        report({
          at: cell.site,
          severity: 'warning',
          message: `subbasin ${sb.id.text}: channel profile '${cell.text}' is not defined in the .rvp${didYouMean(cell.text, names.values())} (Raven ignores profiles with ROUTE_NONE)`,
        });
      }
    }
  },
};
