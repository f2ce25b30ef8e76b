import { argToken } from '../../../facts/args.js';
import type { Rule } from '../../rule.js';

/** RV380: a `:ValueAlias` whose name does not begin with `_`, which Raven refuses with a warning. */
export const valueAliasName: Rule = {
  code: 'RV380',
  name: 'value-alias-name',
  category: 'parameters',
  severity: 'warning',
  docs: {
    summary: 'The name a :ValueAlias defines begins with an underscore (_MY_VALUE).',
    why: 'Raven tells an alias from a number by its leading underscore: it refuses a name without one ("Invalid name (X in :ValueAlias command - aliases must begin with underscore character: _"), and a parameter table that uses the name then reads it as a number (0).',
    fix: 'Begin the alias name with _, where it is defined and where it is used.',
    source: 'ParsePropertyFile.cpp ParseClassPropertiesFile (:ValueAlias)',
    example: { fileType: 'rvp', bad: ':ValueAlias MELT_RATE 3.5', good: ':ValueAlias _MELT_RATE 3.5' },
  },
  ravenWarnings: ['ParsePropertyFile#20'],
  check({ model, report }) {
    for (const ref of model.uses('rvp', ':ValueAlias')) {
      const name = argToken(ref, 0);
      if (!name || name.text.startsWith('_')) continue;
      report({
        at: name.site,
        ravenWarning: 'ParsePropertyFile#20',
        message: `:ValueAlias name '${name.text}' does not begin with _: Raven refuses it ("Invalid name (${name.text} in :ValueAlias command - aliases must begin with underscore character: _"); name it _${name.text}`,
      });
    }
  },
};
