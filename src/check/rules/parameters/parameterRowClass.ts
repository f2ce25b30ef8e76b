import { didYouMean } from '../../didYouMean.js';
import type { ClassKind } from '../../../facts/rvpFacts.js';
import { parameterReading, type ListReading } from '../../parameters/rvpReading.js';
import type { Rule } from '../../rule.js';
import { KIND_LABEL, classCommand } from './wording.js';

/** The message Raven stops with (ParseClassPropertiesFile). */
function ravenMessage(list: ListReading): string {
  const command = (list.ref.command.spec?.name ?? list.ref.command.line.words[0].text).slice(1);
  const code: Readonly<Record<ClassKind, string>> = {
    soil: 'soiltype code',
    vegetation: 'vegetation code',
    landuse: 'land use code',
    terrain: 'terrain class code',
  };
  return `Invalid ${code[list.kind]} in ${command} command`;
}

/** RV305: a parameter table row names a class that is not defined above the table. */
export const parameterRowClass: Rule = {
  code: 'RV305',
  name: 'parameter-row-class',
  category: 'parameters',
  severity: 'error',
  docs: {
    summary:
      'The first word of each row of a parameter list (or of :SeasonalCanopyLAI/:SeasonalCanopyHeight) is [DEFAULT] or the name of a class of that kind defined above the table, written exactly as in its definition.',
    why: 'Raven looks the row name up among the classes it has read so far, comparing the text exactly (upper and lower case matter here, unlike in the .rvh, and a class number is not accepted); a name it does not find stops the run at once ("Invalid soiltype code in SoilParameterList command").',
    fix: 'Write the class name exactly as in :SoilClasses (or :LandUseClasses, :VegetationClasses, :TerrainClasses), and place the class table above the parameter lists that use its classes.',
    source: 'ParsePropertyFile.cpp ParsePropArray ("bad tag") and ParseClassPropertiesFile',
    example: {
      fileType: 'rvp',
      bad: ':SoilClasses\n  TOPSOIL\n:EndSoilClasses\n:SoilParameterList\n  :Parameters, POROSITY\n  :Units, -\n  Topsoil, 0.4\n:EndSoilParameterList',
      good: ':SoilClasses\n  TOPSOIL\n:EndSoilClasses\n:SoilParameterList\n  :Parameters, POROSITY\n  :Units, -\n  TOPSOIL, 0.4\n:EndSoilParameterList',
    },
  },
  check({ model, report }) {
    const reading = parameterReading(model);
    for (const list of reading.lists) {
      const all = reading.classes[list.kind];
      const above = all.filter((c) => c.table.index < list.ref.index).map((c) => c.name.text);
      for (const row of list.rows) {
        if (row.fate !== 'unknown-class') continue;
        const name = row.name.text;
        const label = KIND_LABEL[list.kind];
        let why: string;
        const lost = reading.classRowProblems.find((p) => p.kind === list.kind && p.lost.includes(name));
        // Raven already stopped in the class table (RV307 says where): nothing more to say here.
        if (lost?.followed) continue;
        const rejected = lost !== undefined;
        const sameCase = above.find((c) => c.toUpperCase() === name.toUpperCase());
        if (rejected) {
          why = `is not defined: Raven rejects its ${classCommand(list.kind)} row (see the diagnostic there)`;
        } else if (sameCase !== undefined) {
          why = `is written ${sameCase} in ${classCommand(list.kind)}: row names here must match it exactly, including case`;
        } else if (all.some((c) => c.name.text === name)) {
          why = `is defined only below this table: move ${classCommand(list.kind)} above it`;
        } else {
          why = `is not a ${label} class defined in ${classCommand(list.kind)}${didYouMean(name, ['[DEFAULT]', ...above])}`;
        }
        report({ at: row.name.site, message: `'${name}' ${why} (Raven stops: "${ravenMessage(list)}")` });
      }
    }
  },
};
