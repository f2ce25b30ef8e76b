import { catalogueWarnings } from '../../../../grammar/ravenWarningMatch.js';
import { unknownValueFix, withValueMigration } from '../../fixes/unknownValue.js';
import { syntaxRuleId, type Rule } from '../../rule.js';
import { adjustUnknownValue } from './beforeSoilModel.js';

/** RV015: a value that is not one Raven knows for the argument. */
export const unknownValue: Rule = {
  ...syntaxRuleId('unknown-value'),
  category: 'syntax',
  severity: 'error',
  fixable: true,
  docs: {
    summary:
      'An option value or algorithm name that Raven does not know for this command (values are case-sensitive).',
    why:
      'For most options and every process algorithm Raven logs "Unrecognized … method" as an ERROR and stops before simulating; some options only warn or silently keep their default. ' +
      'Before :SoilModel in the .rvi Raven has no model yet: it only prints the error and runs on, the option keeping its previous value or its default. ' +
      'That is a warning, unless what it runs on with stops it later: :Evaporation and :OW_Evaporation are then left with no PET method (Raven stops at the first time step), and the default :Routing ROUTE_STORAGECOEFF needs a channel profile for every subbasin.',
    fix: 'Use one of the values Raven lists for the command (the message suggests the closest one).',
    source:
      'ParseInput.cpp (each option and process case: "Unrecognized … method"); GracefulEndStandalone.h, FinalizeGracefully (an error before the model exists is only printed)',
    example: { fileType: 'rvi', bad: ':Routing ROUE_NONE', good: ':Routing ROUTE_NONE' },
  },
  adjust: (d, model) => withValueMigration(adjustUnknownValue(d, model), model),
  fixDiagnostic: unknownValueFix,
  // The values Raven warns about and passes over ("unrecognized …"), each with its own message.
  ravenWarnings: catalogueWarnings('unknownWarning'),
  ownWarning: 'a value Raven passes over in silence, keeping its default.',
};
