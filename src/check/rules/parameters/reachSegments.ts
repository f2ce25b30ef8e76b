import { commandName } from '../../../ast/nodes.js';
import { argToken } from '../../../facts/args.js';
import type { ModelFacts } from '../../../facts/facts.js';
import { atof, idKey, sToI, type IdKey } from '../../../facts/ravenNumbers.js';
import { DEFAULT_MAX_REACHLENGTH, MAX_RIVER_SEGS, segmentsOf } from '../../../facts/reachSegments.js';
import type { Rule, RuleContext } from '../../rule.js';
import { childRefs } from '../references/idReferences.js';

/**
 * RV377: a subbasin's reach cut into segments as Raven's CSubBasin constructor cuts it, from its reach length
 * and MAX_REACH_SEGLENGTH (the .rvp, read before the .rvh, sets it; 10,000 km unless given): an `_AUTO` length
 * with a shorter MAX_REACH_SEGLENGTH gets one segment only, and a length that needs more than 50 segments gets 49.
 */
export const reachSegments: Rule = {
  code: 'RV377',
  name: 'reach-segments',
  category: 'parameters',
  severity: 'warning',
  docs: {
    summary:
      'With :GlobalParameter MAX_REACH_SEGLENGTH set, every subbasin has a reach length in km (not _AUTO), and no reach needs more than 50 segments of that length; a :Qout row of the .rvc has as many segments as its subbasin.',
    why: 'Raven cuts each reach into segments of at most MAX_REACH_SEGLENGTH km when it creates the subbasin. It cannot do so for a reach length of _AUTO (computed later from the area): it gives the reach one segment and warns ("Basin 1 with _AUTO reach length will be assigned a single reach segment; to override, specify a specific reach length"). A reach needing more than 50 segments gets 49, longer than asked ("exceeded maximum river segments in basin 1: MAX_REACH_SEGLENGTH may be too small"). A :Qout row of the .rvc (a saved state) with another number of segments is not read ("Number of reach segments in state file and input file are inconsistent in basin 1"): the reach starts empty.',
    fix: 'Give the reach length in km in :SubBasins, or make MAX_REACH_SEGLENGTH at least a fiftieth of the longest reach.',
    source: 'SubBasin.cpp CSubBasin::CSubBasin; GlobalParams.cpp (MAX_REACH_SEGLENGTH)',
    example: {
      fileType: 'rvh',
      bad: ':SubBasins\n  :Attributes, NAME, DOWNSTREAM_ID, PROFILE, REACH_LENGTH, GAUGED\n  :Units, none, none, none, km, none\n  1, main, -1, NONE, _AUTO, 1\n:EndSubBasins',
      good: ':SubBasins\n  :Attributes, NAME, DOWNSTREAM_ID, PROFILE, REACH_LENGTH, GAUGED\n  :Units, none, none, none, km, none\n  1, main, -1, NONE, 12.5, 1\n:EndSubBasins',
      model: { rvp: ':GlobalParameter MAX_REACH_SEGLENGTH 2.0' },
    },
  },
  ravenWarnings: ['SubBasin#1', 'SubBasin#2', 'SubBasin#9'],
  check({ model, report }) {
    stateSegments(model, report);
    const given = model.rvp.globals.get('MAX_REACH_SEGLENGTH')?.value;
    if (!given) return;
    const seg = atof(given.text);
    if (!(seg > 0)) return;
    for (const sb of model.rvh.subbasins) {
      const length = sb.get('reach_length');
      if (!length) continue;
      const id = sb.textAt(0) ?? '';
      if (length.text === '_AUTO' || length.text === 'AUTO') {
        if (seg >= 0.99 * DEFAULT_MAX_REACHLENGTH) continue;
        report({
          at: length.site,
          ravenWarning: 'SubBasin#1',
          message: `subbasin ${id} has reach length ${length.text} while MAX_REACH_SEGLENGTH is ${given.text} km: Raven cannot cut it into segments and warns ("Basin ${id} with _AUTO reach length will be assigned a single reach segment; to override, specify a specific reach length")`,
        });
        continue;
      }
      const km = atof(length.text);
      const segments = Math.max(Math.ceil(km / seg), 1);
      if (segments <= MAX_RIVER_SEGS) continue;
      report({
        at: length.site,
        ravenWarning: 'SubBasin#2',
        message: `subbasin ${id}'s reach of ${length.text} km needs ${segments} segments of MAX_REACH_SEGLENGTH ${given.text} km, more than Raven's ${MAX_RIVER_SEGS}: it warns ("exceeded maximum river segments in basin ${id}: MAX_REACH_SEGLENGTH may be too small") and uses ${MAX_RIVER_SEGS - 1}`,
      });
    }
  },
};

/** :Qout rows of the .rvc's :BasinStateVariables whose segment count is not their subbasin's. */
function stateSegments(model: ModelFacts, report: RuleContext['report']): void {
  let segments: ReadonlyMap<IdKey, number> | undefined;
  for (const ref of model.commands('rvc')) {
    if (commandName(ref.command) !== ':BasinStateVariables') continue;
    let basin: IdKey | undefined;
    for (const child of childRefs(ref, new Set([':BasinIndex', ':Qout']))) {
      const first = argToken(child, 0);
      if (commandName(child.command) === ':BasinIndex') {
        basin = first && idKey(first.text);
        continue;
      }
      // Raven reads the row with at least a count and one value.
      if (basin === undefined || !first || child.command.line.words.length <= 2) continue;
      segments ??= segmentsOf(model);
      const n = segments.get(basin);
      const given = sToI(first.text);
      if (n === undefined || given === n) continue;
      report({
        at: first.site,
        ravenWarning: 'SubBasin#9',
        message: `:Qout gives ${given} reach segment${given === 1 ? '' : 's'} for subbasin ${basinText(basin)}, which has ${n} in this model: Raven warns ("Number of reach segments in state file and input file are inconsistent in basin ${basinText(basin)}. Unable to read in-reach flow initial conditions") and starts the reach empty`,
      });
    }
  }
}

function basinText(key: IdKey): string {
  return String(key);
}
