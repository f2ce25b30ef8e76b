import { commandWarnings, shiftedWords, warningWords } from '../../../../grammar/ravenWarningMatch.js';
import type { RavenWarning } from '../../../../grammar/types.js';
import {
  managementExpressionsOf,
  type ExpressionParse,
  type ManagementExpression,
  type TermDrop,
} from '../../../facts/managementExpression.js';
import { wordSite } from '../../../facts/site.js';
import type { Rule } from '../../rule.js';

/** What Raven writes at the end of the .rvm when an expression failed (ParseManagementFile, bad_expression). */
const FAULTY = 'One or more faulty expressions in the .rvm file must be repaired.';

/**
 * Raven's "Invalid expression in … command" warning of an expression line: by its command, or for `:Expression`
 * by its block (ParseManagementFile.cpp: the :Expression branch of a goal or constraint comes before the
 * :RevertToSDCurve branch, whose copy of the warning is never written, then :WorkflowVarDefinition's).
 */
function invalidWarning(command: string, block?: string): RavenWarning | undefined {
  const name = block ? ':Expression' : command;
  return commandWarnings(
    block === ':WorkflowVarDefinition' ? block : block ? ':ManagementConstraint' : command,
  )
    .filter((w) => w.message.startsWith(`Invalid expression in ${name} command`))
    .sort((a, b) => a.line - b.line)[0];
}

const LINES = [
  ':DefineDecisionVariable',
  ':DefineWorkflowVariable',
  ':ReturnExpression',
  ':DemandExpression',
];
const WARNINGS = [
  ...LINES.map((c) => invalidWarning(c)),
  invalidWarning(':Expression', ':ManagementConstraint'),
  invalidWarning(':Expression', ':WorkflowVarDefinition'),
];

/** Why Raven drops a term, for the message (its own term warning is another rule's: RV264 …). */
const DROP: Record<TermDrop, string> = {
  historyDisabled: 'its subbasin is disabled',
  subbasinDisabled: 'its subbasin is disabled',
  valueSubbasinDisabled: 'its subbasin is disabled',
  reservoirInflow: 'the subbasin has no :Reservoir',
  reservoirStage: 'the subbasin has no :Reservoir',
  demand: 'no demand of the .rvt has this ID or name',
  demandValue: 'no demand of the .rvt has this ID or name',
  nonlinear: 'no :NonlinearVariable above declares it',
};

/** What made Raven give up on an expression, in its words where it has some. */
function causeOf(parse: ExpressionParse): string {
  const term = parse.cause;
  if (!term) return `Raven: "${parse.errors[parse.errors.length - 1] ?? ''}"`;
  if (term.dropped) return `${term.text}: Raven drops the term (${DROP[term.dropped]})`;
  return `${term.text}: Raven cannot read the term ("${term.errors[term.errors.length - 1] ?? ''}")${hintOf(term.text)}`;
}

/** What a user likely meant by a term Raven cannot read: Raven cuts words at spaces, and at - only alone. */
function hintOf(text: string): string {
  if (/^@\w+\(/.test(text) && !text.endsWith(')'))
    return ' (Raven cuts the line at spaces: write the arguments of a function without any)';
  if (text.length > 1 && text.startsWith('-'))
    return ' (Raven takes a minus for an operator only as a word of its own)';
  return '';
}

/** Raven's warning for the line, as it writes it (some messages are cut by the line number). */
function written(warning: RavenWarning, line: number): string {
  if (!warning.shiftedByLine) return `"${warningWords(warning, String(line))}"`;
  const tail = shiftedWords(warning, line);
  return tail.trim()
    ? `"${tail}" (its message "${warning.message.trim()}" from character ${line} on: Raven adds the line number to the text)`
    : `an empty WARNING line (its message "${warning.message.trim()}" from character ${line} on, past its end: Raven adds the line number to the text)`;
}

/** RV256: an expression of the management file (.rvm) that Raven gives up on, which stops the run. */
export const managementExpressionInvalid: Rule = {
  code: 'RV256',
  name: 'management-expression-invalid',
  category: 'references',
  severity: 'error',
  docs: {
    summary:
      'Every term of a management expression (.rvm: :DefineDecisionVariable, :DefineWorkflowVariable, :ReturnExpression, :DemandExpression, the :Expression of a goal, constraint or workflow variable) is one Raven can read, and a product has at most one decision variable.',
    why: 'Raven reads each term of an expression in turn (CDemandOptimizer::ParseExpression): a name it does not know (a named constant, decision or workflow variable, lookup table not declared above the line), a subbasin or HRU the model lacks, a function without its comma or closing parenthesis, a product of two decision variables, or a term it drops with a warning (a reservoir term without :Reservoir, an unknown demand) makes it give up on the whole expression: it writes "Invalid expression in :Expression command at line N" (for :DefineDecisionVariable, :DefineWorkflowVariable, :ReturnExpression and :DemandExpression the message comes out cut: Raven adds the line number to the text, so line 2 gives "valid expression in …" and lines past its length an empty WARNING line), reads on, and at the end of the .rvm stops: "One or more faulty expressions in the .rvm file must be repaired." Raven reads the .rvm only with :ApplyManagementOptimization, and only a Raven built with lp_solve gets that far (RV592).',
    fix: 'Declare names above the line that uses them (:NamedConstant, :DeclareDecisionVariable, :LookupTable …), write terms as Raven knows them (!Q12 or !Q.name for a subbasin, @lookup(table,term)), keep one decision variable per product, write the arguments of a function without spaces (Raven cuts the line at spaces and around + * / = < > ~), and never glue a minus to a name (-MinQ is no term: move it, !Q1 - MinQ > 0).',
    source:
      'DemandExpressionHandling.cpp, CDemandOptimizer::ParseExpression and ConvertToExpressionTerm; ParseManagementFile.cpp (the Invalid expression warnings, bad_expression); ParseLib.cpp, AddSpacesBeforeOps',
    example: {
      fileType: 'rvm',
      bad: ':ManagementConstraint MinFlow\n  :Expression !Q1 > MinQ\n:EndManagementConstraint',
      good: ':NamedConstant MinQ 2.5\n:ManagementConstraint MinFlow\n  :Expression !Q1 > MinQ\n:EndManagementConstraint',
      model: { rvi: ':ApplyManagementOptimization' },
    },
  },
  ravenWarnings: WARNINGS.flatMap((w) => (w ? [w.id] : [])),
  check({ model, report }) {
    for (const e of managementExpressionsOf(model)) {
      if (!e.known || !e.parse.invalid) continue;
      const warning = invalidWarning(e.name, e.block);
      if (!warning) continue;
      report({
        at: wordSite(e.file, e.command.line.words[0]!),
        ravenWarning: warning.id,
        message: `${causeOf(e.parse)}: Raven gives up on the ${what(e)}, writes ${written(warning, e.line)} and stops at the end of the .rvm ("${FAULTY}")`,
      });
    }
  },
};

/** The expression line, for the message. */
function what(e: ManagementExpression): string {
  return e.block ? `:Expression of the ${e.block}` : `${e.name} line`;
}
