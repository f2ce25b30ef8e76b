/**
 * Test adapter: the ModelDescription of a model, read from its .rvi with the project's parser (the checker
 * will build the same from a loaded project).
 */
import { readFileSync } from 'node:fs';
import { commandTable } from '../../../grammar/lookup.js';
import { rvi } from '../../../grammar/rvi/index.js';
import type { Command, Item } from '../../../src/ast/nodes.js';
import { commandArgs, commandName } from '../../../src/ast/nodes.js';
import type { ModelDescription, ProcessLine } from '../../../src/check/parameters/model.js';
import { canonicalProcessCommand } from '../../../src/check/parameters/processRule.js';
import { stateVariablesOf } from '../../../src/check/parameters/stateVariables.js';
import { parseRv } from '../../../src/parser/parseRv.js';

/** The model description of an .rvi text. */
export function describeRviText(text: string, fileName = 'model.rvi'): ModelDescription {
  const doc = parseRv(text, { fileType: 'rvi', fileName });
  const table = commandTable(rvi.commands);
  const options: Record<string, readonly string[]> = {};
  const processes: ProcessLine[] = [];
  const aliases: Record<string, string> = {};
  const stores: string[] = [];
  let soilLayers: number | undefined;
  let groups = 0;
  let group: number | undefined;

  const visit = (cmd: Command) => {
    const name = commandName(cmd);
    const args = commandArgs(cmd);
    if (name === ':ProcessGroup') {
      group = groups++;
      if (cmd.body) {
        walk(cmd.body);
        group = undefined;
      }
      return;
    }
    if (name === ':EndProcessGroup') group = undefined;
    else if (canonicalProcessCommand(name) !== undefined) {
      processes.push(group === undefined ? { command: name, args } : { command: name, args, group });
    } else if (name === ':Alias' && args.length >= 2) aliases[args[0]] = args[1];
    else if (name === ':LakeStorage' && args[0] !== undefined) stores.push(args[0]);
    else if (name === ':-->RedirectFlow' && args[1] !== undefined) stores.push(args[1]);
    else if (name === ':SoilModel') {
      soilLayers = args[0] === 'SOIL_ONE_LAYER' ? 1 : args[0] === 'SOIL_TWO_LAYER' ? 2 : Number(args[1]);
    } else {
      const spec = table.get(name);
      if (spec) options[spec.name] = args;
    }
    if (cmd.body && cmd.spec?.block?.marker) walk(cmd.body);
  };
  const walk = (items: readonly Item[]) => {
    for (const item of items) if (item.kind === 'command') visit(item);
  };
  walk(doc.items);
  return {
    options,
    processes,
    stateVariables: stateVariablesOf(processes, aliases, stores),
    ...(soilLayers === undefined ? {} : { soilLayers }),
  };
}

/** The model description of an .rvi file. */
export function describeRvi(path: string): ModelDescription {
  return describeRviText(readFileSync(path, 'latin1'), path);
}
