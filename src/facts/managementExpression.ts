/**
 * The expressions of a management file (.rvm) as Raven 4.12.1 reads them (DemandExpressionHandling.cpp:
 * CDemandOptimizer::ParseExpression, ConvertToExpressionTerm, GetIndexFromDVString). Each expression line
 * (`:DefineDecisionVariable`, `:DefineWorkflowVariable`, `:ReturnExpression`, `:DemandExpression`, and the
 * `:Expression` of a `:ManagementGoal`/`:ManagementConstraint`/`:WorkflowVarDefinition`) is cut into words as
 * Raven's parser does for a math line (spaces put around `/ * + = ~ < >`, commas kept in words), then each term
 * is read against what the .rvm declared above it (named constants, decision and workflow variables, lookup
 * tables, user time series, non-linear variables) and the model's subbasins, reservoirs, HRUs and demands.
 * The result says, term by term, what Raven makes of it: its ERROR lines (ExitGracefully with BAD_DATA_WARN:
 * Raven reads on and stops after the file), the term warning it drops it with, and whether ParseExpression
 * gives up on the whole expression (then the line's "Invalid expression in … command at line N" warning,
 * and at the end of the .rvm "One or more faulty expressions in the .rvm file must be repaired.").
 */
import { commandName, type Command, type Item } from '../ast/nodes.js';
import type { ProjectFile } from '../project/project.js';
import type { ModelFacts } from './facts.js';
import { oncePerModel } from './memo.js';
import { disabledSubbasinsOf } from './disabledSubbasins.js';
import { demandsOf, namesDemand } from './demands.js';
import { networkOf } from './network.js';
import { atof, atoll, idKey, type IdKey } from './ravenNumbers.js';
import { reservoirSubbasinsOf } from './reservoirSubbasins.js';
import { managementRead } from './runFiles.js';
import { simulationOf } from './simulation.js';
import { lineOf, type Site, type Token } from './site.js';
import { resolveStore, type AliasDef } from './stores.js';
import { argToken } from './args.js';

/** Raven's kinds of term (termtype in DemandOptimization.h). */
export type TermType =
  | 'DV'
  | 'TS'
  | 'LT'
  | 'DLT'
  | 'CONST'
  | 'HRU'
  | 'SB'
  | 'WORKFLOW'
  | 'HISTORY'
  | 'ITER'
  | 'MAX'
  | 'MIN'
  | 'POW'
  | 'CUMUL'
  | 'CUMUL_TS'
  | 'UNKNOWN';

/**
 * Why Raven drops a term with a WARNING (ConvertToExpressionTerm returns false after WriteWarning): a history
 * term (`!Q12[-1]`) of a disabled subbasin; a `!Q`/`!h`/`!I` or `$B`/`$E` term of a disabled subbasin; `!I`/`!h`
 * of a subbasin without reservoir; `!D`/`!C`/`!R`/`!d` or `$d` naming no demand; a `?` term no
 * `:NonlinearVariable` declared.
 */
export type TermDrop =
  | 'historyDisabled'
  | 'subbasinDisabled'
  | 'valueSubbasinDisabled'
  | 'reservoirInflow'
  | 'reservoirStage'
  | 'demand'
  | 'demandValue'
  | 'nonlinear';

/** One term as Raven reads it. */
export interface ExpressionTerm {
  /** The term's text as Raven sees it (a nested term: the argument inside the function's parentheses). */
  readonly text: string;
  /** Where it is written. */
  readonly site: Site;
  readonly type: TermType;
  /** An argument of `@lookup`, `@max` … (converted as a term of its own). */
  readonly nested: boolean;
  /** Raven's ERROR lines for it, in its words (Raven reads on and stops at the end of its input). */
  readonly errors: readonly string[];
  /** The warning Raven drops it with, if it does. */
  readonly dropped?: TermDrop;
  /** ConvertToExpressionTerm gives false for it: Raven drops the whole expression. */
  readonly fails: boolean;
  /** The function's arguments to convert (nested_exp1, nested_exp2), with their offsets in the file. */
  readonly args?: readonly { readonly text: string; readonly offset: number }[];
}

/** What Raven makes of one expression line. */
export interface ExpressionParse {
  /** Raven's words of the line (s[0] the command), with their places. */
  readonly words: readonly Token[];
  /** The terms Raven converts, in its order, up to the one it gives up on. */
  readonly terms: readonly ExpressionTerm[];
  /** ERROR lines of the expression as a whole (operators, comparisons, non-linear products), in Raven's words. */
  readonly errors: readonly string[];
  /** ParseExpression returns NULL: the line's "Invalid expression" warning and Raven's stop after the file. */
  readonly invalid: boolean;
  /** The term that made it invalid, or undefined when a whole-expression check did (`errors`' last). */
  readonly cause?: ExpressionTerm;
}

/** An expression line of the .rvm and what Raven makes of it. */
export interface ManagementExpression {
  /** `:Expression`, `:DefineDecisionVariable`, `:DefineWorkflowVariable`, `:ReturnExpression`, `:DemandExpression`. */
  readonly name: string;
  /** For `:Expression`, the block it is in (`:ManagementGoal`, `:ManagementConstraint`, `:WorkflowVarDefinition`). */
  readonly block?: string;
  readonly file: ProjectFile;
  readonly command: Command;
  /** The line number Raven gives (pp->GetLineNumber()). */
  readonly line: number;
  /**
   * False where the fact cannot tell what Raven reads: inside or after a `:LoopThrough` (Raven swaps the loop's
   * wildcards into the words), or on the first line of a redirected file (not read as a math line).
   */
  readonly known: boolean;
  readonly parse: ExpressionParse;
}

/** The lines of the .rvm Raven reads as expressions at the top level (ParseManagementFile, Peek then NextIsMathExp). */
const TOP_LEVEL = new Set([
  ':DefineDecisionVariable',
  ':DemandExpression',
  ':ReturnExpression',
  ':DefineWorkflowVariable',
]);
/** The blocks whose `:Expression` lines Raven reads as expressions. */
const EXPRESSION_BLOCKS = new Set([':ManagementGoal', ':ManagementConstraint', ':WorkflowVarDefinition']);
/** Unit conversions Raven knows by name (CDemandOptimizer::GetUnitConversion). */
export const UNIT_CONVERSIONS: ReadonlySet<string> = new Set([
  'ACREFTD_TO_CMS',
  'CMS_TO_ACREFTD',
  'INCHES_TO_MM',
  'MM_TO_INCHES',
  'FEET_TO_METER',
  'METER_TO_FEET',
  'CMS_TO_CFS',
  'CFS_TO_CMS',
]);
/** Raven's blank value: a named constant of this value is not found (GetNamedConstant returns it for "none"). */
const RAV_BLANK_DATA = -1.2345;
/** Characters Raven's parser puts spaces around in a math line (CParser::AddSpacesBeforeOps). */
const MATH_OPS = '/*+=~<>';

/** The words of a line as Raven's math-line tokenizer gives them (CParser::Tokenize after AddSpacesBeforeOps). */
export function mathWords(file: ProjectFile, lineStart: number): Token[] {
  const text = file.text;
  let end = text.indexOf('\n', lineStart);
  if (end < 0) end = text.length;
  const out: Token[] = [];
  let start = -1;
  const push = (to: number) => {
    if (start >= 0)
      out.push({ text: text.slice(start, to), site: { file, offset: start, length: to - start } });
    start = -1;
  };
  for (let i = lineStart; i < end; i++) {
    const c = text[i]!;
    if (c === ' ' || c === '\t' || c === '\r') push(i);
    else if (MATH_OPS.includes(c)) {
      push(i);
      start = i;
      push(i + 1);
    } else if (start < 0) start = i;
  }
  push(end);
  // strtok's loop stops at a word after the first that starts with '#' (the rest of the line is a comment).
  const comment = out.findIndex((w, i) => i > 0 && w.text.startsWith('#'));
  return comment > 0 ? out.slice(0, comment) : out;
}

/** Raven's `fast_s_to_d`: sign, digits, a fraction, an exponent; 0 where there is no number. */
function fastSToD(s: string): number {
  const m = /^[ \t\n\r]*([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?)(\d*))?/.exec(s)!;
  const v = Number(`${m[2] || '0'}.${m[3] || '0'}`);
  const e = Math.min(Number(m[5] || '0'), 308) * (m[4] === '-' ? -1 : 1);
  return (m[1] === '-' ? -1 : 1) * v * 10 ** e;
}

/** Raven's `is_numeric`: a number, or a word starting with '0' (fast_s_to_d is 0 otherwise). */
export function isNumeric(s: string): boolean {
  return !(fastSToD(s) === 0 && s[0] !== '0');
}

/** C's `(int)atof`. */
function sToI(s: string): number {
  const v = atof(s);
  return Number.isFinite(v) ? Math.trunc(v) : 0;
}

/** `std::string::substr(pos, len)` with `len` computed in size_t (a negative length reads to the end). */
function substr(s: string, pos: number, len: number): string {
  return len < 0 ? s.slice(pos) : s.slice(pos, pos + len);
}

/** What the .rvm declared above a line, and the model it reads terms against. */
interface Scope {
  readonly constants: Map<string, number>;
  readonly workflow: Set<string>;
  readonly decisions: Set<string>;
  readonly nonlinear: Set<string>;
  /** Lookup tables and user time series, by upper-cased name (Raven compares them so). */
  readonly tables: Set<string>;
  readonly series: Set<string>;
  /** Demands the .rvm itself adds above the line (:WaterDemand, :ReservoirWaterDemand): ID (atoll) and name. */
  readonly demands: { readonly id: string; readonly name: string }[];
  history: number;
}

/** The model's side of a term: subbasins, reservoirs, HRUs, demands, stores. */
interface ModelSide {
  subbasinByName(name: string): IdKey | undefined;
  subbasinById(key: IdKey): IdKey | undefined;
  enabled(key: IdKey): boolean;
  hasReservoir(key: IdKey): boolean;
  hasHru(key: IdKey): boolean;
  namesDemand(tag: string): boolean;
  knowsStore(name: string): boolean;
}

const invalidSubbasin = (what: string, at: string) =>
  `ConvertToExpressionTerm: invalid subbasin ID (${what}) in expression${at}`;

/** ConvertToExpressionTerm: what Raven makes of one term. */
function convertTerm(
  s: string,
  offset: number,
  file: ProjectFile,
  nested: boolean,
  at: string,
  scope: Scope,
  side: ModelSide,
): ExpressionTerm {
  const errors: string[] = [];
  let type: TermType = 'UNKNOWN';
  let fails = false;
  let dropped: TermDrop | undefined;
  let args: { text: string; offset: number }[] | undefined;
  const fail = (drop?: TermDrop) => {
    fails = true;
    dropped = drop;
  };
  const subbasinOf = (ref: string): IdKey | undefined => {
    // GetIndexFromDVString: `!Q.name` by name, `!Q12` by ID (a word or 0 is none).
    if (ref[2] === '.') return side.subbasinByName(ref.slice(3));
    const key = idKey(ref.slice(2));
    return key === 0 ? undefined : side.subbasinById(key);
  };
  const demandOf = (ref: string) => {
    // GetDemandIndexFromName: the tag's atoll against each demand's ID, or the tag against its name.
    const tag = ref[2] === '.' ? ref.slice(3) : ref.slice(2);
    const id = atoll(tag);
    return side.namesDemand(tag) || scope.demands.some((d) => d.id === id || d.name === tag);
  };
  const i1 = s.indexOf('[');
  const i2 = s.indexOf(']');
  const i3 = s.indexOf('(');
  const brackets = i1 >= 0 && i2 >= 0 && i3 < 0;
  const n = brackets ? sToI(substr(s, i1 + 1, i2 - i1 - 1)) : 0;
  /** A function term `@fn(a,b)`: its first comma and last parenthesis (Raven's ie, ip), each missing an ERROR. */
  const call = (fn: string, parentheses = 'parentheses') => {
    const ie = s.indexOf(',');
    const ip = s.lastIndexOf(')');
    if (ie < 0) errors.push(`ConvertToExpressionTerm: missing comma in ${fn} expression${at}`);
    if (ip < 0) errors.push(`ConvertToExpressionTerm: missing end ${parentheses} in ${fn} expression${at}`);
    return { ie, ip, is: fn.length + 1 };
  };
  const sigil = s[0];
  if ((sigil === '!' || sigil === '$') && brackets) {
    if (n >= 0)
      errors.push('ConvertToExpressionTerm:: term in square brackets must be <0 for historical variables.');
    if (n < -scope.history)
      errors.push(
        'ConvertToExpressionTerm:: term in square brackets exceeds the magnitude of the :LookbackDuration',
      );
    if ('QIhABE'.includes(s[1] ?? '\0') && s.length > 1) {
      if (n < 0) {
        const ref = s.slice(0, i1);
        // 'A' passes the first test but GetIndexFromDVString knows no 'A'.
        const key = s[1] === 'A' ? undefined : subbasinOf(ref);
        if (key === undefined) {
          errors.push(invalidSubbasin(ref, at));
          fail();
        } else if (!side.enabled(key)) fail('historyDisabled');
        else type = 'HISTORY';
      }
    } else {
      errors.push(
        `ConvertToExpression:: Unparseable term in history expression starting with !/$ - only !Q, !I, !D, !h, $B, or $E currently supported. ${at}`,
      );
      fail();
    }
  } else if (sigil === '!') {
    const kind = s[1] ?? '';
    if (kind !== '' && 'QhI'.includes(kind)) {
      const key = subbasinOf(s);
      if (key === undefined) {
        errors.push(invalidSubbasin(s, at));
        fail();
      } else if (!side.enabled(key)) fail('subbasinDisabled');
      else if (kind === 'I' && !side.hasReservoir(key)) fail('reservoirInflow');
      else if (kind === 'h' && !side.hasReservoir(key)) fail('reservoirStage');
      else type = 'DV';
    } else if (kind !== '' && 'DCRd'.includes(kind)) {
      if (!demandOf(s)) fail('demand');
      else type = kind === 'C' ? 'CUMUL' : kind === 'd' ? 'CONST' : 'DV';
    } else {
      errors.push(
        `ConvertToExpression:: Unparseable term in expression starting with ! - only !Q, !I, !D, !d, !R, !C, or !h currently supported. ${at}`,
      );
      type = 'DV';
    }
  } else if (sigil === '$') {
    const kind = s[1] ?? '';
    if (kind === 'B' || kind === 'E') {
      const key = subbasinOf(s);
      if (key === undefined) {
        errors.push(invalidSubbasin(s, at));
        fail();
      } else if (!side.enabled(key)) fail('valueSubbasinDisabled');
      else type = 'HISTORY';
    } else if (kind === 'd') {
      if (!demandOf(s)) fail('demandValue');
      else type = 'CONST';
    }
    // Any other `$` term falls through Raven's chain: accepted, of no type.
  } else if (sigil === '?') {
    type = 'ITER';
    if (!scope.nonlinear.has(s)) fail('nonlinear');
  } else if (s.startsWith('@ts(') || s.startsWith('@cumul(')) {
    const fn = s.startsWith('@ts(') ? '@ts' : '@cumul';
    const { ie, is } = call(fn);
    if (ie >= 0) {
      type = fn === '@ts' ? 'TS' : 'CUMUL_TS';
      if (!scope.series.has(s.slice(is, ie).toUpperCase()))
        errors.push(`ConvertToExpression: unrecognized time series name in ${fn} command${at}`);
    }
  } else if (s.startsWith('@lookup(') || s.startsWith('@dlookup(')) {
    const fn = s.startsWith('@lookup(') ? '@lookup' : '@dlookup';
    const { ie, ip, is } = call(fn);
    if (ie >= 0) {
      type = fn === '@lookup' ? 'LT' : 'DLT';
      args = [{ text: substr(s, ie + 1, ip < 0 ? -1 : ip - (ie + 1)), offset: offset + ie + 1 }];
      if (!scope.tables.has(s.slice(is, ie).toUpperCase())) {
        errors.push(`ConvertToExpression: unrecognized lookup table name in ${fn} command${at}`);
        fail();
      }
    }
  } else if (s.startsWith('@HRU_var(') || s.startsWith('@SB_var(')) {
    const hru = s.startsWith('@HRU_var(');
    const fn = hru ? '@HRU_var' : '@SB_var';
    // Raven's @SB_var message misspells the word.
    const { ie, ip, is } = call(fn, hru ? 'parentheses' : 'paretheses');
    if (ie >= 0) {
      const id = substr(s, ie + 1, ip < 0 ? -1 : ip - (ie + 1));
      const words = hru
        ? `ConvertToExpression: requested state variable in in @HRU_var command${at}`
        : `ConvertToExpression: requested state variable in in @SB_var command ${at}`;
      const found = hru ? side.hasHru(idKey(String(sToI(id)))) : side.subbasinById(idKey(id)) !== undefined;
      if (!side.knowsStore(s.slice(is, ie)) || !found) {
        errors.push(words);
        fail();
      } else type = hru ? 'HRU' : 'SB';
    }
  } else if (s.startsWith('@max(') || s.startsWith('@min(') || s.startsWith('@pow(')) {
    const fn = s.slice(0, 4);
    // Raven gives up at the first of the two missing, without the other's ERROR.
    const ie = s.indexOf(',');
    const ip = s.lastIndexOf(')');
    if (ie < 0) {
      errors.push(`ConvertToExpressionTerm: missing comma in ${fn} expression${at}`);
      fail();
    } else if (ip < 0) {
      errors.push(`ConvertToExpressionTerm: missing end parentheses in ${fn} expression${at}`);
      fail();
    } else {
      type = fn === '@max' ? 'MAX' : fn === '@min' ? 'MIN' : 'POW';
      args = [
        { text: s.slice(5, ie), offset: offset + 5 },
        { text: substr(s, ie + 1, ip - (ie + 1)), offset: offset + ie + 1 },
      ];
    }
  } else if (s.startsWith('@flow_assim_on(') || s.startsWith('@stage_assim_on(')) {
    const flow = s.startsWith('@flow_assim_on(');
    const fn = flow ? '@flow_assim_on' : '@stage_assim_on';
    const ip = s.lastIndexOf(')');
    if (ip < 0) {
      errors.push(`ConvertToExpressionTerm: missing end parentheses in ${fn} expression${at}`);
      fail();
    } else {
      const key = side.subbasinById(idKey(substr(s, fn.length + 1, ip - (fn.length + 1))));
      if (key === undefined) {
        errors.push(`ConvertToExpressionTerm: invalid subbasin ID in ${fn}() command`);
        fail();
      } else if (!flow && !side.hasReservoir(key)) {
        errors.push(
          'ConvertToExpressionTerm: invalid subbasin ID in @stage_assim_on() command - subbasin must have reservoir',
        );
        fail();
      } else type = 'CONST';
    }
  } else if (UNIT_CONVERSIONS.has(s)) type = 'CONST';
  else if (scope.constants.has(s) && scope.constants.get(s) !== RAV_BLANK_DATA) type = 'CONST';
  else if (scope.workflow.has(s)) type = 'WORKFLOW';
  else if (scope.decisions.has(s)) type = 'DV';
  else if (isNumeric(s)) type = 'CONST';
  else {
    errors.push(`ConvertToExpression:: Unparseable term ${s} in expression${at}`);
    fail();
  }
  return {
    text: s,
    site: { file, offset, length: s.length },
    type,
    nested,
    errors,
    fails,
    ...(dropped ? { dropped } : {}),
    ...(args ? { args } : {}),
  };
}

const CONSECUTIVE = 'ParseExpression: cannot have consecutive math operators in an expression.';
const COMPARISONS = 'ParseExpression: more than one comparison operator (e.g., <, >, =) in expression';
const NO_COMPARISON = 'ParseExpression: missing comparison operator (e.g., <, >, =) in expression';
const NONLINEAR =
  'ParseExpression: more than one decision variable found in product term within constraint expression. Cannot handle non-linear expressions.';
const NESTED_DV = [
  'ParseExpression: decision variable found nested in functional expression (lookup, min, or max). Cannot handle non-linear expressions.',
  'ParseExpression: decision variable found nested in functional expression (min or max). Cannot handle non-linear expressions.',
];

/** CDemandOptimizer::ParseExpression on Raven's words of a line (s[0] the command). */
function parseExpression(
  words: readonly Token[],
  file: ProjectFile,
  line: number,
  scope: Scope,
  side: ModelSide,
): ExpressionParse {
  const at = ` at line #${line} in file ${file.ravenName}`;
  const errors: string[] = [];
  // Raven's type[i]: an operator, or a term (a word after '/' is a reciprocal term, whatever it is).
  const op: boolean[] = [];
  let comparisons = 0;
  for (let i = 1; i < words.length; i++) {
    const w = words[i]!.text;
    op[i] = '+*/=<>'.includes(w[0]!) || w === '-';
    if (op[i] && i > 1 && op[i - 1]) errors.push(CONSECUTIVE);
    if (words[i - 1]!.text.startsWith('/')) op[i] = false;
    if ('=~<>'.includes(w[0]!)) comparisons++;
  }
  if (comparisons > 1) errors.push(COMPARISONS);
  if (comparisons === 0) errors.push(NO_COMPARISON);
  const terms: ExpressionTerm[] = [];
  const invalid = (cause?: ExpressionTerm): ExpressionParse => ({
    words,
    terms,
    errors,
    invalid: true,
    cause,
  });
  let decisions = 0;
  for (let i = 1; i < words.length; i++) {
    const w = words[i]!;
    if (!op[i]) {
      const t = convertTerm(w.text, w.site.offset, file, false, at, scope, side);
      terms.push(t);
      if (t.fails) return invalid(t);
      if (t.type === 'DV' && ++decisions > 1) {
        errors.push(NONLINEAR);
        return invalid();
      }
      for (const [j, arg] of (t.args ?? []).entries()) {
        // Raven converts the second argument only after a non-empty first one.
        if (arg.text === '' || (j === 1 && t.args![0]!.text === '')) break;
        const inner = convertTerm(arg.text, arg.offset, file, true, at, scope, side);
        terms.push(inner);
        if (inner.fails) return invalid(inner);
        if (inner.type === 'DV') {
          errors.push(NESTED_DV[j]!);
          return invalid();
        }
      }
    } else if (i !== 1 && !w.text.startsWith('*') && !w.text.startsWith('/')) decisions = 0;
  }
  return { words, terms, errors, invalid: false };
}

/** The model's side of terms, as Raven finds subbasins, HRUs, demands and stores. */
function modelSide(model: ModelFacts): ModelSide {
  const network = networkOf(model);
  const reservoirs = reservoirSubbasinsOf(model);
  const demands = demandsOf(model);
  const aliases: AliasDef[] = model.uses('rvi', ':Alias').flatMap((ref) => {
    const name = argToken(ref, 0);
    const target = argToken(ref, 1);
    return name && target ? [{ name, target, ref }] : [];
  });
  // Where a disabled group's members are not certain, every subbasin counts as enabled (no false alarm).
  const disabled = disabledSubbasinsOf(model)?.atManagement;
  return {
    subbasinByName: (name) => network.subbasins.find((s) => s.row.text('name') === name)?.key,
    subbasinById: (key) => network.subbasinById.get(key)?.key,
    enabled: (key) => !disabled?.has(key),
    hasReservoir: (key) => reservoirs.has(key),
    hasHru: (key) => network.hruById.get(key) !== undefined,
    namesDemand: (tag) => namesDemand(demands, tag),
    knowsStore: (name) => resolveStore(name, aliases).type !== undefined,
  };
}

/** Every expression line of the .rvm in Raven's reading order, with what Raven makes of it. */
export const managementExpressionsOf: (model: ModelFacts) => readonly ManagementExpression[] = oncePerModel(
  (model) => {
    if (!managementRead(model.rvi)) return [];
    const side = modelSide(model);
    const timestep = simulationOf(model).timestep;
    const scope: Scope = {
      constants: new Map(),
      workflow: new Set(),
      decisions: new Set(),
      nonlinear: new Set(),
      tables: new Set(),
      series: new Set(),
      demands: [],
      history: 1,
    };
    const out: ManagementExpression[] = [];
    let looped = false;
    const read = (file: ProjectFile, command: Command, name: string, block?: string) => {
      const line = lineOf(file, command.line.start);
      const words = mathWords(file, command.line.start);
      // The first line of a redirected file is read before Raven peeks at it: not as a math line.
      const first = file.redirect !== undefined && isFirstCommand(file, command);
      out.push({
        name,
        ...(block ? { block } : {}),
        file,
        command,
        line,
        known: !looped && !first,
        parse: parseExpression(words, file, line, scope, side),
      });
    };
    const declared = (command: Command) => command.line.words[1]?.text;
    for (const ref of model.commands('rvm')) {
      const { command, file } = ref;
      const name = commandName(command);
      const word = declared(command);
      if (name === ':LoopThrough') looped = true;
      else if (name === ':LookbackDuration' && word !== undefined)
        scope.history = Math.floor(atof(word) / timestep + 1e-6);
      else if (name === ':NamedConstant' && word !== undefined && command.line.words.length <= 3)
        scope.constants.set(word, atof(command.line.words[2]?.text ?? ''));
      else if (
        (name === ':DefineDecisionVariable' || name === ':DeclareDecisionVariable') &&
        word !== undefined
      )
        scope.decisions.add(word);
      else if (
        (name === ':DefineWorkflowVariable' ||
          name === ':WorkflowVarDefinition' ||
          name === ':DeclareWorkflowVariable') &&
        word !== undefined
      )
        scope.workflow.add(word);
      else if (name === ':NonlinearVariable' && word?.startsWith('?')) scope.nonlinear.add(word);
      else if ((name === ':LookupTable' || name === ':LookupTableFromCSV') && word !== undefined)
        scope.tables.add(word.toUpperCase());
      else if (name === ':UserTimeSeries' && word !== undefined) scope.series.add(word.toUpperCase());
      else if (
        (name === ':WaterDemand' || name === ':ReservoirWaterDemand') &&
        command.line.words.length >= 4
      ) {
        const key = side.subbasinById(idKey(word ?? ''));
        const reservoir = name === ':ReservoirWaterDemand';
        if (key !== undefined && (!reservoir || side.hasReservoir(key))) {
          const id = command.line.words[2]!.text;
          // :WaterDemand reads its ID with s_to_i, :ReservoirWaterDemand with s_to_ll.
          scope.demands.push({
            id: reservoir ? atoll(id) : String(sToI(id)),
            name: command.line.words[3]!.text,
          });
        }
      }
      // The variable a :Define… line declares is known to its own expression (added before ParseExpression).
      if (TOP_LEVEL.has(name)) read(file, command, name);
      else if (EXPRESSION_BLOCKS.has(name)) walkBlock(file, command.body ?? [], name, read);
    }
    return out;
  },
);

/** The `:Expression` lines of a goal, constraint or workflow definition (inside its operating regimes too). */
function walkBlock(
  file: ProjectFile,
  items: readonly Item[],
  block: string,
  read: (file: ProjectFile, command: Command, name: string, block?: string) => void,
): void {
  for (const item of items) {
    if (item.kind !== 'command') continue;
    if (commandName(item) === ':Expression') read(file, item, ':Expression', block);
    else if (item.spec?.block?.marker && item.body) walkBlock(file, item.body, block, read);
  }
}

/** True for the first command line of a file (no command above it). */
function isFirstCommand(file: ProjectFile, command: Command): boolean {
  const first = file.doc.items.find((i) => i.kind === 'command');
  return first === command;
}
