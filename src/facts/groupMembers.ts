/**
 * The members of HRU and subbasin groups where the .rvh lists them by ID and nothing else fills the group
 * (ParseHRUFile.cpp ParseHRUPropsFile): `:HRUGroup` rows hold IDs or ranges `a-b` (s_to_range), `:SubBasinGroup`
 * rows subbasin IDs; the ones the model has are added in row order. A group that another .rvh command fills
 * (`:PopulateHRUGroup`, `:IntersectSubBasinGroups`, … the group makers of facts/groups.ts) has no certain
 * members here.
 */
import { commandName } from '../ast/nodes.js';
import type { ModelFacts } from './facts.js';
import { groupsOf, type GroupDefinition } from './groups.js';
import { oncePerModel } from './memo.js';
import { networkOf, type HruRow, type SubbasinRow } from './network.js';
import type { CommandRef } from './readingOrder.js';
import { idKey } from './ravenNumbers.js';
import { tableRows } from './table.js';

/** Each HRU group's members in the order Raven adds them, by group name; absent where not certain. */
export const hruGroupMembers: (model: ModelFacts) => ReadonlyMap<string, readonly HruRow[]> = oncePerModel(
  (model) => {
    const network = networkOf(model);
    const out = new Map<string, HruRow[]>();
    for (const [name, definitions] of groupsOf(model).hru) {
      const listed = listedBlocks(definitions, ':HRUGroup');
      if (!listed) continue;
      const members: HruRow[] = [];
      for (const ref of listed) {
        for (const row of tableRows(ref.file, ref.command)) {
          for (const word of row.tokens) {
            const [from, to] = range(word.text);
            if (to - from > 10000) continue; // Raven stops on such a range
            for (let id = from; id <= to; id++) {
              const hru = network.hruById.get(idKey(String(id)));
              if (hru) members.push(hru);
            }
          }
        }
      }
      out.set(name, members);
    }
    return out;
  },
);

/** The members a subbasin group has when Raven reads `at` (its :SubBasinGroup blocks above); undefined where not certain. */
export function subbasinGroupMembersAt(
  model: ModelFacts,
  name: string,
  at: CommandRef,
): readonly SubbasinRow[] | undefined {
  const listed = listedBlocks(groupsOf(model).subbasin.get(name) ?? [], ':SubBasinGroup');
  if (!listed) return undefined;
  const network = networkOf(model);
  const members: SubbasinRow[] = [];
  for (const ref of listed) {
    if (ref.index > at.index) continue; // both in the .rvh's reading order
    for (const row of tableRows(ref.file, ref.command)) {
      for (const word of row.tokens) {
        const sb = network.subbasinById.get(idKey(word.text));
        if (sb) members.push(sb);
      }
    }
  }
  return members;
}

/** The .rvh blocks that list a group's members, when they are the only .rvh commands that fill it. */
function listedBlocks(definitions: readonly GroupDefinition[], block: string): CommandRef[] | undefined {
  const filled = definitions.filter((d) => d.ref.file.fileType === 'rvh');
  if (filled.some((d) => commandName(d.ref.command) !== block)) return undefined;
  return filled.map((d) => d.ref);
}

/** Raven's s_to_range: `a-b` (split at the last '-'), or one ID. */
function range(text: string): [number, number] {
  const p = text.lastIndexOf('-');
  if (p === -1) {
    const v = Number(idKey(text));
    return [v, v];
  }
  return [Number(idKey(text.slice(0, p))), Number(idKey(text.slice(p + 1)))];
}
