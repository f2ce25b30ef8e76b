import { SUBBASIN_PROPERTIES } from '../../../../grammar/parameters/index.js';
import { commandWarnings } from '../../../../grammar/ravenWarningMatch.js';
import { commandName } from '../../../ast/nodes.js';
import { argToken } from '../../../facts/args.js';
import { groupAt, groupsOf } from '../../../facts/groups.js';
import { tableRows } from '../../../facts/table.js';
import { didYouMean } from '../../didYouMean.js';
import type { Rule } from '../../rule.js';

/** Raven's warning about the property of a command's line, if the command is one Raven writes it for. */
const propertyWarning = (command: string) =>
  commandWarnings(command).find((w) => w.message.includes('invalid subbasin property'));

/**
 * RV379: `:SBGroupPropertyMultiplier`/`:SBGroupPropertyOverride` naming a subbasin property Raven does not know:
 * CSubBasin::SetBasinProperties refuses it for each subbasin of the group, with a warning each time.
 */
export const subbasinGroupProperty: Rule = {
  code: 'RV379',
  name: 'subbasin-group-property',
  category: 'parameters',
  severity: 'warning',
  docs: {
    summary:
      'The property of :SBGroupPropertyMultiplier and :SBGroupPropertyOverride is a subbasin property Raven knows (TIME_CONC, MANNINGS_N, Q_REFERENCE, RAIN_CORR …).',
    why: 'Raven sets the property on every subbasin of the group; a name it does not know is refused for each, with a warning (":SBGroupPropertyMultiplier: invalid subbasin property (X) specified", also for an override), and the line changes nothing.',
    fix: 'Correct the property name (the message suggests the closest one).',
    source:
      'ParseHRUFile.cpp ParseHRUPropsFile (:SBGroupPropertyMultiplier, :SBGroupPropertyOverride); SubBasin.cpp CSubBasin::SetBasinProperties',
    example: {
      fileType: 'rvh',
      bad: ':SubBasinGroup Upper\n  1\n:EndSubBasinGroup\n:SBGroupPropertyOverride Upper MANNING_N 0.04',
      good: ':SubBasinGroup Upper\n  1\n:EndSubBasinGroup\n:SBGroupPropertyOverride Upper MANNINGS_N 0.04',
    },
  },
  ravenWarnings: [':SBGroupPropertyMultiplier', ':SBGroupPropertyOverride'].map(
    (c) => propertyWarning(c)!.id,
  ),
  check({ model, report }) {
    const groups = groupsOf(model);
    for (const ref of model.commands('rvh')) {
      const command = commandName(ref.command);
      const id = propertyWarning(command)?.id;
      // Raven reads the line only with all three arguments (RV008 reports a shorter one).
      if (!id || ref.command.line.words.length < 4) continue;
      const group = argToken(ref, 0)!;
      const property = argToken(ref, 1)!;
      if (SUBBASIN_PROPERTIES.includes(property.text.toUpperCase())) continue;
      const made = groupAt(groups.subbasin, group.text, ref);
      // An unknown group is RV209's; a group listed empty has no subbasin to warn for.
      if (!made) continue;
      if (
        commandName(made.ref.command) === ':SubBasinGroup' &&
        tableRows(made.ref.file, made.ref.command).length === 0
      )
        continue;
      report({
        at: property.site,
        ravenWarning: id,
        message: `${command}: '${property.text}' is not a subbasin property Raven knows${didYouMean(property.text.toUpperCase(), SUBBASIN_PROPERTIES)}: Raven warns for each subbasin of group ${group.text} (":SBGroupPropertyMultiplier: invalid subbasin property (${property.text}) specified") and changes nothing`,
      });
    }
  },
};
