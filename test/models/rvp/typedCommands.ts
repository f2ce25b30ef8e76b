/** The .rvp commands this folder types, and the dump of a command as the engine-meaning oracle compares it. */
import type { Command } from '../../../src/ast/nodes.js';
import { classFor, type CommandClass } from '../../../src/models/modelClass/registry.js';
import type { SourceFile } from '../../../src/models/commandText/read.js';
import { parseRv } from '../../../src/parser/parseRv.js';
import { dumpRv, type DumpCommand } from '../../../src/printer/dump.js';
import * as rvp from '../../../src/models/rvp/index.js';

/** Every spelling Raven reads for the typed commands. */
export const TYPED_NAMES = [
  ':LandUseClasses',
  ':VegetationClasses',
  ':TerrainClasses',
  ':SoilClasses',
  ':SoilProfiles',
  ':SoilParameterList',
  ':LandUseParameterList',
  ':SnowParameterList',
  ':VegetationParameterList',
  ':ChannelProfile',
  ':RainSnowTransition',
  ':SeasonalRelativeLAI',
  ':SeasonalCanopyLAI',
  ':SeasonalRelativeHeight',
  ':SeasonalCanopyHeight',
  ':GlobalParameter',
] as const;

const OURS = new Set<unknown>(Object.values(rvp));

/** The class of this folder typing a command name, if any. */
export function typedClass(name: string): CommandClass<{ toRv(): string; toJSON(): unknown }> | undefined {
  const binding = classFor('rvp', name);
  return binding && OURS.has(binding.cls) ? (binding.cls as CommandClass<never>) : undefined;
}

/** Reads a node with its class; the typed model, or the error it throws. */
export function readTyped(node: Command, source?: SourceFile): { toRv(): string; toJSON(): unknown } {
  const cls = typedClass(node.line.words[0].text);
  if (!cls) throw new Error(`${node.line.words[0].text} is not typed here`);
  return cls.fromRv(node, source);
}

/**
 * The dump of one command (canonical name, values as numbers). In the class tables the `:Attributes` and
 * `:Units` lines are left out: Raven skips them there, so they carry no meaning.
 */
export function meaning(node: Command): DumpCommand {
  const [dump] = dumpRv({ kind: 'document', fileType: 'rvp', fileName: '', items: [node], diagnostics: [] })
    .commands as DumpCommand[];
  if (!/Classes$/.test(dump.command)) return dump;
  const body = dump.body?.filter(
    (b) => !('command' in b && (b.command === ':Attributes' || b.command === ':Units')),
  );
  return { ...dump, body };
}

/** The single command node of a text written by a model. */
export function nodeOf(text: string): Command {
  const items = parseRv(text, { fileType: 'rvp', fileName: '<toRv>' }).items.filter(
    (i) => i.kind === 'command',
  );
  if (items.length !== 1) throw new Error(`expected one command in:\n${text}`);
  return items[0] as Command;
}
