import { RAVEN_WARNINGS } from '../../../../grammar/ravenWarnings.js';
import { warningWords } from '../../../../grammar/ravenWarningMatch.js';
import type { RavenWarning } from '../../../../grammar/types.js';
import { commandName, type Command, type Item } from '../../../ast/nodes.js';
import { argToken } from '../../../facts/args.js';
import { demandsOf, namesDemand } from '../../../facts/demands.js';
import { isNumeric, UNIT_CONVERSIONS } from '../../../facts/managementExpression.js';
import { disabledSubbasinsOf } from '../../../facts/disabledSubbasins.js';
import type { ModelFacts } from '../../../facts/facts.js';
import { networkOf } from '../../../facts/network.js';
import { idKey, sToI, type IdKey } from '../../../facts/ravenNumbers.js';
import type { CommandRef } from '../../../facts/readingOrder.js';
import { reservoirSubbasinsOf } from '../../../facts/reservoirSubbasins.js';
import { managementRead } from '../../../facts/runFiles.js';
import { lineOf, type Site } from '../../../facts/site.js';
import type { Rule } from '../../rule.js';

/** Raven's warnings of a term of an expression it drops (DemandExpressionHandling.cpp, ConvertToExpressionTerm), in source order. */
const TERM_WARNINGS = RAVEN_WARNINGS.filter(
  (w) => w.function === 'CDemandOptimizer::ConvertToExpressionTerm',
);
/** The `nth` (0-based, in source order) term warning whose message holds these words. */
const termWarning = (words: RegExp, nth = 0): RavenWarning | undefined =>
  TERM_WARNINGS.filter((w) => words.test(w.message))[nth];
const HISTORY_DISABLED = termWarning(/history expression .* disabled subbasin/);
const DISABLED = termWarning(/^ConvertToExpressionTerm: reference to disabled subbasin/);
const SERIES_DISABLED = termWarning(/^ConvertToExpressionTerm: reference to disabled subbasin/, 1);
const RESERVOIR_INFLOW = termWarning(/reservoir inflow/);
const RESERVOIR_STAGE = termWarning(/reservoir stage/);
const DEMAND = termWarning(/invalid demand ID/);
const DEMAND_VALUE = termWarning(/invalid demand ID/, 1);
const NONLINEAR = termWarning(/non-linear expression/);

/** One math-expression token as Raven's parser splits it (AddSpacesBeforeOps, then spaces and tabs), with its offset. */
interface Tok {
  readonly text: string;
  readonly offset: number;
}

/** How Raven's ConvertToExpressionTerm takes a term: fine, dropped with one of the warnings, or not known here. */
type Verdict =
  | { readonly kind: 'ok'; readonly dv: boolean; readonly nested: readonly Tok[] }
  | { readonly kind: 'drop'; readonly warning: RavenWarning | undefined; readonly why: string }
  | { readonly kind: 'unknown' };

const OK: Verdict = { kind: 'ok', dv: false, nested: [] };
const UNKNOWN: Verdict = { kind: 'unknown' };

/** Splits a math-expression line's text (after the command name) as Raven's CParser does in math mode. */
function tokens(line: Command['line']): Tok[] {
  const words = line.words.slice(1);
  if (words.length === 0) return [];
  // The text after the command name as written: rvkit's words split at commas, Raven's math mode does not.
  const start = words[0]!.offset;
  const text = words.map((w, i) => (i === 0 ? w.text : w.pre + w.text)).join('');
  return [...text.matchAll(/[/*+=~<>]|[^/*+=~<>\s]+/g)].map((m) => ({
    text: m[0],
    offset: start + m.index!,
  }));
}

/** What the .rvm declares before a command, by kind, as Raven's lookups find it (exact names). */
interface Declared {
  /** Named constants and workflow variables (values). */
  readonly names: ReadonlySet<string>;
  /** User decision variables. */
  readonly dvs: ReadonlySet<string>;
  readonly nonlinear: ReadonlySet<string>;
  readonly series: ReadonlySet<string>;
}

/** The names Raven knows in expressions when it reads the command at `index` of the .rvm (reading order). */
function declaredBefore(model: ModelFacts, index: number): Declared {
  const first = (name: string, upTo: boolean) =>
    model
      .uses('rvm', name)
      .filter((r) => r.index < index || (upTo && r.index === index))
      .map((r) => r.command.line.words[1]?.text)
      .filter((t): t is string => t !== undefined);
  return {
    // A definition adds its name before Raven reads its expression.
    names: new Set(
      [
        ...first(':NamedConstant', false),
        ...[':DeclareWorkflowVariable', ':DefineWorkflowVariable', ':WorkflowVarDefinition'].flatMap((n) =>
          first(n, true),
        ),
      ].filter((n) => !isNumeric(n)),
    ),
    dvs: new Set([':DeclareDecisionVariable', ':DefineDecisionVariable'].flatMap((n) => first(n, true))),
    nonlinear: new Set(first(':NonlinearVariable', false)),
    series: new Set(first(':UserTimeSeries', false).map((n) => n.toUpperCase())),
  };
}

/** RV264: a term of a management expression (.rvm) names a reservoir, subbasin, demand or non-linear variable Raven lacks or has disabled. */
export const managementExpressionTerm: Rule = {
  code: 'RV264',
  name: 'management-expression-term',
  category: 'references',
  severity: 'error',
  docs: {
    summary:
      'In a management expression (.rvm: :Expression, :DefineDecisionVariable, :DefineWorkflowVariable, an expression :Condition), a subbasin term (!Q, !I, !h, $B, $E, !Q12[-1]) names an enabled subbasin (with a :Reservoir for !I and !h), a demand term (!D, !C, !R, !d, $d) a demand of the .rvt on an enabled subbasin, and a ?-term a :NonlinearVariable declared above, whose target is a decision variable (!Q12).',
    why: 'Raven turns each term of the expression into a decision variable or a value. A term it cannot place is dropped with a warning ("ConvertToExpressionTerm: reference to disabled subbasin …", "… history expression … includes reference to disabled subbasin", "… reservoir stage in expression for basin without reservoir …", "… invalid demand ID or demand from disabled subbasin used in expression …", "… non-linear expression in expression … was not defined …") and the rest of the expression is not read. A dropped :Expression, :DefineDecisionVariable or :DefineWorkflowVariable is invalid ("Invalid expression in :Expression command at line N"), and at the end of the .rvm Raven stops: "One or more faulty expressions in the .rvm file must be repaired." A dropped expression :Condition is left out silently: its regime then applies without it. After the .rvm, Raven turns each :NonlinearVariable target into a term the same way, and stops on one it cannot ("ManagementOptimization:Initialize cannot convert target \'Q12\' of non-linear variable to decision variable": the target is written !Q12). A subbasin is disabled by :DisableSubBasinGroup, or by :DisableHRUGroup of all its HRUs; a demand of a subbasin disabled by :DisableSubBasinGroup is not one of the optimiser\'s. Raven reads the .rvm only with :ApplyManagementOptimization, and only a Raven built with lp_solve gets that far (RV592).',
    fix: 'Use !Q for the outflow of a subbasin without reservoir (or add its :Reservoir); refer only to subbasins the model simulates (or stop disabling them); name demands by the ID or name their :IrrigationDemand/:ReservoirExtraction line gives them in the .rvt; declare each ?-term with :NonlinearVariable above its first use.',
    source:
      'DemandExpressionHandling.cpp, ConvertToExpressionTerm, ParseExpression, GetIndexFromDVString, GetNLIndexFromGuessString; DemandOptimization.cpp, Initialize, AddWaterDemand; ParseManagementFile.cpp (bad_expression)',
    example: {
      fileType: 'rvm',
      bad: ':ManagementConstraint LowStage\n  :Expression !h1 < 5\n:EndManagementConstraint',
      good: ':ManagementConstraint LowFlow\n  :Expression !Q1 < 5\n:EndManagementConstraint',
      model: { rvi: ':ApplyManagementOptimization' },
    },
  },
  ravenWarnings: [
    HISTORY_DISABLED,
    DISABLED,
    RESERVOIR_INFLOW,
    RESERVOIR_STAGE,
    DEMAND,
    SERIES_DISABLED,
    DEMAND_VALUE,
    NONLINEAR,
  ].flatMap((w) => (w ? [w.id] : [])),
  check({ model, report }) {
    if (!managementRead(model.rvi)) return;
    // Wildcards of :LoopThrough change the words Raven reads.
    if (model.uses('rvm', ':LoopThrough').length > 0) return;
    // Demands of the .rvm join the .rvt's as Raven reads them: a demand not found is then not followed here.
    const rvmDemands = [':WaterDemand', ':ReservoirWaterDemand'].some((n) => model.uses('rvm', n).length > 0);
    const network = networkOf(model);
    const reservoirs = reservoirSubbasinsOf(model);
    const demands = demandsOf(model);
    const disabled = disabledSubbasinsOf(model)?.atManagement;
    /** GetIndexFromDVString for subbasin terms: by `.name`, or by ID (0 — a word — is none). */
    const subbasinOf = (ref: string): IdKey | undefined => {
      if (ref.startsWith('.')) return network.subbasins.find((s) => s.row.text('name') === ref.slice(1))?.key;
      const key = idKey(ref);
      return key === 0 ? undefined : network.subbasinById.get(key)?.key;
    };
    /** A subbasin term: Raven stops on a missing subbasin (its own error), drops a disabled one. */
    const subbasinTerm = (
      term: string,
      ref: string,
      whenDisabled: RavenWarning | undefined,
    ): Verdict | IdKey => {
      const key = subbasinOf(ref);
      if (key === undefined || disabled === undefined) return UNKNOWN;
      if (disabled.has(key))
        return {
          kind: 'drop',
          warning: whenDisabled,
          why: `${term}: subbasin ${ref.replace(/^\./, '')} is disabled`,
        };
      return key;
    };
    const convert = (tok: Tok, declared: Declared): Verdict => {
      const s = tok.text;
      const [sigil, kind] = [s[0], s[1] ?? ''];
      const [i1, i2, i3] = [s.indexOf('['), s.indexOf(']'), s.indexOf('(')];
      if ((sigil === '!' || sigil === '$') && i1 >= 0 && i2 >= 0 && i3 < 0) {
        // A history term !Q12[-2]: only a negative shift of a subbasin term is read.
        if (sToI(s.slice(i1 + 1, i2)) >= 0 || !/^[QIhBE]$/.test(kind)) return UNKNOWN;
        const v = subbasinTerm(s, s.slice(2, i1), HISTORY_DISABLED);
        return typeof v === 'object' ? v : OK;
      }
      if (sigil === '!' && /^[QhI]$/.test(kind)) {
        const v = subbasinTerm(s, s.slice(2), DISABLED);
        if (typeof v === 'object') return v;
        if (kind !== 'Q' && !reservoirs.has(v))
          return {
            kind: 'drop',
            warning: kind === 'I' ? RESERVOIR_INFLOW : RESERVOIR_STAGE,
            why: `${s}: subbasin ${s.slice(2).replace(/^\./, '')} has no :Reservoir`,
          };
        return { kind: 'ok', dv: true, nested: [] };
      }
      if ((sigil === '!' && /^[DCRd]$/.test(kind)) || (sigil === '$' && kind === 'd')) {
        const name = s.slice(s[2] === '.' ? 3 : 2);
        if (!namesDemand(demands, name))
          return rvmDemands
            ? UNKNOWN
            : {
                kind: 'drop',
                warning: sigil === '$' ? DEMAND_VALUE : DEMAND,
                why: `${s}: '${name}' is not a demand of the .rvt on an enabled subbasin`,
              };
        return { kind: 'ok', dv: sigil === '!' && (kind === 'D' || kind === 'R'), nested: [] };
      }
      if (sigil === '$' && (kind === 'B' || kind === 'E')) {
        const v = subbasinTerm(s, s.slice(2), SERIES_DISABLED);
        return typeof v === 'object' ? v : OK;
      }
      if (sigil === '?')
        return declared.nonlinear.has(s)
          ? OK
          : { kind: 'drop', warning: NONLINEAR, why: `${s}: no :NonlinearVariable above declares it` };
      const fn = /^@(max|min|pow|ts|cumul)\(/.exec(s);
      if (fn) {
        const open = fn[0].length;
        const [comma, close] = [s.indexOf(',', open), s.lastIndexOf(')')];
        if (comma < 0 || close < 0) return UNKNOWN;
        if (fn[1] === 'ts' || fn[1] === 'cumul')
          return declared.series.has(s.slice(open, comma).toUpperCase()) ? OK : UNKNOWN;
        // Raven converts both arguments after the function (only one level deep).
        const nested = [
          { text: s.slice(open, comma), offset: tok.offset + open },
          { text: s.slice(comma + 1, close), offset: tok.offset + comma + 1 },
        ];
        return { kind: 'ok', dv: false, nested };
      }
      // Raven looks a word up as a unit, a named constant or a workflow variable before a decision variable.
      if (UNIT_CONVERSIONS.has(s) || declared.names.has(s)) return OK;
      if (declared.dvs.has(s)) return { kind: 'ok', dv: true, nested: [] };
      if (isNumeric(s)) return OK;
      // Unit conversions, lookup tables, state variables, an unparseable term (Raven stops): not followed here.
      return UNKNOWN;
    };
    /** The first term Raven drops in an expression line, if it gets that far (it stops reading at the first). */
    const firstDropped = (line: Command['line'], declared: Declared) => {
      const toks = tokens(line);
      let dvs = 0;
      for (const [i, tok] of toks.entries()) {
        // '~' is split off but is no operator of ParseExpression: a term it cannot read.
        const op = /^[+*/=<>]/.test(tok.text) || tok.text === '-';
        if (op) {
          if (i > 0 && tok.text !== '*' && tok.text !== '/') dvs = 0;
          continue;
        }
        const v = convert(tok, declared);
        if (v.kind === 'drop') return { tok, v };
        if (v.kind === 'unknown') return undefined;
        // Two decision variables in one product: Raven stops (its own error).
        if (v.dv && ++dvs > 1) return undefined;
        for (const inner of v.nested) {
          const w = convert(inner, declared);
          if (w.kind === 'drop') return { tok: inner, v: w };
          // A decision variable inside a function stops Raven (its own error), as does what is not followed here.
          if (w.kind === 'unknown' || w.dv) return undefined;
        }
      }
      return undefined;
    };
    const say = (ref: CommandRef, command: Command, isCondition: boolean) => {
      const found = firstDropped(command.line, declaredBefore(model, ref.index));
      if (!found || found.v.kind !== 'drop' || !found.v.warning) return;
      const { tok, v } = found;
      const warning = found.v.warning;
      const at: Site = { file: ref.file, offset: tok.offset, length: tok.text.length };
      // Raven's words end with where the expression is (its warnstring).
      const words = warningWords(
        warning,
        ` at line #${lineOf(at.file, at.offset)} in file ${at.file.ravenName}`,
      );
      report({
        at,
        ravenWarning: warning.id,
        ...(isCondition
          ? {
              severity: 'warning' as const,
              message: `${v.why}: Raven drops it ("${words}") and leaves the :Condition out: its regime applies without it`,
            }
          : {
              message: `${v.why}: Raven drops it ("${words}"), finds the expression invalid and stops at the end of the .rvm ("One or more faulty expressions in the .rvm file must be repaired.")`,
            }),
      });
    };
    const walk = (ref: CommandRef, items: readonly Item[]) => {
      for (const item of items) {
        if (item.kind !== 'command') continue;
        const name = commandName(item);
        if (name === ':Expression') say(ref, item, false);
        else if (name === ':Condition' && isExpressionCondition(item)) say(ref, item, true);
        // Operating regimes are markers inside the block: their lines are the block's.
        else if (item.spec?.block?.marker && item.body) walk(ref, item.body);
      }
    };
    for (const name of [':ManagementGoal', ':ManagementConstraint', ':WorkflowVarDefinition'])
      for (const ref of model.uses('rvm', name)) walk(ref, ref.command.body ?? []);
    for (const name of [':DefineDecisionVariable', ':DefineWorkflowVariable'])
      for (const ref of model.uses('rvm', name)) say(ref, ref.command, false);
    // After the whole .rvm, Raven turns each non-linear variable's target into a term (InitializePostRVM).
    const all = declaredBefore(model, Infinity);
    for (const ref of model.uses('rvm', ':NonlinearVariable')) {
      const target = argToken(ref, 1);
      if (!target) continue;
      const v = convert({ text: target.text, offset: target.site.offset }, all);
      const stop = `stops ("ManagementOptimization:Initialize cannot convert target '${target.text}' of non-linear variable to decision variable")`;
      if (v.kind === 'drop' && v.warning)
        report({
          at: target.site,
          ravenWarning: v.warning.id,
          message: `${v.why}: Raven drops the non-linear variable's target ("${warningWords(v.warning, ' at line #0 in file internal')}") and ${stop}`,
        });
      else if (v.kind === 'unknown' && /^[A-Za-z_]/.test(target.text))
        report({
          at: target.site,
          ravenWarning: null,
          message: `target '${target.text}' is no term Raven reads ("ConvertToExpression:: Unparseable term ${target.text} in expression at line #0 in file internal"): Raven ${stop}; name a decision variable (${/^[QhIDR]\w/.test(target.text) ? `!${target.text}` : 'such as !Q12'})`,
        });
    }
  },
};

/** A :Condition Raven reads as an expression: a word after the variable starts with an operator (ParseCondition). */
function isExpressionCondition(command: Command): boolean {
  return tokens(command.line)
    .slice(1)
    .some((t) => /^[-+*/=<>]/.test(t.text));
}
