import { RAVEN_WARNINGS } from '../../../../grammar/ravenWarnings.js';
import { commandName } from '../../../ast/nodes.js';
import { parameterReading } from '../../parameters/rvpReading.js';
import type { Rule } from '../../rule.js';

/** The warning Raven's header loop writes for a row it takes for a header line, by parameter table. */
const IMPROPER_LINE = new Map(
  RAVEN_WARNINGS.filter(
    (w) => w.command?.endsWith('ParameterList') && w.message.endsWith('improper line length at line {line}'),
  ).map((w) => [w.command!, w.id]),
);

/** RV308: a parameter list without a :Units line loses its first row. */
export const parameterListUnits: Rule = {
  code: 'RV308',
  name: 'parameter-list-units',
  category: 'parameters',
  severity: 'warning',
  docs: {
    summary: 'Each parameter list has a :Units line after its :Parameters line.',
    why: 'Raven reads the header lines of a parameter list until :Units. Without it, the first row is taken for a header line: Raven warns ("improper line length") and skips it, so that class (or the [DEFAULT] row) gives none of its values, which stops the run when the model needs one of them (see RV301).',
    fix: 'Add a :Units line (one unit per column; Raven does not read them) right after :Parameters.',
    source: 'ParsePropertyFile.cpp ParseClassPropertiesFile (header loop of each parameter list)',
    example: {
      fileType: 'rvp',
      bad: ':SoilParameterList\n  :Parameters, POROSITY\n  [DEFAULT], 0.4\n:EndSoilParameterList',
      good: ':SoilParameterList\n  :Parameters, POROSITY\n  :Units, -\n  [DEFAULT], 0.4\n:EndSoilParameterList',
    },
  },
  ravenWarnings: [...IMPROPER_LINE.values()],
  check({ model, report }) {
    for (const list of parameterReading(model).lists) {
      const row = list.rows.find((r) => r.fate === 'header');
      if (!row) continue;
      const ravenWarning = IMPROPER_LINE.get(commandName(list.ref.command));
      report({
        at: row.name.site,
        ...(ravenWarning && { ravenWarning }),
        message: `${list.header.text === ':Parameters' ? 'no :Units line follows :Parameters' : 'this table has no :Parameters and :Units lines'}, so Raven takes row ${row.name.text} for a header line and skips it: add ':Units' after ':Parameters'`,
      });
    }
  },
};
