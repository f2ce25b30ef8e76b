import { CATALOGUE } from '../../../../grammar/index.js';
import { commandTable } from '../../../../grammar/lookup.js';
import { argToken } from '../../../facts/args.js';
import type { Site } from '../../../facts/site.js';
import type { Rule } from '../../rule.js';

/** The .rvp commands that define a channel cross-section (each makes a CChannelXSect). */
const CHANNEL_COMMANDS = [
  ':ChannelProfile',
  ':ChannelRatingCurves',
  ':TrapezoidalChannel',
  ':CircularConduit',
];
/** The routing methods that need no channel (and the engine's spellings of them). */
const WITHOUT_CHANNELS = new Set(['ROUTE_NONE', 'NONE', 'ROUTE_EXTERNAL']);
/** The :Routing values Raven reads (ParseMainInputFile, listed in the catalogue); another leaves the method unchanged. */
const KNOWN = new Set(commandTable(CATALOGUE.rvi.commands).get(':Routing')?.args?.[0]?.values ?? []);

/** RV309: in-channel routing without a channel profile in the .rvp. */
export const channelProfileNeeded: Rule = {
  code: 'RV309',
  name: 'channel-profile-needed',
  category: 'parameters',
  severity: 'error',
  docs: {
    summary:
      'A model that routes water through channels (any :Routing method but ROUTE_NONE and ROUTE_EXTERNAL; ROUTE_STORAGECOEFF when :Routing is not given) defines at least one channel in the .rvp.',
    why: 'After reading the .rvp Raven checks that in-channel routing has a channel cross-section to work with, and stops before simulating when there is none ("No channel profiles specified in .rvp file. Cannot proceed."). Raven routes with ROUTE_STORAGECOEFF when the .rvi has no :Routing line.',
    fix: 'Define the channels in the .rvp (:ChannelProfile, :TrapezoidalChannel, :CircularConduit or :ChannelRatingCurves) and name them in the PROFILE column of :SubBasins, or set :Routing ROUTE_NONE in the .rvi for a lumped model.',
    source:
      'ParsePropertyFile.cpp ParseClassPropertiesFile (end); ParseInput.cpp (:Routing, default ROUTE_STORAGECOEFF)',
    example: {
      fileType: 'rvi',
      bad: ':Routing ROUTE_DIFFUSIVE_WAVE   # and no :ChannelProfile in the .rvp',
      good: ':Routing ROUTE_NONE',
    },
  },
  check({ model, report }) {
    if (CHANNEL_COMMANDS.some((c) => model.uses('rvp', c).length > 0)) return;
    let method = 'ROUTE_STORAGECOEFF';
    let at: Site | undefined;
    for (const ref of model.uses('rvi', ':Routing')) {
      const token = argToken(ref, 0);
      if (!token || !KNOWN.has(token.text)) continue;
      method = token.text;
      at = token.site;
    }
    if (WITHOUT_CHANNELS.has(method)) return;
    const rvp = model.commands('rvp')[0]?.file;
    const site = at ?? (rvp ? { file: rvp, offset: 0, length: 0 } : undefined);
    if (!site) return;
    report({
      at: site,
      message: `${at ? `:Routing ${method}` : `Raven's default routing, ${method} (the .rvi has no :Routing line),`} needs a channel, and the .rvp defines none ("No channel profiles specified in .rvp file. Cannot proceed."): add a :ChannelProfile to the .rvp${at ? ', or use ROUTE_NONE for a lumped model' : ', or set :Routing ROUTE_NONE in the .rvi'}`,
    });
  },
};
