import { argTokens } from '../../../facts/args.js';
import { atof } from '../../../facts/ravenNumbers.js';
import type { Rule } from '../../rule.js';

/** The blend each weight set of :SBGroupOverrideWeights overrides: its name, and the .rvi line that sets it. */
const BLENDS: Readonly<Record<string, string>> = {
  PET_BLEND_WTS: ':BlendedPETWeights',
  POTMELT_BLEND_WTS: ':BlendedPotMeltWeights',
};

/** The number of methods a blend line sets (ParseMainInputFile: pairs, or pairs and a last method). */
function methodCount(args: number): number {
  return args % 2 === 0 ? args / 2 : Math.floor(args / 2) + 1;
}

/**
 * RV382: a `:SBGroupOverrideWeights` Raven ignores with a warning: no blend of that kind in the .rvi, another
 * count of values than the blend's N weights or N-1 numbers, or N weights that do not add to 1 (within 0.05).
 */
export const subbasinGroupWeights: Rule = {
  code: 'RV382',
  name: 'subbasin-group-weights',
  category: 'parameters',
  severity: 'warning',
  docs: {
    summary:
      'A :SBGroupOverrideWeights overrides a blend the .rvi uses (:BlendedPETWeights for PET_BLEND_WTS, :BlendedPotMeltWeights for POTMELT_BLEND_WTS) with as many weights as it has methods, adding to 1, or one number fewer.',
    why: 'Raven ignores the line, with a warning, when the .rvi has no such blend ("cannot use :SBGroupOverrideWeights if blending is not already in use"), when the count of values is neither the blend\'s N methods nor N-1 numbers ("incorrect number of weights or uniform numbers"), or when N weights do not add to 1 within 0.05 ("Weights in :SBGroupOverrideWeights command with SubBasinGroup G do not add to 1.0. Contents ignored."): the group keeps the model\'s weights.',
    fix: 'Give one weight per method of the blend, adding to 1 (or N-1 numbers between 0 and 1), and use the blended method in the .rvi.',
    source:
      'ParsePropertyFile.cpp ParseClassPropertiesFile (:SBGroupOverrideWeights); Model.cpp GetBlendedForcingsNumWeights',
    example: {
      fileType: 'rvp',
      bad: ':SBGroupOverrideWeights PET_BLEND_WTS AllSubbasins 0.5 0.6',
      good: ':SBGroupOverrideWeights PET_BLEND_WTS AllSubbasins 0.4 0.6',
      model: {
        rvi: ':Evaporation PET_BLENDED\n:BlendedPETWeights PET_HARGREAVES_1985 0.5 PET_OUDIN 0.5',
        rvh: ':SubBasinGroup AllSubbasins\n  1\n:EndSubBasinGroup',
      },
    },
  },
  ravenWarnings: ['ParsePropertyFile#15', 'ParsePropertyFile#16', 'ParsePropertyFile#17'],
  check({ model, report }) {
    const methods = new Map<string, number>();
    for (const ref of model.commands('rvi')) {
      const name = ref.command.spec?.name ?? '';
      if (Object.values(BLENDS).includes(name)) methods.set(name, methodCount(argTokens(ref).length));
    }
    for (const ref of model.uses('rvp', ':SBGroupOverrideWeights')) {
      const [param, group, ...values] = argTokens(ref);
      // A short line is RV008's; an unknown blend name Raven refuses otherwise.
      const blend = param && BLENDS[param.text.toUpperCase()];
      if (!blend || !group || values.length === 0) continue;
      const n = methods.get(blend) ?? 0;
      if (n === 0) {
        report({
          at: param.site,
          ravenWarning: 'ParsePropertyFile#15',
          message: `${param.text} overrides the weights of ${blend}, which the .rvi does not give: Raven ignores the line ("ParsePropertyFile: cannot use :SBGroupOverrideWeights if blending is not already in use. Command will be ignored.")`,
        });
        continue;
      }
      if (values.length !== n && values.length !== n - 1) {
        report({
          at: values[0].site,
          ravenWarning: 'ParsePropertyFile#16',
          message: `${values.length} values for a blend of ${n} methods (${blend}): Raven needs ${n} weights or ${n - 1} number${n === 2 ? '' : 's'}, and ignores the line ("ParseClassPropertiesFile: incorrect number of weights or uniform numbers in :SBGroupOverrideWeights command. Contents ignored.")`,
        });
        continue;
      }
      if (values.length !== n) continue;
      const sum = values.reduce((s, v) => s + atof(v.text), 0);
      if (Math.abs(sum - 1) < 0.05) continue;
      report({
        at: values[values.length - 1].site,
        ravenWarning: 'ParsePropertyFile#17',
        message: `the ${n} weights add to ${Math.round(sum * 1e6) / 1e6}, not 1: Raven ignores the line ("ParseClassPropertiesFile: Weights in :SBGroupOverrideWeights command with SubBasinGroup ${group.text} do not add to 1.0. Contents ignored.")`,
      });
    }
  },
};
