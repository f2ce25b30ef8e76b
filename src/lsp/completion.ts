/**
 * Completion: command names valid at the cursor (inside a block its own commands and its `:End…`), option
 * values and algorithms for the command on the line, parameter names on a `:Parameters` line, and names the
 * model defines (classes, profiles, groups, gauges) where a command or a table column takes one.
 */
import { CompletionItemKind, type CompletionItem } from 'vscode-languageserver';
import { CLASS_PARAMETERS } from '../../grammar/parameters/index.js';
import { STATE_VARIABLE_NAMES } from '../../grammar/stateVariables.js';
import { CLASS_DEFINED, type Arg, type CommandSpec } from '../../grammar/types.js';
import { commandName } from '../ast/nodes.js';
import { argAt, contextOf, endNames, signature, specFor } from './catalogue.js';
import { innermost, type Place } from './locate.js';
import type { NameIndex, NameKind } from '../facts/names.js';
import type { ParsedFile } from './workspace.js';
import { parameterTableKind } from '../facts/rvpFacts.js';

/** What completion needs besides the place. */
export interface CompletionInput {
  readonly file: ParsedFile;
  readonly place: Place;
  readonly names: () => Promise<NameIndex | undefined>;
}

/** The columns of tables and the arguments of commands that take a name the model defines. */
const COLUMN_KINDS: Readonly<Record<string, NameKind>> = {
  land_use_class: 'land use class',
  veg_class: 'vegetation class',
  soil_profile: 'soil profile',
  terrain_class: 'terrain class',
  profile: 'channel profile',
};

/** The kind of name an argument takes, guessed from its catalogue name (`hru_group`, `gauge` …). */
function kindOfArg(arg: Arg): NameKind | undefined {
  const group = arg.refers?.[0]?.kind;
  if (group) return group === 'hruGroup' ? 'HRU group' : 'subbasin group';
  const n = arg.name.toLowerCase();
  if (COLUMN_KINDS[n]) return COLUMN_KINDS[n];
  if (n.includes('subbasin') && n.includes('group')) return 'subbasin group';
  if (n.includes('group')) return 'HRU group';
  if (n.includes('gauge')) return 'gauge';
  return undefined;
}

function commandItem(name: string, spec: CommandSpec): CompletionItem {
  return {
    label: name,
    kind: spec.block ? CompletionItemKind.Module : CompletionItemKind.Keyword,
    detail: signature(spec).replace(spec.name, name),
    documentation: spec.doc,
  };
}

/** The completion items at a place. */
export async function complete(input: CompletionInput): Promise<CompletionItem[]> {
  const { file, place } = input;
  const ctx = contextOf(file.doc.fileType, place.blocks);
  const block = innermost(place);
  const typed = place.word?.text ?? '';
  if (place.wordIndex === 0 && (typed === '' || typed.startsWith(':'))) {
    const items: CompletionItem[] = [];
    for (const [name, spec] of ctx.table) if (!spec.ignored) items.push(commandItem(name, spec));
    // Inside a block, its closing line (the innermost block first).
    for (const b of [...place.blocks].reverse()) {
      if (!b.spec?.block) continue;
      for (const end of endNames(b.spec))
        items.push({
          label: end,
          kind: CompletionItemKind.Keyword,
          detail: `closes ${commandName(b)}`,
          sortText: ' ' + end,
        });
      if (!b.spec.block.marker) break;
    }
    return items;
  }
  const names = async (kind: NameKind): Promise<CompletionItem[]> => {
    const index = await input.names();
    return (index?.ofKind(kind) ?? []).map((e) => ({
      label: e.name,
      kind: CompletionItemKind.Reference,
      detail: e.kind,
    }));
  };
  if (place.line.kind === 'command' || (place.wordIndex > 0 && place.words[0]?.text.startsWith(':'))) {
    const name = place.words[0].text;
    const spec = specFor(name, ctx);
    const table = block ? parameterTableKind(block.spec) : undefined;
    if (name === ':Parameters' && table)
      return CLASS_PARAMETERS[table].map((p) => ({
        label: p.name,
        kind: CompletionItemKind.Field,
        detail: [p.units, p.meaning].filter(Boolean).join(' · '),
      }));
    if (name === ':GlobalParameter' && place.wordIndex === 1)
      return CLASS_PARAMETERS.global.map((p) => ({
        label: p.name,
        kind: CompletionItemKind.Field,
        detail: p.meaning,
      }));
    const arg = argAt(spec, place.wordIndex - 1);
    if (!arg) return [];
    if (arg.values)
      return arg.values.map((v) => ({
        label: v,
        kind: CompletionItemKind.EnumMember,
        detail: `${arg.name} of ${spec!.name}`,
      }));
    if (arg.type === 'stateVar')
      return STATE_VARIABLE_NAMES.map((v) => ({
        label: v,
        kind: CompletionItemKind.Variable,
        detail: 'state variable',
      }));
    const kind = kindOfArg(arg);
    return kind ? names(kind) : [];
  }
  if (place.line.kind === 'row' && block) {
    const table = parameterTableKind(block.spec);
    if (table && place.wordIndex === 0) {
      const kind = CLASS_DEFINED[table];
      const items = kind ? await names(kind) : [];
      return [
        ...items,
        { label: '[DEFAULT]', kind: CompletionItemKind.Constant, detail: 'values for every class' },
      ];
    }
    const name = block.spec?.name;
    if (name === ':SoilProfiles' && place.wordIndex >= 2 && place.wordIndex % 2 === 0)
      return names('soil class');
    const columns = block.spec?.block?.rows?.columns;
    const column = columns?.[place.wordIndex];
    const kind = column && COLUMN_KINDS[column.name];
    if (kind) return names(kind);
  }
  return [];
}
