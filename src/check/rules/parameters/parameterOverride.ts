import { warningIn } from '../../../../grammar/ravenWarningMatch.js';
import { argTokens, nameToken } from '../../../facts/args.js';
import type { Rule } from '../../rule.js';

/** Raven's warning for a model with parameter overrides. */
const WARNING = warningIn('CModel::InitializeParameterOverrides', 'overhead');

/**
 * RV384: `:GlobalParameterOverride` in the .rvp. Each adds a parameter override (ParseClassPropertiesFile), and
 * CModel::InitializeParameterOverrides warns once where there is any: Raven swaps the parameter in and out for
 * the subbasin group at every time step. (`:SBGroupOverrideWeights` adds one too where blending is in use and
 * the weights fit; not followed here.)
 */
export const parameterOverride: Rule = {
  code: 'RV384',
  name: 'parameter-override',
  category: 'parameters',
  severity: 'warning',
  docs: {
    summary:
      '`:GlobalParameterOverride` (a global parameter set for one subbasin group) is used sparingly: Raven warns wherever there is one.',
    why: 'Raven applies an override by setting the global parameter before and resetting it after each subbasin of the group at every time step, which slows the run; it warns once ("One or more global parameter overrides are used in this model. These can have high computational overhead and should be used sparingly"). The results are what you asked for.',
    fix: 'Where the parameter can be given per class instead (a soil, vegetation or land use parameter), give it so; otherwise keep the override and the warning.',
    source:
      'ParsePropertyFile.cpp ParseClassPropertiesFile (:GlobalParameterOverride); ModelInitialize.cpp CModel::InitializeParameterOverrides',
    example: {
      fileType: 'rvp',
      bad: ':GlobalParameterOverride RAINSNOW_TEMP Uplands 1.0',
      good: ':GlobalParameter RAINSNOW_TEMP 1.0',
      model: { rvh: ':SubBasinGroup Uplands\n  1\n:EndSubBasinGroup' },
    },
  },
  ravenWarnings: [WARNING.id],
  check({ model, report }) {
    // Raven writes the warning once: it is reported at the first override it adds.
    const first = model.uses('rvp', ':GlobalParameterOverride').find((r) => argTokens(r).length >= 3);
    if (!first) return;
    report({
      at: nameToken(first).site,
      ravenWarning: WARNING.id,
      message: `a global parameter override: Raven warns ("${WARNING.message}") and resets the parameter around every subbasin of the group at each time step`,
    });
  },
};
