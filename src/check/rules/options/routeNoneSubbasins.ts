import { networkOf } from '../../../facts/network.js';
import { optionEffect } from '../../../facts/optionEffect.js';
import { wordSite } from '../../../facts/site.js';
import type { Rule } from '../../rule.js';

/** RV514: `:Routing ROUTE_NONE` in a model of several subbasins. */
export const routeNoneSubbasins: Rule = {
  code: 'RV514',
  name: 'route-none-subbasins',
  category: 'options',
  severity: 'warning',
  docs: {
    summary:
      '`:Routing ROUTE_NONE` is for a lumped model: with several subbasins, no water moves between them.',
    why: 'With ROUTE_NONE each subbasin\'s outflow is what enters its channel at once: upstream flow is never carried downstream, so the outlet\'s hydrograph misses the rest of the basin. Raven warns ("ROUTE_NONE is being used for a model with more than one basin. Typically this method is used for lumped models only.").',
    fix: 'Choose a routing method (ROUTE_DIFFUSIVE_WAVE, ROUTE_HYDROLOGIC, …) with channel profiles, or merge the subbasins into one.',
    source: 'ParseHRUFile.cpp ParseHRUPropsFile (QA/QC after the file is read)',
    example: {
      fileType: 'rvi',
      bad: ':Routing ROUTE_NONE',
      good: ':Routing ROUTE_DIFFUSIVE_WAVE',
      model: {
        rvh: ':SubBasins\n  :Attributes, NAME, DOWNSTREAM_ID, PROFILE, REACH_LENGTH, GAUGED\n  :Units, none, none, none, km, none\n  1, up, 2, NONE, _AUTO, 0\n  2, down, -1, NONE, _AUTO, 1\n:EndSubBasins',
      },
    },
  },
  ravenWarnings: ['ParseHRUFile#22'],
  check({ model, report }) {
    const routing = optionEffect(model, ':Routing');
    const subbasins = networkOf(model).subbasinById.size;
    if (routing?.value !== 'ROUTE_NONE' || subbasins <= 1) return;
    if (!routing.ref) return;
    const words = routing.ref.command.line.words;
    report({
      at: wordSite(routing.ref.file, words[1] ?? words[0]),
      message: `:Routing ROUTE_NONE in a model of ${subbasins} subbasins: no flow is routed from one subbasin to the next, and Raven warns ("ROUTE_NONE is being used for a model with more than one basin")`,
    });
  },
};
