/**
 * Raven's master list of required parameters for a model, in the engine's order (ParseClassPropertiesFile,
 * ParsePropertyFile.cpp): the options' parameters (CModel::GetParticipatingParamList), then each process's
 * (a :ProcessGroup counts as one process, at its end), then the extras. Repeats are kept, as the engine keeps
 * them: a process whose class leaves the list untouched (:Flush, :Overflow, :Split, :Drain) repeats the
 * previous one's.
 */
import {
  ALWAYS_LAST,
  BLEND_COMMANDS,
  DEFAULT_MIN_ARGS,
  NET_SW_RAD,
  OPTION_STEPS,
  PET_ALBEDO_METHODS,
  PET_ALBEDO_PARAMS,
  STATE_VAR_EXTRAS,
} from '../../../grammar/parameters/index.js';
import type { OptionRule, ParamRef, ProcessRule } from '../../../grammar/parameters/index.js';
import type { ModelDescription, ProcessLine } from './model.js';
import { blendTokens, methodOf, optionMethod } from './optionValues.js';
import { processRuleOf } from './processRule.js';

/** One entry of the master list: a parameter, its class type, and what put it there. */
export interface RequiredParameter extends ParamRef {
  /** The option, process line or rule that added it (`:Evaporation PET_PENMAN_MONTEITH`, `always` …). */
  readonly origin: string;
}

const tag = (params: readonly ParamRef[], origin: string): RequiredParameter[] =>
  params.map((p) => ({ name: p.name, classType: p.classType, origin }));

function petParams(rule: OptionRule, method: string, netSw: string): RequiredParameter[] {
  const own = tag(rule.params[method] ?? [], `${rule.command} ${method}`);
  const albedo = PET_ALBEDO_METHODS.includes(method) && netSw === NET_SW_RAD.calc;
  return albedo ? [...own, ...tag(PET_ALBEDO_PARAMS, `${rule.command} ${method} (net shortwave)`)] : own;
}

/** The options' part of the list (CModel::GetParticipatingParamList). */
export function optionParameters(options: ModelDescription['options']): RequiredParameter[] {
  const out: RequiredParameter[] = [];
  const netSwToken = options[NET_SW_RAD.command]?.[0];
  const netSw = netSwToken === 'NETSWRAD_DATA' ? netSwToken : NET_SW_RAD.engineDefault;
  for (const step of OPTION_STEPS) {
    if (step.kind === 'always') {
      out.push(...tag(step.params, 'always'));
      continue;
    }
    const method = optionMethod(step.rule, options);
    if (method === undefined) continue;
    const blended = step.kind === 'pet' ? 'PET_BLENDED' : 'POTMELT_BLENDED';
    const methods =
      step.kind !== 'option' && method === blended
        ? blendTokens(options[BLEND_COMMANDS[step.kind]]).map((t) => methodOf(step.rule, t))
        : [method];
    for (const m of methods) {
      if (m === undefined) continue;
      if (step.kind === 'pet') out.push(...petParams(step.rule, m, netSw));
      else out.push(...tag(step.rule.params[m] ?? [], `${step.rule.command} ${m}`));
    }
  }
  return out;
}

/** A process line's own list, or undefined when the engine adds no process for it. */
function ownList(
  line: ProcessLine,
  rule: ProcessRule,
  stateVariables: readonly string[],
): RequiredParameter[] | undefined {
  if (line.args.length < (rule.minArgs ?? DEFAULT_MIN_ARGS)) return undefined;
  const algorithm = line.args[0] ?? '';
  const origin = `${rule.command} ${algorithm}`.trim();
  let params: readonly ParamRef[];
  if (rule.algorithms) {
    const listed = rule.algorithms[algorithm];
    if (listed === undefined) return undefined; // unknown algorithm: the engine reports it and adds nothing
    params = listed;
  } else params = rule.params ?? [];
  const out = tag(params, origin);
  for (const cond of rule.ifStateVar ?? []) {
    if (stateVariables.includes(cond.stateVar)) out.push(...tag(cond.params, `${origin} (${cond.stateVar})`));
  }
  return out;
}

/** The process lines as the engine's processes: single lines, and groups gathered at their end. */
function engineProcesses(lines: readonly ProcessLine[]): (ProcessLine | ProcessLine[])[] {
  const out: (ProcessLine | ProcessLine[])[] = [];
  for (const line of lines) {
    const last = out[out.length - 1];
    if (line.group === undefined) out.push(line);
    else if (Array.isArray(last) && last[0]?.group === line.group) last.push(line);
    else out.push([line]);
  }
  return out;
}

/** The list one process adds, given the list the previous one added (for the classes that repeat it). */
function processList(
  line: ProcessLine,
  previous: RequiredParameter[],
  stateVariables: readonly string[],
): RequiredParameter[] | undefined {
  const rule = processRuleOf(line.command);
  if (!rule) return undefined;
  if (rule.repeatsPrevious) {
    return line.args.length < (rule.minArgs ?? DEFAULT_MIN_ARGS) ? undefined : previous;
  }
  return ownList(line, rule, stateVariables);
}

/** The processes' part of the list; `before` is what the options added (the first "previous" list). */
export function processParameters(desc: ModelDescription, before: RequiredParameter[]): RequiredParameter[] {
  const out: RequiredParameter[] = [];
  let previous = before;
  for (const item of engineProcesses(desc.processes)) {
    let list: RequiredParameter[] | undefined;
    if (Array.isArray(item)) {
      // CProcessGroup::GetParticipatingParamList: its members' lists, each member's "previous" being the
      // member before it. (For a first member that repeats, the engine reads an uninitialised count: taken
      // here as nothing.)
      list = [];
      let prev: RequiredParameter[] = [];
      for (const member of item) {
        const own = processList(member, prev, desc.stateVariables);
        if (own === undefined) continue;
        list.push(...own);
        prev = own;
      }
    } else list = processList(item, previous, desc.stateVariables);
    if (list === undefined) continue;
    out.push(...list);
    previous = list;
  }
  return out;
}

/** Raven's master list of required parameters for the model, in order, repeats included. */
export function masterParameterList(desc: ModelDescription): RequiredParameter[] {
  const options = optionParameters(desc.options);
  const processes = processParameters(desc, options);
  const extras: RequiredParameter[] = [];
  for (const e of STATE_VAR_EXTRAS) {
    if (desc.stateVariables.includes(e.stateVar)) extras.push(...tag([e.param], `${e.stateVar} store`));
  }
  extras.push(...tag(ALWAYS_LAST, 'always'));
  return [...options, ...processes, ...extras];
}
