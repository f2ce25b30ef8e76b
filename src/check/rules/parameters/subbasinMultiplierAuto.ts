import { warningIn, warningWords } from '../../../../grammar/ravenWarningMatch.js';
import { commandName } from '../../../ast/nodes.js';
import { argToken } from '../../../facts/args.js';
import type { ModelFacts } from '../../../facts/facts.js';
import { groupAt, groupsOf } from '../../../facts/groups.js';
import { subbasinGroupMembersAt } from '../../../facts/groupMembers.js';
import { idKey, type IdKey } from '../../../facts/ravenNumbers.js';
import type { CommandRef } from '../../../facts/readingOrder.js';
import { childCommand, tableRows } from '../../../facts/table.js';
import type { Rule } from '../../rule.js';

const WARNING = warningIn('ParseHRUPropsFile', 'it cannot be adjusted with the multiplier');
/** The subbasin properties CSubBasin's constructor leaves to be computed (AUTO_COMPUTE) until given. */
const COMPUTED = [
  'TIME_CONC',
  'TIME_TO_PEAK',
  'TIME_LAG',
  'RES_CONSTANT',
  'GAMMA_SHAPE',
  'GAMMA_SCALE',
  'CELERITY',
  'DIFFUSIVITY',
];

/**
 * RV352: `:SBGroupPropertyMultiplier` on a property Raven computes for a subbasin of the group: the property is
 * still AUTO_COMPUTE when the line is read (no `:SubBasinProperties` above gives it a value), and Raven warns
 * for that subbasin and multiplies nothing. Kept to the properties CSubBasin's constructor leaves to be
 * computed, to groups the .rvh lists by ID, and to lines no `:SBGroupPropertyOverride` of the property precedes.
 */
export const subbasinMultiplierAuto: Rule = {
  code: 'RV352',
  name: 'subbasin-multiplier-auto',
  category: 'parameters',
  severity: 'warning',
  docs: {
    summary:
      '`:SBGroupPropertyMultiplier` multiplies a property the subbasins of its group are given in `:SubBasinProperties` above it.',
    why: 'The multiplier scales the value each subbasin of the group has when Raven reads the line. TIME_CONC, TIME_TO_PEAK, TIME_LAG, RES_CONSTANT, GAMMA_SHAPE, GAMMA_SCALE, CELERITY and DIFFUSIVITY have none until `:SubBasinProperties` gives one: Raven computes them later, so for each such subbasin it warns (":SBGroupPropertyMultiplier: because subbasin property (TIME_CONC) set to be computed by Raven (rather than user-supplied in :SubBasinProperties command), it cannot be adjusted with the multiplier.") and the multiplier has no effect (the global TOC_MULTIPLIER, GAMMA_SHAPE_MULTIPLIER … scale computed values).',
    fix: 'Give the property in `:SubBasinProperties` above the line, or scale the computed value with the global multiplier parameter (`:GlobalParameter TOC_MULTIPLIER 1.2`).',
    source:
      'ParseHRUFile.cpp ParseHRUPropsFile (:SBGroupPropertyMultiplier); SubBasin.cpp CSubBasin::CSubBasin, GetBasinProperties',
    example: {
      fileType: 'rvh',
      bad: ':SubBasinGroup Upper\n  1\n:EndSubBasinGroup\n:SBGroupPropertyMultiplier Upper TIME_CONC 1.2',
      good: ':SubBasinProperties\n  :Parameters, TIME_CONC\n  :Units, d\n  1, 1.5\n:EndSubBasinProperties\n:SubBasinGroup Upper\n  1\n:EndSubBasinGroup\n:SBGroupPropertyMultiplier Upper TIME_CONC 1.2',
    },
  },
  ravenWarnings: [WARNING.id],
  check({ model, report }) {
    const groups = groupsOf(model);
    const overridden = new Map<string, number>();
    for (const ref of model.commands('rvh')) {
      const command = commandName(ref.command);
      const property = argToken(ref, 1);
      if (command === ':SBGroupPropertyOverride' && property) {
        const p = property.text.toUpperCase();
        if (!overridden.has(p)) overridden.set(p, ref.index);
      }
      // Raven reads the line only with a group, a property and a multiplier (RV008 reports a shorter one).
      if (command !== ':SBGroupPropertyMultiplier' || ref.command.line.words.length < 4 || !property)
        continue;
      const p = property.text.toUpperCase();
      if (!COMPUTED.includes(p) || (overridden.get(p) ?? Infinity) < ref.index) continue;
      const group = argToken(ref, 0)!;
      // An unknown group is RV209's.
      if (!groupAt(groups.subbasin, group.text, ref)) continue;
      const members = subbasinGroupMembersAt(model, group.text, ref);
      if (!members) continue;
      const given = givenAbove(model, p, ref);
      if (given === undefined) continue;
      const computed = members.filter((sb) => !given.has(sb.key));
      if (computed.length === 0) continue;
      const ids = [...new Set(computed.map((sb) => sb.idText))];
      report({
        at: property.site,
        ravenWarning: WARNING.id,
        message: `no :SubBasinProperties above gives ${property.text} to subbasin${ids.length === 1 ? '' : 's'} ${ids.join(', ')} of group ${group.text}: Raven computes it later, so it warns ("${warningWords(WARNING, property.text)}")${ids.length === 1 ? '' : ' for each'} and the multiplier changes nothing`,
      });
    }
  },
};

/**
 * The subbasins a `:SubBasinProperties` table above `ref` gives a value of property `p` (in capitals); undefined
 * where a value is `_DEFAULT`, which this rule does not follow.
 */
function givenAbove(model: ModelFacts, p: string, ref: CommandRef): Set<IdKey> | undefined {
  const given = new Set<IdKey>();
  for (const table of model.uses('rvh', ':SubBasinProperties')) {
    if (table.index > ref.index) break;
    const header = childCommand(table.command, ':Parameters');
    if (!header) continue;
    const column = header.line.words.slice(1).findIndex((w) => w.text.toUpperCase() === p);
    if (column < 0) continue;
    for (const row of tableRows(table.file, table.command)) {
      const cell = row.tokens[column + 1];
      if (!cell) continue;
      if (cell.text === '_DEFAULT' || cell.text === '_DEF') return undefined;
      const key = idKey(row.tokens[0].text);
      if (cell.text === '_AUTO' || cell.text === 'AUTO') given.delete(key);
      else given.add(key);
    }
  }
  return given;
}
