import { RAVEN_WARNINGS } from '../../../../grammar/ravenWarnings.js';
import { warningWords } from '../../../../grammar/ravenWarningMatch.js';
import type { RavenWarning } from '../../../../grammar/types.js';
import { commandName, type Command, type Item } from '../../../ast/nodes.js';
import { demandsOf, namesDemand } from '../../../facts/demands.js';
import { networkOf } from '../../../facts/network.js';
import { idKey } from '../../../facts/ravenNumbers.js';
import { reservoirSubbasinsOf } from '../../../facts/reservoirSubbasins.js';
import { managementRead } from '../../../facts/runFiles.js';
import { lineOf, type Site } from '../../../facts/site.js';
import type { Rule } from '../../rule.js';

/** Raven's warnings of a term of an expression it drops (DemandExpressionHandling.cpp, ConvertToExpressionTerm). */
const TERM_WARNINGS = RAVEN_WARNINGS.filter(
  (w) => w.function === 'CDemandOptimizer::ConvertToExpressionTerm',
);
/** The warning of a !-term (decision variable) whose message holds these words, or of a $-term (the later one). */
const termWarning = (words: RegExp, dollar = false): RavenWarning | undefined =>
  (dollar ? [...TERM_WARNINGS].reverse() : TERM_WARNINGS).find((w) => words.test(w.message));
const RESERVOIR_INFLOW = termWarning(/reservoir inflow/);
const RESERVOIR_STAGE = termWarning(/reservoir stage/);
const DEMAND = termWarning(/invalid demand ID/);
const DEMAND_VALUE = termWarning(/invalid demand ID/, true);

/**
 * A term Raven reads as a decision variable or value: `!Q12`, `!h.Lake`, `!D.FarmerBob`, `$d7` (a history term,
 * `!Q12[-2]`, is read another way and left out).
 */
const TERM = /([!$])([A-Za-z])(\.[^\s+*/=<>~()[\],]+|\d+)(?=[\s+*/=<>~()\],]|$)/g;

/** RV264: a term of a management expression (.rvm) names a reservoir the subbasin lacks or a demand the model lacks. */
export const managementExpressionTerm: Rule = {
  code: 'RV264',
  name: 'management-expression-term',
  category: 'references',
  severity: 'error',
  docs: {
    summary:
      'In the :Expression of a :ManagementGoal or :ManagementConstraint (.rvm), a reservoir term (!I, !h) names a subbasin with a :Reservoir, and a demand term (!D, !C, !R, !d, $d) a demand of the .rvt.',
    why: 'Raven turns each term of the expression into a decision variable or a value. A reservoir inflow or stage term for a subbasin without :Reservoir, or a demand term naming no demand (by ID, !D7, or name, !D.FarmerBob), is dropped with a warning ("ConvertToExpressionTerm: reservoir stage in expression for basin without reservoir … Expression will be ignored", "… invalid demand ID or demand from disabled subbasin used in expression …"), the expression then fails ("Invalid expression in :Expression command at line N") and, at the end of the .rvm, Raven stops: "One or more faulty expressions in the .rvm file must be repaired." Raven reads the .rvm only with :ApplyManagementOptimization, and only a Raven built with lp_solve gets that far (RV592).',
    fix: 'Use !Q for the outflow of a subbasin without reservoir (or add its :Reservoir), and name demands by the ID or name their :IrrigationDemand/:ReservoirExtraction line gives them in the .rvt.',
    source:
      'DemandExpressionHandling.cpp, ConvertToExpressionTerm, GetIndexFromDVString; ParseManagementFile.cpp (bad_expression)',
    example: {
      fileType: 'rvm',
      bad: ':ManagementConstraint LowStage\n  :Expression !h1 < 5\n:EndManagementConstraint',
      good: ':ManagementConstraint LowFlow\n  :Expression !Q1 < 5\n:EndManagementConstraint',
      model: { rvi: ':ApplyManagementOptimization' },
    },
  },
  ravenWarnings: [RESERVOIR_INFLOW, RESERVOIR_STAGE, DEMAND, DEMAND_VALUE].flatMap((w) => (w ? [w.id] : [])),
  check({ model, report }) {
    if (!managementRead(model.rvi)) return;
    const network = networkOf(model);
    const reservoirs = reservoirSubbasinsOf(model);
    const demands = demandsOf(model);
    const subbasinKey = (ref: string) =>
      ref.startsWith('.')
        ? network.subbasins.find((s) => s.row.text('name') === ref.slice(1))?.key
        : network.subbasinById.get(idKey(ref))?.key;
    const say = (at: Site, why: string, warning: RavenWarning | undefined) =>
      warning &&
      report({
        at,
        ravenWarning: warning.id,
        // Raven's words end with where the expression is (its warnstring).
        message: `${why}: Raven drops it ("${warningWords(warning, ` at line #${lineOf(at.file, at.offset)} in file ${at.file.ravenName}`)}"), finds the expression invalid and stops at the end of the .rvm ("One or more faulty expressions in the .rvm file must be repaired.")`,
      });
    const expression = (file: Parameters<typeof say>[0]['file'], command: Command) => {
      for (const word of command.line.words.slice(1)) {
        for (const m of word.text.matchAll(TERM)) {
          const [term, sigil, kind, ref] = m as unknown as [string, string, string, string];
          const at = { file, offset: word.offset + m.index!, length: term.length };
          if (sigil === '!' && (kind === 'I' || kind === 'h')) {
            const key = subbasinKey(ref);
            // A subbasin the model lacks is an error of Raven's own ("invalid subbasin ID"), not this warning.
            if (key !== undefined && !reservoirs.has(key))
              say(
                at,
                `${term}: subbasin ${ref.replace(/^\./, '')} has no :Reservoir`,
                kind === 'I' ? RESERVOIR_INFLOW : RESERVOIR_STAGE,
              );
          } else if ((sigil === '!' && /^[DCRd]$/.test(kind)) || (sigil === '$' && kind === 'd')) {
            const name = ref.replace(/^\./, '');
            if (!namesDemand(demands, name))
              say(
                at,
                `${term}: '${name}' is not a demand of the .rvt`,
                sigil === '$' ? DEMAND_VALUE : DEMAND,
              );
          }
        }
      }
    };
    const walk = (file: Parameters<typeof say>[0]['file'], items: readonly Item[]) => {
      for (const item of items) {
        if (item.kind !== 'command') continue;
        if (commandName(item) === ':Expression') expression(file, item);
        // Operating regimes are markers inside the goal: their :Expression lines are the goal's.
        else if (item.spec?.block?.marker && item.body) walk(file, item.body);
      }
    };
    for (const name of [':ManagementGoal', ':ManagementConstraint'])
      for (const ref of model.uses('rvm', name)) walk(ref.file, ref.command.body ?? []);
  },
};
