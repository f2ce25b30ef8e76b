import { argToken, nameToken } from '../../../facts/args.js';
import { lineLabel } from '../../../facts/rviPlace.js';
import type { Rule } from '../../rule.js';

/** RV512: a command that needs the model, read before :SoilModel builds it. */
export const commandBeforeSoilModel: Rule = {
  code: 'RV512',
  name: 'command-before-soil-model',
  category: 'options',
  severity: 'warning',
  docs: {
    summary:
      'Commands that act on the model (:DefineHRUGroups, :LakeStorage, :EvaluationMetrics, :OutputDump, :BlendedPETWeights …) come below :SoilModel in the .rvi.',
    why: 'Raven builds the model when it reads :SoilModel. Before that, it prints an error for these commands ("… command must be after :SoilModel command in .rvi file") and skips them: the run goes on without the lake storage, the HRU groups, the evaluation metrics or the output dump you asked for (so Raven’s verdict is only a warning), and a later command that needs one of the groups fails. :BlendedPETWeights and :BlendedPotMeltWeights are passed to the missing model all the same, and Raven crashes.',
    fix: 'Move the command below :SoilModel.',
    source:
      'ParseInput.cpp, ParseMainInputFile (:LakeStorage, :MultilayerSnow, :BlendedPETWeights, :BlendedPotMeltWeights, :OutputDump, :MajorOutputInterval, :EvaluationMetrics, :EvaluationPeriod, :DefineHRUGroup(s), :DisableHRUGroup, :ApplyManagementOptimization)',
    example: {
      fileType: 'rvi',
      bad: ':EvaluationMetrics NASH_SUTCLIFFE\n:SoilModel SOIL_TWO_LAYER',
      good: ':SoilModel SOIL_TWO_LAYER\n:EvaluationMetrics NASH_SUTCLIFFE',
    },
  },
  ravenWarnings: ['ParseInput#50'],
  check({ model, report }) {
    // A :SoilModel without a value is skipped (ImproperFormatWarning); with none at all RV507 reports the model.
    const soil = model.rvi.byName.get(':SoilModel')?.find((r) => argToken(r, 0) !== undefined);
    if (!soil) return;
    for (const ref of model.commands('rvi')) {
      if (ref.index >= soil.index) break;
      const name = ref.command.spec?.name ?? '';
      // The commands that act on the model (the catalogue's `needsModel`).
      const effect = ref.command.spec?.needsModel;
      if (!effect) continue;
      const where = `above :SoilModel (${lineLabel(model, soil)}), where Raven builds the model`;
      report(
        effect === 'crashes'
          ? {
              at: nameToken(ref).site,
              severity: 'error',
              message: `${name} is ${where}: Raven prints an error and then hands the weights to the model it does not have yet, and crashes; move it below :SoilModel`,
            }
          : name === ':EvaluationPeriod'
            ? {
                // The one command of them Raven only warns about (WriteWarning, not an error).
                at: nameToken(ref).site,
                ravenWarning: 'ParseInput#50',
                message: `${name} is ${where}: Raven warns (":EvaluationPeriod command must be after the :SoilModel command in the .rvi file. This command will be ignored.") and runs without it; move it below :SoilModel`,
              }
            : {
                at: nameToken(ref).site,
                // Raven prints an ERROR line and goes on: no WARNING.
                ravenWarning: null,
                message: `${name} is ${where}: Raven prints an error ("must be after :SoilModel"), skips the line and runs without it; move it below :SoilModel`,
              },
      );
    }
  },
};
