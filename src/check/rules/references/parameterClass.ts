import { didYouMean } from '../../didYouMean.js';
import { CLASS_DEFINED } from '../../../../grammar/types.js';
import { CLASS_TABLES, classesDefined, type ClassKind } from '../../../facts/rvpFacts.js';
import { tableRows } from '../../../facts/table.js';
import type { Rule } from '../../rule.js';

/** RV207: a parameter table row names a class that is not defined above it. */
export const parameterClass: Rule = {
  code: 'RV207',
  name: 'parameter-class',
  category: 'references',
  severity: 'error',
  docs: {
    summary:
      'Each row of a parameter table (:SoilParameterList, :LandUseParameterList, :VegetationParameterList, :TerrainParameterList) and of :SeasonalCanopyLAI/:SeasonalCanopyHeight starts with [DEFAULT] or with the exact name of a class defined above the table.',
    why: 'Raven matches the row\'s first word against the classes it has read so far, exactly, upper and lower case included (unlike HRUs, which may name a class in any case), and stops when it finds none ("Invalid soiltype code in SoilParameterList command").',
    fix: 'Write the class name exactly as in its class table (:SoilClasses, :LandUseClasses …), or move the class table above the parameter table.',
    source: 'ParsePropertyFile.cpp, ParseClassPropertiesFile and ParsePropArray',
    example: {
      fileType: 'rvp',
      bad: ':SoilClasses\n  TOPSOIL\n:EndSoilClasses\n:SoilParameterList\n  :Parameters, POROSITY\n  :Units, none\n  Topsoil, 0.4\n:EndSoilParameterList',
      good: ':SoilClasses\n  TOPSOIL\n:EndSoilClasses\n:SoilParameterList\n  :Parameters, POROSITY\n  :Units, none\n  TOPSOIL, 0.4\n:EndSoilParameterList',
    },
  },
  check({ model, report }) {
    const defined: Record<ClassKind, Set<string>> = {
      soil: new Set(['[DEFAULT]']),
      landuse: new Set(['[DEFAULT]']),
      vegetation: new Set(['[DEFAULT]']),
      terrain: new Set(['[DEFAULT]']),
    };
    const anywhere: Record<ClassKind, Set<string>> = {
      soil: new Set(),
      landuse: new Set(),
      vegetation: new Set(),
      terrain: new Set(),
    };
    for (const [kind, names] of Object.entries(model.rvp.classes)) {
      for (const n of names.keys()) anywhere[kind as ClassKind].add(n);
    }
    for (const ref of model.commands('rvp')) {
      const name = ref.command.spec?.name ?? ref.command.line.words[0].text;
      const classKind = classesDefined(ref.command.spec);
      if (classKind) {
        for (const row of tableRows(ref.file, ref.command)) defined[classKind].add(row.tokens[0].text);
        continue;
      }
      // The tables whose rows start with a class name (parameter lists, the seasonal vegetation tables).
      const kind = ref.command.spec?.classParameters;
      if (!kind) continue;
      for (const row of tableRows(ref.file, ref.command)) {
        const t = row.tokens[0];
        if (defined[kind].has(t.text)) continue;
        const what = CLASS_DEFINED[kind];
        const table = CLASS_TABLES[kind];
        const sameCase = [...defined[kind]].find((c) => c.toUpperCase() === t.text.toUpperCase());
        const message = sameCase
          ? `${name}: ${what} '${t.text}' is written ${sameCase} in ${table}; parameter tables need the exact name, case included`
          : anywhere[kind].has(t.text)
            ? `${name}: ${what} '${t.text}' is defined only below this table, and Raven reads ${table} first: move ${table} above ${name}`
            : `${name}: ${what} '${t.text}' is not defined in ${table}${didYouMean(t.text, defined[kind])}`;
        report({ at: t.site, message });
      }
    }
  },
};
