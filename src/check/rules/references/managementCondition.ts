import { warningIn } from '../../../../grammar/ravenWarningMatch.js';
import { commandName, type Command, type Item } from '../../../ast/nodes.js';
import { demandsOf, namesDemand } from '../../../facts/demands.js';
import { disabledSubbasinsOf } from '../../../facts/disabledSubbasins.js';
import { networkOf } from '../../../facts/network.js';
import { reservoirSubbasinsOf } from '../../../facts/reservoirSubbasins.js';
import { idKey } from '../../../facts/ravenNumbers.js';
import { managementRead } from '../../../facts/runFiles.js';
import type { Site } from '../../../facts/site.js';
import type { Rule } from '../../rule.js';

/** Raven's warnings of a :Condition it assumes true (DemandExpressionHandling.cpp, ParseCondition). */
const SUBBASIN = warningIn('CDemandOptimizer::ParseCondition', 'Subbasin in :Condition', 'disabled');
const DEMAND = warningIn('CDemandOptimizer::ParseCondition', '!D or !C');

/** The comparison words of a :Condition Raven reads without an expression. */
const COMPARISONS = new Set([
  'IS_BETWEEN',
  'IS_GREATER_THAN',
  'IS_LESS_THAN',
  'IS_EQUAL_TO',
  'IS_NOT_EQUAL_TO',
]);

/** RV258: a :Condition of the .rvm on a disabled subbasin or on a demand the optimiser does not have. */
export const managementCondition: Rule = {
  code: 'RV258',
  name: 'management-condition',
  category: 'references',
  severity: 'warning',
  docs: {
    summary:
      'A :Condition of a management goal, constraint or workflow variable (.rvm) of the form `!Q12 IS_GREATER_THAN 5` tests an enabled subbasin (!Q, !h, !I by ID) or a demand of the optimiser (!D, !C by ID or name, written right after the letter), and Raven 4.12.1 can find that subbasin.',
    why: 'Raven leaves out a :Condition on a subbasin that :DisableSubBasinGroup (or :DisableHRUGroup of all its HRUs) disabled, or on a demand it does not have, and says "Conditional will be assumed true": the regime then applies at every time step, not only when the condition holds. A demand is looked up by the words after the letter: `!D7` or `!DFarmerBob`; `!D.FarmerBob` looks for a demand named ".FarmerBob" and finds none (unlike in an :Expression). A demand of a subbasin :DisableSubBasinGroup disabled is not the optimiser\'s. And Raven 4.12.1 evaluates a !Q, !h or !I condition of an enabled subbasin on the subbasin whose ID is the place of the named one in the model (CheckOpRegimeConditions: GetSubBasinByID(p_index)): where no subbasin has that ID (subbasin 1 of a model numbered from 1 is at place 0), Raven crashes when it tests the condition; where another has it, Raven tests that one. The expression form with a history term (:Condition !Q12[-1] > 5) is read right. Raven reads the .rvm only with :ApplyManagementOptimization, and only a Raven built with lp_solve gets that far (RV592).',
    fix: 'Test a subbasin the model simulates (as :Condition !Q12[-1] > 5, with :LookbackDuration), and name the demand by its ID or name directly after !D or !C (as its :IrrigationDemand line in the .rvt gives it), without a dot.',
    source:
      'DemandExpressionHandling.cpp, ParseCondition; DemandOptimization.cpp, GetDemandIndexFromName, AddWaterDemand',
    example: {
      fileType: 'rvm',
      bad: ':ManagementGoal Low\n  :Expression !Q1 < 5\n  :Condition !D.FarmerBob IS_GREATER_THAN 0\n:EndManagementGoal',
      good: ':ManagementGoal Low\n  :Expression !Q1 < 5\n  :Condition !DFarmerBob IS_GREATER_THAN 0\n:EndManagementGoal',
      model: {
        rvi: ':ApplyManagementOptimization',
        rvt: ':IrrigationDemand 1 7 FarmerBob\n1954-01-01 00:00:00 1.0 1\n0.0\n:EndIrrigationDemand',
      },
    },
  },
  ravenWarnings: [SUBBASIN.id, DEMAND.id],
  ownWarning:
    'a :Condition !Q12 IS_… whose subbasin Raven 4.12.1 looks up by its place in the model taken as an ID finds another subbasin of that ID and tests it instead, without a word.',
  check({ model, report }) {
    if (!managementRead(model.rvi)) return;
    // Wildcards of :LoopThrough change the words Raven reads.
    if (model.uses('rvm', ':LoopThrough').length > 0) return;
    // Demands of the .rvm join the .rvt's as Raven reads them: a demand not found is then not followed here.
    const rvmDemands = [':WaterDemand', ':ReservoirWaterDemand'].some((n) => model.uses('rvm', n).length > 0);
    const network = networkOf(model);
    const demands = demandsOf(model);
    const disabled = disabledSubbasinsOf(model)?.atManagement;
    const reservoirs = reservoirSubbasinsOf(model);
    const condition = (file: Site['file'], command: Command, first: boolean) => {
      const words = command.line.words;
      // Raven reads the line in math mode (commas inside words, `+ * / = ~ < >` split off): only a line with
      // neither, and no word after the variable starting with '-', is the form without an expression.
      if (words.length < 4 || !COMPARISONS.has(words[2]!.text)) return;
      if (
        words
          .slice(1)
          .some((w, i) => /[+*/=~<>]/.test(w.text) || w.pre.includes(',') || (i > 0 && w.text[0] === '-'))
      )
        return;
      const variable = words[1]!;
      const [sigil, code, rest] = [variable.text[0], variable.text[1] ?? '', variable.text.slice(2)];
      if (sigil !== '!') return;
      const say = (why: string, warning: typeof SUBBASIN) =>
        report({
          at: { file, offset: variable.offset, length: variable.text.length },
          ravenWarning: warning.id,
          message: `${why}: Raven ignores the :Condition ("${warning.message}"), so the regime applies at every time step`,
        });
      if (code === 'Q' || code === 'h' || code === 'I') {
        const sb = network.subbasinById.get(idKey(rest));
        // A subbasin the model lacks is Raven's own error ("Subbasin ID in :Condition statement is invalid").
        if (!sb || disabled === undefined) return;
        if (disabled.has(sb.key)) return say(`${variable.text}: subbasin ${sb.idText} is disabled`, SUBBASIN);
        // !h and !I of a subbasin without :Reservoir are Raven's own error; conduits change the indices.
        if (code !== 'Q' && !reservoirs.has(sb.key)) return;
        if (network.subbasins.some((s) => s.conduit)) return;
        // CheckOpRegimeConditions reads the subbasin as GetSubBasinByID(p_index), p_index being its place.
        const place = network.subbasins.indexOf(sb);
        const read = network.subbasinById.get(place);
        if (read?.key === sb.key) return;
        const fix = `test the time step before in expression form instead (:Condition ${sigil}${code}${rest}[-1] > …, with :LookbackDuration)`;
        report({
          at: { file, offset: variable.offset, length: variable.text.length },
          ravenWarning: null,
          ...(read
            ? {
                severity: 'warning' as const,
                own: true,
                message: `${variable.text}: Raven 4.12.1 looks the subbasin up by its place in the model (${place}) taken as an ID, and tests subbasin ${read.idText} instead of ${sb.idText}; ${fix}`,
              }
            : {
                severity: first ? ('error' as const) : ('warning' as const),
                message: `${variable.text}: Raven 4.12.1 looks the subbasin up by its place in the model (${place}) taken as an ID; no subbasin has ID ${place}, so Raven crashes when it tests this condition${first ? '' : ' (once the conditions above it hold)'}; ${fix}`,
              }),
        });
      } else if (!rvmDemands && !namesDemand(demands, rest)) {
        const hint = rest.startsWith('.') ? ` (Raven looks for a demand named '${rest}': no dot here)` : '';
        say(`${variable.text}: '${rest}' is not a demand of the optimiser${hint}`, DEMAND);
      }
    };
    /** Whether Raven tests a :Condition whatever the ones above it say: the first of the block's first regime. */
    let first = true;
    let regimes = 0;
    const walk = (file: Site['file'], items: readonly Item[]) => {
      for (const item of items) {
        if (item.kind !== 'command') continue;
        if (commandName(item) === ':Condition') {
          condition(file, item, first);
          first = false;
        } else if (commandName(item) === ':OperatingRegime' && regimes++ > 0) {
          // A later regime is tested only where the ones above do not apply.
          first = false;
        }
        // Operating regimes are markers inside the block: their lines are the block's.
        if (item.spec?.block?.marker && item.body) walk(file, item.body);
      }
    };
    for (const name of [':ManagementGoal', ':ManagementConstraint', ':WorkflowVarDefinition'])
      for (const ref of model.uses('rvm', name)) {
        [first, regimes] = [true, 0];
        walk(ref.file, ref.command.body ?? []);
      }
  },
};
