import { argToken } from '../../../facts/args.js';
import { groupsOf, type GroupDefinition } from '../../../facts/groups.js';
import { classesDefined } from '../../../facts/rvpFacts.js';
import { tableRows } from '../../../facts/table.js';
import type { Token } from '../../../facts/site.js';
import { whereIs } from '../../../facts/where.js';
import type { Rule } from '../../rule.js';

/** RV112: an HRU group declared twice, group names that differ only in case, channel profiles of one name. */
export const duplicateName: Rule = {
  code: 'RV112',
  name: 'duplicate-name',
  category: 'structure',
  severity: 'warning',
  docs: {
    summary:
      'Each HRU group is declared once, HRU group names differ by more than upper and lower case, and each class, soil profile and channel profile has its own name.',
    why: 'Raven keeps both, warning for groups and channel profiles ("cannot add two HRU groups with the same name", "Name of HRU Group X is repeated", "found duplicated channel name") and saying nothing for classes and soil profiles, but every command that names them reaches only the first one (HRUs and soil profiles look classes up without regard to case), so the second is never used.',
    fix: 'Delete the repeated declaration, or rename one of the two (and the commands that mean it).',
    source:
      'Model.cpp, CModel::AddHRUGroup and CheckForChannelXSectsDuplicates; ModelInitialize.cpp, CModel::Initialize (repeated HRU group names)',
    example: {
      fileType: 'rvi',
      bad: ':DefineHRUGroups Forest, Crops, forest',
      good: ':DefineHRUGroups Forest, Crops',
    },
  },
  ravenWarnings: ['Model#1', 'ModelInitialize#2', 'Model#7'],
  check({ model, report }) {
    const groups = groupsOf(model);
    const seen = new Map<string, GroupDefinition>();
    for (const defs of groups.hru.values()) {
      // Declarations after the first in the .rvi add a second group; the .rvh reuses the existing one.
      const declared = defs.filter((d) => d.ref.file.fileType === 'rvi');
      for (const d of declared.slice(1)) {
        report({
          at: d.name.site,
          ravenWarning: 'Model#1',
          message: `HRU group ${d.name.text} is already declared on ${whereIs(declared[0].name.site, d.name.site)}: Raven adds it twice and warns ("cannot add two HRU groups with the same name"); delete this declaration`,
        });
        // CModel::Initialize then finds the two names equal (ignoring case) and warns again.
        report({
          at: d.name.site,
          ravenWarning: 'ModelInitialize#2',
          message: `HRU group ${d.name.text} declared again: Raven also warns ("Name of HRU Group ${d.name.text} is repeated")`,
        });
      }
      const first = defs[0].name;
      const upper = first.text.toUpperCase();
      const other = seen.get(upper);
      if (other) {
        // Both declared in the .rvi: two groups Raven compares without regard to case (an .rvh group is not claimed).
        const both = defs[0].ref.file.fileType === 'rvi' && other.ref.file.fileType === 'rvi';
        report({
          at: first.site,
          ...(both && { ravenWarning: 'ModelInitialize#2' }),
          message: `HRU group ${first.text} differs from ${other.name.text} (${whereIs(other.name.site, first.site)}) only in case: Raven counts them as two groups${both ? ` and warns ("Name of HRU Group ${first.text} is repeated")` : ''}; use one spelling`,
        });
      } else seen.set(upper, defs[0]);
    }
    // Classes and soil profiles: lookups from HRUs and profiles ignore case, parameter tables do not.
    const named = new Map<string, Map<string, Token>>();
    for (const ref of model.commands('rvp')) {
      // The tables that define named classes and profiles.
      const what = ref.command.spec?.defines;
      if (!what || (what !== 'soil profile' && !classesDefined(ref.command.spec))) continue;
      const seenNames = named.get(what) ?? new Map<string, Token>();
      named.set(what, seenNames);
      for (const row of tableRows(ref.file, ref.command)) {
        const t = row.tokens[0];
        const first = seenNames.get(t.text.toUpperCase());
        if (!first) {
          seenNames.set(t.text.toUpperCase(), t);
          continue;
        }
        report({
          at: t.site,
          message:
            first.text === t.text
              ? `${what} ${t.text} is already defined on ${whereIs(first.site, t.site)}: everything that names it reaches only the first${what === 'soil profile' ? '' : ", and the parameter tables' rows fill only the first (Raven stops if a parameter the model needs is given only per class)"}; delete the repeated row`
              : `${what} ${t.text} differs from ${first.text} (${whereIs(first.site, t.site)}) only in case: HRUs and profiles, which ignore case, reach only the first; rename one`,
        });
      }
    }
    const channels = new Map<string, Token>();
    for (const ref of model.commands('rvp')) {
      if (ref.command.spec?.defines !== 'channel profile') continue;
      const t = argToken(ref, 0);
      if (!t) continue;
      const first = channels.get(t.text);
      if (first) {
        report({
          at: t.site,
          ravenWarning: 'Model#7',
          message: `channel profile ${t.text} is already defined on ${whereIs(first.site, t.site)}: subbasins reach only the first, and Raven warns ("found duplicated channel name: ${t.text}"); rename or delete one`,
        });
      } else channels.set(t.text, t);
    }
  },
};
