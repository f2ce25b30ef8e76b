/**
 * The ModelDescription of a loaded model, read from its .rvi in Raven's reading order (redirects followed,
 * `:IfModeEquals` honoured, nothing after `:End`): the options with their last arguments, the process lines
 * with their `:ProcessGroup`, and the state variables that change the master list of parameters.
 */
import { commandTable } from '../../../grammar/lookup.js';
import { rvi } from '../../../grammar/rvi/index.js';
import { commandArgs, commandName, type Command } from '../../ast/nodes.js';
import type { ModelFacts } from '../../facts/facts.js';
import type { ModelDescription, ProcessLine } from './model.js';
import { canonicalProcessCommand } from './processRule.js';
import { stateVariablesOf } from './stateVariables.js';
import { oncePerModel } from '../../facts/memo.js';

const RVI_COMMANDS = commandTable(rvi.commands);
/** The description of a model that the master list of parameters is built from (built once per model). */
export const describeModel: (model: ModelFacts) => ModelDescription = oncePerModel(describe);

function describe(model: ModelFacts): ModelDescription {
  const options: Record<string, readonly string[]> = {};
  const processes: ProcessLine[] = [];
  const aliases: Record<string, string> = {};
  const stores: string[] = [];
  const groups = new Map<Command, number>();
  let soilLayers: number | undefined;
  for (const ref of model.rvi.commands) {
    const name = commandName(ref.command);
    const args = commandArgs(ref.command);
    if (name === ':ProcessGroup' || name === ':EndProcessGroup') continue;
    if (canonicalProcessCommand(name) !== undefined) {
      const group = innermostGroup(ref.markers, groups);
      processes.push(group === undefined ? { command: name, args } : { command: name, args, group });
    } else if (name === ':Alias') {
      if (args.length >= 2) aliases[args[0]] = args[1];
    } else if (name === ':LakeStorage') {
      if (args[0] !== undefined) stores.push(args[0]);
    } else if (name === ':-->RedirectFlow') {
      if (args[1] !== undefined) stores.push(args[1]);
    } else if (name === ':SoilModel') {
      soilLayers = model.rvi.soilModel?.layers;
    } else {
      const spec = RVI_COMMANDS.get(name);
      if (spec) options[spec.name] = args;
    }
  }
  return {
    options,
    processes,
    stateVariables: stateVariablesOf(processes, aliases, stores),
    ...(soilLayers === undefined ? {} : { soilLayers }),
  };
}

/** The number of the innermost `:ProcessGroup` among a command's markers (Raven adds a group as one process). */
function innermostGroup(markers: readonly Command[], groups: Map<Command, number>): number | undefined {
  for (let i = markers.length - 1; i >= 0; i--) {
    const m = markers[i];
    if (commandName(m) !== ':ProcessGroup') continue;
    let n = groups.get(m);
    if (n === undefined) {
      n = groups.size;
      groups.set(m, n);
    }
    return n;
  }
  return undefined;
}
