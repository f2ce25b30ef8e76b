import { warningIn, warningWords } from '../../../../grammar/ravenWarningMatch.js';
import { argToken } from '../../../facts/args.js';
import type { ModelFacts } from '../../../facts/facts.js';
import { managementRead } from '../../../facts/runFiles.js';
import type { Rule } from '../../rule.js';

/** Raven's warning of a .rvc workflow variable row the .rvm does not define (DemandOptimization.cpp). */
const WORKFLOW = warningIn('CDemandOptimizer::SetWorkflowVariable', 'unknown workflow variable');
/** Raven's warning of bounds for a decision variable not declared above (DemandOptimization.cpp). */
const BOUNDS = warningIn('CDemandOptimizer::SetUserDecisionVarBounds', 'must declare or define before use');

/** The names the .rvm's commands of these kinds give (their first argument), with each command's reading index. */
function named(model: ModelFacts, names: readonly string[]): { name: string; index: number }[] {
  return names.flatMap((n) =>
    model.uses('rvm', n).flatMap((ref) => {
      const t = argToken(ref, 0);
      return t ? [{ name: t.text, index: ref.index }] : [];
    }),
  );
}

/** RV259: a workflow variable row of the .rvc, or decision variable bounds of the .rvm, name a variable the .rvm does not define (before). */
export const managementVariable: Rule = {
  code: 'RV259',
  name: 'management-variable',
  category: 'references',
  severity: 'warning',
  docs: {
    summary:
      'A :WorkflowVar row of the .rvc names a workflow variable of the .rvm (:DefineWorkflowVariable, :WorkflowVarDefinition, :DeclareWorkflowVariable), and :DecisionVariableBounds a decision variable declared or defined above it (:DeclareDecisionVariable, :DefineDecisionVariable).',
    why: 'Raven matches the names exactly. A .rvc row for another name is ignored ("CDemandOptimizer::SetWorkflowVariable: unknown workflow variable in .rvc file"): the variable starts from 0, not from the state saved. Bounds for a decision variable not declared yet are ignored ("SetUserDecisionVarBounds: invalid decision variable name (…): must declare or define before use"): the variable is unbounded. Raven reads the .rvm and these .rvc rows only with :ApplyManagementOptimization, and only a Raven built with lp_solve gets that far (RV592).',
    fix: 'Spell the name as the .rvm defines it (case counts), and put :DecisionVariableBounds after the :DeclareDecisionVariable or :DefineDecisionVariable of its variable.',
    source:
      'DemandOptimization.cpp, SetWorkflowVariable, SetUserDecisionVarBounds; ParseInitialConditionFile.cpp (:WorkflowVar); ParseManagementFile.cpp (:DecisionVariableBounds)',
    example: {
      fileType: 'rvm',
      bad: ':DecisionVariableBounds Release 0 100\n:DeclareDecisionVariable Release',
      good: ':DeclareDecisionVariable Release\n:DecisionVariableBounds Release 0 100',
      model: { rvi: ':ApplyManagementOptimization' },
    },
  },
  ravenWarnings: [WORKFLOW.id, BOUNDS.id],
  check({ model, report }) {
    if (!managementRead(model.rvi)) return;
    // Wildcards of :LoopThrough change the names Raven reads.
    if (model.uses('rvm', ':LoopThrough').length > 0) return;
    const declared = named(model, [':DeclareDecisionVariable', ':DefineDecisionVariable']);
    for (const ref of model.uses('rvm', ':DecisionVariableBounds')) {
      // Raven reads the two bounds whatever the line's length: only a whole line is followed here.
      if (ref.command.line.words.length < 4) continue;
      const t = argToken(ref, 0)!;
      if (declared.some((d) => d.name === t.text && d.index < ref.index)) continue;
      const later = declared.some((d) => d.name === t.text);
      report({
        at: t.site,
        ravenWarning: BOUNDS.id,
        message: `decision variable '${t.text}' is ${later ? 'declared only below' : 'not declared'}: Raven ignores its bounds ("${warningWords(BOUNDS, t.text)}")`,
      });
    }
    const workflow = new Set(
      named(model, [':DefineWorkflowVariable', ':WorkflowVarDefinition', ':DeclareWorkflowVariable']).map(
        (d) => d.name,
      ),
    );
    for (const ref of model.uses('rvc', ':WorkflowVar')) {
      const t = argToken(ref, 0);
      if (!t || !argToken(ref, 1) || workflow.has(t.text)) continue;
      report({
        at: t.site,
        ravenWarning: WORKFLOW.id,
        message: `'${t.text}' is not a workflow variable of the .rvm: Raven ignores the row ("${WORKFLOW.message.trimEnd()}")`,
      });
    }
  },
};
