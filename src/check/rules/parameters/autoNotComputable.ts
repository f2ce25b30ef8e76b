import type { ClassKind } from '../../../facts/rvpFacts.js';
import type { Token } from '../../../facts/site.js';
import { parameterReading, resolveValue, treatmentOf } from '../../parameters/rvpReading.js';
import type { Rule } from '../../rule.js';
import { SiteGroups, classesText } from './wording.js';

const KINDS: readonly ClassKind[] = ['soil', 'vegetation', 'landuse', 'terrain'];

/** RV303: `_AUTO` for a parameter Raven cannot compute. */
export const autoNotComputable: Rule = {
  code: 'RV303',
  name: 'auto-not-computable',
  category: 'parameters',
  severity: 'error',
  docs: {
    summary:
      '_AUTO (or a :ValueAlias standing for it) is given only for parameters Raven can compute, such as POROSITY or MELT_FACTOR, not for model-specific ones such as BASEFLOW_COEFF or HBV_BETA.',
    why: 'For the parameters it cannot estimate (most conceptual-model parameters), Raven stops when a class ends up with _AUTO, from its own row or from a [DEFAULT] row it takes ("Cannot specify _AUTO as the default value for any parameter that cannot be autocomputed"), whether or not the model uses the parameter.',
    fix: 'Write a number instead of _AUTO (in the class row, or in the [DEFAULT] row when the classes take it from there).',
    source:
      'CommonFunctions.cpp SetSpecifiedValue, called by the AutoCalculate functions of SoilClass.cpp, VegetationClass.cpp, LandUseClass.cpp and TerrainClass.cpp',
    example: {
      fileType: 'rvp',
      bad: ':SoilParameterList\n  :Parameters, POROSITY, HBV_BETA\n  :Units, -, -\n  [DEFAULT], _AUTO, _AUTO\n:EndSoilParameterList',
      good: ':SoilParameterList\n  :Parameters, POROSITY, HBV_BETA\n  :Units, -, -\n  [DEFAULT], _AUTO, 1.5\n:EndSoilParameterList',
    },
  },
  check({ model, report }) {
    const reading = parameterReading(model);
    for (const kind of KINDS) {
      const fields = new Set<string>(reading.templates[kind].keys());
      for (const cls of reading.classes[kind]) for (const f of cls.values.keys()) fields.add(f);
      const groups = new SiteGroups<{ token: Token; field: string }>();
      for (const field of fields) {
        if (treatmentOf(kind, field) !== 'specified') continue;
        for (const cls of reading.classes[kind]) {
          const resolved = resolveValue(reading, kind, cls.values, field);
          const token = resolved.source?.token;
          if (resolved.outcome !== 'refused' || !token) continue;
          groups.add(`${token.site.file.path}:${token.site.offset}`, { token, field }, cls.name.text);
        }
      }
      for (const { key, names } of groups.all()) {
        const written =
          key.token.text === '_AUTO' || key.token.text === 'AUTO'
            ? key.token.text
            : `${key.token.text} (a :ValueAlias for _AUTO)`;
        report({
          at: key.token.site,
          message: `${key.field} is ${written} for ${classesText(kind, names)}, but Raven cannot compute ${key.field}: write a number ("Cannot specify _AUTO … for any parameter that cannot be autocomputed")`,
        });
      }
    }
  },
};
