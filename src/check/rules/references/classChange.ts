import { commandName } from '../../../ast/nodes.js';
import { didYouMean } from '../../didYouMean.js';
import { argToken } from '../../../facts/args.js';
import { sToI } from '../../../facts/ravenNumbers.js';
import { tableRows } from '../../../facts/table.js';
import type { Rule } from '../../rule.js';

const HRU_TYPES = ['GLACIER', 'LAKE', 'WATER', 'ROCK', 'PAVEMENT', 'WETLAND', 'MASKED_GLACIER', 'STANDARD'];

/** RV213: a class change switches HRUs to a class (or HRU type) that does not exist. */
export const classChange: Rule = {
  code: 'RV213',
  name: 'class-change',
  category: 'references',
  severity: 'error',
  docs: {
    summary:
      'The new class of :LandUseChange and :VegetationChange is a class defined above the command, and the new type of :HRUTypeChange is an HRU type.',
    why: 'Raven checks the change when it reads it and stops ("invalid land use class specified", "invalid vegetation class specified", "invalid HRU type specified"). Class names are compared without regard to case (or as 1-based numbers); HRU types exactly: GLACIER, LAKE, WATER, ROCK, PAVEMENT, WETLAND, MASKED_GLACIER or STANDARD.',
    fix: 'Correct the class name, or define the class in :LandUseClasses / :VegetationClasses above the change.',
    source: 'Model.cpp, CModel::AddPropertyClassChange; CommonFunctions.cpp, StringToHRUType',
    example: {
      fileType: 'rvp',
      bad: ':LandUseChange Fields URBAM 2000-01-02',
      good: ':LandUseChange Fields URBAN 2000-01-02',
      model: {
        rvi: ':DefineHRUGroups Fields',
        rvh: ':HRUGroup Fields\n  1\n:EndHRUGroup',
        rvp: ':LandUseClasses\n  :Attributes, IMPERM, FOREST_COV\n  :Units, frac, frac\n  FOREST, 0.0, 1.0\n  URBAN, 0.8, 0.0\n:EndLandUseClasses',
      },
    },
  },
  check({ model, report }) {
    const classes: Record<'landuse' | 'vegetation', string[]> = { landuse: [], vegetation: [] };
    for (const ref of model.commands('rvp')) {
      const name = commandName(ref.command);
      if (name === ':LandUseClasses' || name === ':VegetationClasses') {
        const list = classes[name === ':LandUseClasses' ? 'landuse' : 'vegetation'];
        for (const row of tableRows(ref.file, ref.command)) list.push(row.tokens[0].text);
        continue;
      }
      if (ref.command.line.words.length < 4) continue; // Raven skips a short line with a warning
      const t = argToken(ref, 1)!;
      if (name === ':HRUTypeChange') {
        if (!HRU_TYPES.includes(t.text)) {
          report({
            at: t.site,
            message: `:HRUTypeChange: '${t.text}' is not an HRU type${didYouMean(t.text, HRU_TYPES)} (one of ${HRU_TYPES.join(', ')})`,
          });
        }
        continue;
      }
      const kind =
        name === ':LandUseChange' ? 'landuse' : name === ':VegetationChange' ? 'vegetation' : undefined;
      if (!kind) continue;
      const list = classes[kind];
      const index = sToI(t.text);
      if (list.some((c) => c.toUpperCase() === t.text.toUpperCase()) || (index >= 1 && index <= list.length))
        continue;
      const table = kind === 'landuse' ? ':LandUseClasses' : ':VegetationClasses';
      report({
        at: t.site,
        message: `${name}: ${kind === 'landuse' ? 'land use' : 'vegetation'} class '${t.text}' is not defined in ${table} above this line${didYouMean(t.text, list)}`,
      });
    }
  },
};
