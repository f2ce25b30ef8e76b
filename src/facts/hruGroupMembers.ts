/**
 * The HRUs of each HRU group, where the .rvh lists them by ID in `:HRUGroup` blocks and nothing else fills the
 * group (ParseHRUFile.cpp ParseHRUPropsFile: each word of a row an ID or a range `a-b`, the HRUs found by ID
 * added in row order). A group that another command of the .rvh fills (`:PopulateHRUGroup`, `:IntersectHRUGroups`,
 * `:MergeHRUGroups`: the commands of the catalogue's "should ideally be defined in .rvi" warning) has no certain
 * members here.
 */
import { RAVEN_WARNINGS } from '../../grammar/ravenWarnings.js';
import { commandName } from '../ast/nodes.js';
import { argToken } from './args.js';
import type { ModelFacts } from './facts.js';
import { oncePerModel } from './memo.js';
import { networkOf, type HruRow } from './network.js';
import { idKey } from './ravenNumbers.js';
import { tableRows } from './table.js';

/**
 * The other .rvh commands that fill an HRU group (and create it, with a warning, when the .rvi did not declare
 * it; :HRUGroup's own note is an advisory, not in the catalogue of warnings).
 */
const FILLERS = new Set(
  RAVEN_WARNINGS.filter(
    (w) =>
      w.file === 'ParseHRUFile.cpp' &&
      w.command !== undefined &&
      w.message.includes('HRU groups should ideally'),
  ).map((w) => w.command!),
);
/** The filler that lists the HRUs by ID. */
const LISTED = ':HRUGroup';

/** Each HRU group's members in the order Raven adds them, by group name; absent where not certain. */
export const hruGroupMembers: (model: ModelFacts) => ReadonlyMap<string, readonly HruRow[]> = oncePerModel(
  (model) => {
    const network = networkOf(model);
    const out = new Map<string, HruRow[]>();
    const uncertain = new Set<string>();
    for (const ref of model.commands('rvh')) {
      const name = commandName(ref.command);
      if (name !== LISTED && !FILLERS.has(name)) continue;
      const group = argToken(ref, 0)?.text;
      if (group === undefined) continue;
      if (name !== LISTED) {
        uncertain.add(group);
        continue;
      }
      const members = out.get(group) ?? [];
      out.set(group, members);
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
    for (const group of uncertain) out.delete(group);
    return out;
  },
);

/** Raven's s_to_range: `a-b` (split at the last '-'), or one ID. */
function range(text: string): [number, number] {
  const p = text.lastIndexOf('-');
  if (p === -1) {
    const v = Number(idKey(text));
    return [v, v];
  }
  return [Number(idKey(text.slice(0, p))), Number(idKey(text.slice(p + 1)))];
}
