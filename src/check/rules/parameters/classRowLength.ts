import type { ModelFacts } from '../../../facts/facts.js';
import { lookupClass, type ClassKind } from '../../../facts/rvpFacts.js';
import {
  parameterReading,
  type ClassRowProblem,
  type ParameterReading,
} from '../../parameters/rvpReading.js';
import type { Rule } from '../../rule.js';
import { classCommand } from './wording.js';

/** The HRU column naming a class of each kind. */
const HRU_COLUMN: Readonly<Record<ClassKind, string | undefined>> = {
  soil: undefined,
  vegetation: 'veg_class',
  landuse: 'land_use_class',
  terrain: 'terrain_class',
};

/** What uses the class a rejected last row would have defined, which then stops the run. */
function laterUse(model: ModelFacts, reading: ParameterReading, p: ClassRowProblem): string | undefined {
  const name = p.tokens[0].text;
  const row = reading.lists.find(
    (l) => l.kind === p.kind && l.rows.some((r) => r.fate === 'unknown-class' && r.name.text === name),
  );
  if (row) return `the ${row.ref.command.spec?.name ?? ''} row naming it stops the run`;
  const column = HRU_COLUMN[p.kind];
  if (!column) return undefined;
  const defined = new Map(reading.classes[p.kind].map((c) => [c.name.text, c]));
  const upper = name.toUpperCase();
  const hru = model.rvh.hrus.find((h) => {
    const text = h.text(column);
    return text !== undefined && text.toUpperCase() === upper && lookupClass(defined, text) === undefined;
  });
  return hru ? `HRU ${hru.textAt(0) ?? ''}, which uses it, stops the run` : undefined;
}

/** The "improper line length" warning Raven writes for a row of each table (ImproperFormatWarning). */
const ROW_WARNING: Partial<Record<ClassKind, string>> = {
  vegetation: 'ParsePropertyFile#9',
  landuse: 'ParsePropertyFile#6',
};

/** RV307: a class table row of a length Raven does not accept. */
export const classRowLength: Rule = {
  code: 'RV307',
  name: 'class-row-length',
  category: 'parameters',
  severity: 'error',
  docs: {
    summary:
      'Each row of :VegetationClasses has a name and 3 values, each row of :LandUseClasses a name and 2 values, each row of :TerrainClasses a name and 2 or 3 values.',
    why: 'Raven reads these tables row by row and stops at a row of another length ("improper line length" warning): that class and the ones after it are not defined, and the rows after it are read as commands, so a further data row stops the run ("Unrecognized command in .rvp file"). When the row is the last, Raven goes on without that class, and stops later where the class is used (a parameter list row, an HRU).',
    fix: 'Give the row exactly the columns of its table (a vegetation class: max height, max LAI, max leaf conductance; a land use class: impermeable fraction, forest cover).',
    source:
      'ParsePropertyFile.cpp ParseClassPropertiesFile (:VegetationClasses, :LandUseClasses, :TerrainClasses)',
    example: {
      fileType: 'rvp',
      bad: ':VegetationClasses\n  :Attributes, MAX_HT, MAX_LAI, MAX_LEAF_COND\n  :Units, m, none, mm_per_s\n  FOREST, 25, 6.0\n  GRASS, 0.6, 3.0, 5.3\n:EndVegetationClasses',
      good: ':VegetationClasses\n  :Attributes, MAX_HT, MAX_LAI, MAX_LEAF_COND\n  :Units, m, none, mm_per_s\n  FOREST, 25, 6.0, 5.3\n  GRASS, 0.6, 3.0, 5.3\n:EndVegetationClasses',
    },
  },
  ravenWarnings: Object.values(ROW_WARNING),
  check({ model, report }) {
    const reading = parameterReading(model);
    for (const p of reading.classRowProblems) {
      const n = p.tokens.length - 1;
      const warning = ROW_WARNING[p.kind];
      const said = warning && { ravenWarning: warning };
      const what = `${classCommand(p.kind)} row ${p.tokens[0].text} has ${n} value${n === 1 ? '' : 's'}; Raven needs ${p.expected}`;
      if (p.followed) {
        report({
          at: p.tokens[0].site,
          ...said,
          message: `${what}: it stops reading the table here, and then stops on the next row ("Unrecognized command in .rvp file")`,
        });
        continue;
      }
      const use = laterUse(model, reading, p);
      report({
        at: p.tokens[0].site,
        severity: use ? 'error' : 'warning',
        ...said,
        message: `${what}: it stops reading the table here, so class ${p.tokens[0].text} is not defined${use ? `, and ${use}` : ''}`,
      });
    }
  },
};
