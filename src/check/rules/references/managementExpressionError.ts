import { managementExpressionsOf, type ExpressionTerm } from '../../../facts/managementExpression.js';
import { wordSite, type Site } from '../../../facts/site.js';
import type { Rule } from '../../rule.js';

/** Two operators written together that Raven cuts apart (`<=`, `>=`, `==`): it knows single ones only. */
const JOINED = /[<>=~]=|=[<>]/;

/** RV257: an error Raven reports in a management expression (.rvm) while it reads on; it stops after its input. */
export const managementExpressionError: Rule = {
  code: 'RV257',
  name: 'management-expression-error',
  category: 'references',
  severity: 'error',
  docs: {
    summary:
      'A management expression (.rvm) has one comparison (<, > or =) and no two operators in a row, names time series Raven has, writes history terms as !Q12[-n] within the :LookbackDuration, and starts each ! term with a letter Raven knows.',
    why: 'Raven reads each expression line (CDemandOptimizer::ParseExpression) and reports what it cannot use as an ERROR, then reads on and stops once its input is read ("Errors found in input data"): "missing comparison operator", "more than one comparison operator", "cannot have consecutive math operators" (Raven cuts words at < > = + * / ~, so `<=` is two operators: its < already means at most), "unrecognized time series name in @ts command", "term in square brackets must be <0 for historical variables", "Unparseable term in expression starting with !". (An expression it gives up on altogether is RV256.) Raven reads the .rvm only with :ApplyManagementOptimization, and only a Raven built with lp_solve gets that far (RV592).',
    fix: 'Write one of <, > or = (a < or > constraint includes equality), declare the :UserTimeSeries a @ts or @cumul term names, give history terms a negative index (!Q12[-1]), and use the ! terms Raven knows: !Q, !I, !h, !D, !d, !R, !C.',
    source:
      'DemandExpressionHandling.cpp, CDemandOptimizer::ParseExpression and ConvertToExpressionTerm; ParseLib.cpp, AddSpacesBeforeOps',
    example: {
      fileType: 'rvm',
      bad: ':ManagementConstraint MaxFlow\n  :Expression !Q1 <= 100\n:EndManagementConstraint',
      good: ':ManagementConstraint MaxFlow\n  :Expression !Q1 < 100\n:EndManagementConstraint',
      model: { rvi: ':ApplyManagementOptimization' },
    },
  },
  check({ model, report }) {
    for (const e of managementExpressionsOf(model)) {
      if (!e.known) continue;
      const { parse } = e;
      const say = (at: Site, who: string, error: string) =>
        report({ at, message: `${who}Raven reports "${error}" and stops once its input is read` });
      // RV256 quotes the error that made Raven give the expression up: the others are this rule's.
      const quoted = parse.invalid
        ? (parse.cause?.errors[parse.cause.errors.length - 1] ?? parse.errors[parse.errors.length - 1])
        : undefined;
      const joined = JOINED.test(
        e.file.text.slice(e.command.line.start, lineEnd(e.file.text, e.command.line.start)),
      );
      for (const error of parse.errors) {
        if (parse.invalid && !parse.cause && error === quoted) continue;
        const hint = joined && /operator/.test(error) ? ' (Raven cuts <= and >= into two operators)' : '';
        say(wordSite(e.file, e.command.line.words[0]!), `${e.name}${hint}: `, error);
      }
      for (const term of parse.terms) {
        for (const error of termErrors(term, parse.cause, quoted)) say(term.site, `${term.text}: `, error);
      }
    }
  },
};

/** A term's errors, less the one RV256 quotes for the term Raven gives up on. */
function termErrors(
  term: ExpressionTerm,
  cause: ExpressionTerm | undefined,
  quoted?: string,
): readonly string[] {
  if (term !== cause) return term.errors;
  const i = term.errors.lastIndexOf(quoted ?? '');
  return i < 0 ? term.errors : term.errors.filter((_, j) => j !== i);
}

/** The end of the line that starts at `start` (before its line end). */
function lineEnd(text: string, start: number): number {
  const end = text.indexOf('\n', start);
  return end < 0 ? text.length : end;
}
