/**
 * HRU groups and subbasin groups as Raven creates them while it reads the model: an HRU group is declared in
 * the .rvi with `:DefineHRUGroup(s)` (only after `:SoilModel`: before it there is no model to hold it), or
 * created in the .rvh by the first `:HRUGroup`, `:PopulateHRUGroup`, `:IntersectHRUGroups` or `:MergeHRUGroups`
 * that names it; subbasin groups only in the .rvh. Group names are compared exactly (CModel::GetHRUGroup).
 * A command can use a group only if Raven created it before, in its reading order: .rvi, .rvp, .rvh, .rvt,
 * .rve, then (after the model is initialized) .rvm and .rvc.
 */
import type { FileType } from '../../grammar/types.js';
import { commandName } from '../ast/nodes.js';
import { argToken, argTokens } from './args.js';
import type { ModelFacts } from './facts.js';
import type { CommandRef } from './readingOrder.js';
import { beforeSoilModel } from './rviFacts.js';
import type { Token } from './site.js';
import { oncePerModel } from './memo.js';

/** The order in which Raven reads the file types (RavenMain.cpp, ParseInputFiles). */
const RANK: Readonly<Record<FileType, number>> = {
  rvi: 0,
  rvp: 1,
  rvh: 2,
  rvg: 3,
  rvt: 4,
  rve: 5,
  rvm: 6,
  rvc: 7,
  rvl: 8,
};

/** A command's place in Raven's reading of the whole model. */
export function momentOf(ref: CommandRef): number {
  return RANK[ref.file.fileType] * 1e9 + ref.index;
}

/** Where a group is created. */
export interface GroupDefinition {
  readonly name: Token;
  readonly ref: CommandRef;
  readonly moment: number;
}

/** The groups of a model. */
export interface Groups {
  /** HRU groups by exact name, each with the commands that create it, in reading order. */
  readonly hru: ReadonlyMap<string, readonly GroupDefinition[]>;
  /** Subbasin groups by exact name. */
  readonly subbasin: ReadonlyMap<string, readonly GroupDefinition[]>;
  /** `:DefineHRUGroup(s)` names given before `:SoilModel`, which Raven does not create. */
  readonly tooEarly: ReadonlyMap<string, Token>;
}

/** The .rvh commands that create the HRU group they name first. */
const HRU_GROUP_MAKERS = new Set([
  ':HRUGroup',
  ':PopulateHRUGroup',
  ':IntersectHRUGroups',
  ':MergeHRUGroups',
]);
/** The .rvh commands that create the subbasin group they name first. */
const SB_GROUP_MAKERS = new Set([
  ':SubBasinGroup',
  ':PopulateSubBasinGroup',
  ':IntersectSubBasinGroups',
  ':MergeSubBasinGroups',
]);

/** The groups of a model (built on first use). */
export const groupsOf: (model: ModelFacts) => Groups = oncePerModel(buildGroups);

function buildGroups(model: ModelFacts): Groups {
  const hru = new Map<string, GroupDefinition[]>();
  const subbasin = new Map<string, GroupDefinition[]>();
  const tooEarly = new Map<string, Token>();
  const add = (map: Map<string, GroupDefinition[]>, name: Token, ref: CommandRef) => {
    const list = map.get(name.text) ?? [];
    list.push({ name, ref, moment: momentOf(ref) });
    map.set(name.text, list);
  };
  for (const ref of model.commands('rvi')) {
    const name = commandName(ref.command);
    if (name !== ':DefineHRUGroup' && name !== ':DefineHRUGroups') continue;
    // :DefineHRUGroup reads only its first name; :DefineHRUGroups every one.
    const names = name === ':DefineHRUGroup' ? argTokens(ref).slice(0, 1) : argTokens(ref);
    if (beforeSoilModel(model.rvi, ref)) {
      for (const t of names) if (!tooEarly.has(t.text)) tooEarly.set(t.text, t);
    } else for (const t of names) add(hru, t, ref);
  }
  for (const ref of model.commands('rvh')) {
    const name = commandName(ref.command);
    const first = argToken(ref, 0);
    if (!first) continue;
    if (HRU_GROUP_MAKERS.has(name)) add(hru, first, ref);
    else if (SB_GROUP_MAKERS.has(name)) add(subbasin, first, ref);
  }
  return { hru, subbasin, tooEarly };
}

/** The first creation of a group at or before a command (Raven creates the group before reading the rest of
 * the line that creates it), or undefined when the group does not exist yet there. */
export function groupAt(
  definitions: ReadonlyMap<string, readonly GroupDefinition[]>,
  name: string,
  ref: CommandRef,
): GroupDefinition | undefined {
  const first = definitions.get(name)?.[0];
  return first && first.moment <= momentOf(ref) ? first : undefined;
}
