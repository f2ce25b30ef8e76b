import { CLASS_PARAMETERS, SETTER_ALIASES } from '../../../../grammar/parameters/index.js';
import type { ClassType } from '../../../../grammar/parameters/index.js';
import { didYouMean } from '../../didYouMean.js';
import type { ClassKind } from '../../../facts/rvpFacts.js';
import { fieldOf, parameterReading } from '../../parameters/rvpReading.js';
import type { Rule } from '../../rule.js';
import { KIND_LABEL, listCommand } from './wording.js';

type NamedType = Exclude<ClassType, 'transport'>;
const TYPES: readonly NamedType[] = ['soil', 'vegetation', 'landuse', 'terrain', 'global'];
const LABEL: Readonly<Record<NamedType, string>> = { ...KIND_LABEL, global: 'global' };
/** The warning each class type's setter writes for a name it does not know ("Unrecognized/invalid … parameter"). */
const WARNING: Readonly<Record<NamedType, string>> = {
  soil: 'SoilClass#2',
  vegetation: 'VegetationClass#1',
  landuse: 'LandUseClass#1',
  terrain: 'TerrainClass#1',
  global: 'GlobalParams#1',
};

/** The names a class type's setter accepts. */
function namesOf(type: NamedType): string[] {
  return [...CLASS_PARAMETERS[type].map((p) => p.name), ...Object.keys(SETTER_ALIASES[type] ?? {})];
}

/** Where the name belongs instead, or the closest name of the type. */
function hint(name: string, type: NamedType): string {
  const other = TYPES.find((t) => t !== type && fieldOf(t, name) !== undefined);
  if (other === 'global')
    return ` (it is a global parameter: set it with ':GlobalParameter ${name.toUpperCase()} <value>')`;
  if (other) return ` (it is a ${LABEL[other]} parameter: move it to ${listCommand(other as ClassKind)})`;
  return didYouMean(name.toUpperCase(), namesOf(type));
}

/** RV304: a parameter name Raven does not know, in a :Parameters line or a :GlobalParameter line. */
export const unknownParameter: Rule = {
  code: 'RV304',
  name: 'unknown-parameter',
  category: 'parameters',
  severity: 'warning',
  docs: {
    summary:
      'Each name in the :Parameters line of a parameter list, and each :GlobalParameter name, is a parameter Raven knows for that kind of class.',
    why: 'Raven upper-cases the name and looks it up among the parameters of the class kind; a name it does not know is skipped with a warning ("Unrecognized/invalid soil parameter name … in .rvp file") and the whole column is ignored. When the misspelt parameter is one the model needs, the run then stops for want of it (see RV301).',
    fix: 'Correct the spelling, or move the column to the parameter list of the kind it belongs to (a land use parameter in :LandUseParameterList, and so on).',
    source:
      'SoilClass.cpp CSoilClass::SetSoilProperty; VegetationClass.cpp SetVegetationProperty; LandUseClass.cpp SetSurfaceProperty; TerrainClass.cpp SetTerrainProperty; GlobalParams.cpp SetGlobalProperty',
    example: {
      fileType: 'rvp',
      bad: ':SoilParameterList\n  :Parameters, POROSITY, BASEFLOW_COEF\n  :Units, -, 1/d\n  [DEFAULT], 0.4, 0.05\n:EndSoilParameterList',
      good: ':SoilParameterList\n  :Parameters, POROSITY, BASEFLOW_COEFF\n  :Units, -, 1/d\n  [DEFAULT], 0.4, 0.05\n:EndSoilParameterList',
    },
  },
  ravenWarnings: Object.values(WARNING),
  check({ model, report }) {
    const reading = parameterReading(model);
    for (const list of reading.lists) {
      // The setter (and its warning) runs once per row read.
      if (list.seasonal || !list.rows.some((r) => r.fate === 'read')) continue;
      for (const column of list.columns) {
        if (column.field !== undefined) continue;
        report({
          at: column.token.site,
          message: `Raven does not know the ${KIND_LABEL[list.kind]} parameter ${column.token.text} and ignores this column${hint(column.token.text, list.kind)}`,
          ...(list.kind in WARNING && { ravenWarning: WARNING[list.kind as NamedType] }),
        });
      }
    }
    for (const token of reading.unknownGlobals) {
      report({
        at: token.site,
        message: `Raven does not know the global parameter ${token.text} and ignores this line${hint(token.text, 'global')}`,
        ravenWarning: WARNING.global,
      });
    }
  },
};
