/**
 * What the .rvh defines, as rules need it: subbasin and HRU rows with each column as a token (columns named
 * after the catalogue, which fixes their order as Raven does), HRU and subbasin groups, and reservoirs.
 */
import { rvh } from '../../grammar/rvh.js';
import { commandTable } from '../../grammar/lookup.js';
import { commandName } from '../ast/nodes.js';
import { argToken, nameToken } from './args.js';
import type { CommandRef } from './readingOrder.js';
import type { Token } from './site.js';
import { namedRows, type NamedRow } from './namedRow.js';
import { tableRows } from './table.js';

export type { NamedRow } from './namedRow.js';

/** A named group and its members as written. */
export interface Group {
  readonly name: Token;
  readonly ref: CommandRef;
  /** Member IDs (for HRU groups, possibly ranges `first-last`). */
  readonly members: readonly Token[];
}

/** A `:Reservoir` block and its subbasin and HRU lines. */
export interface Reservoir {
  readonly ref: CommandRef;
  readonly name?: Token;
  readonly subbasin?: Token;
  readonly hru?: Token;
}

/** The facts of the .rvh. */
export interface RvhFacts {
  readonly commands: readonly CommandRef[];
  /** Rows of `:SubBasins`/`:Conduits`: subbasin_id, name, downstream_id, profile, reach_length, gauged. */
  readonly subbasins: readonly NamedRow[];
  /** Rows of `:HRUs`: hru_id, area, elevation, latitude, longitude, subbasin_id, land_use_class, veg_class,
   * soil_profile, aquifer_profile, terrain_class, slope, aspect. */
  readonly hrus: readonly NamedRow[];
  readonly hruGroups: readonly Group[];
  readonly subbasinGroups: readonly Group[];
  readonly reservoirs: readonly Reservoir[];
}

const TABLE = commandTable(rvh.commands);

function columnsOf(name: string): readonly string[] {
  return TABLE.get(name)?.block?.rows?.columns?.map((c) => c.name) ?? [];
}

const SUBBASIN_COLUMNS = columnsOf(':SubBasins');
const HRU_COLUMNS = columnsOf(':HRUs');

/** Builds the .rvh facts from its commands in reading order. */
export function rvhFacts(commands: readonly CommandRef[]): RvhFacts {
  const subbasins: NamedRow[] = [];
  const hrus: NamedRow[] = [];
  const hruGroups: Group[] = [];
  const subbasinGroups: Group[] = [];
  const reservoirs: Reservoir[] = [];
  for (const ref of commands) {
    const name = ref.command.spec?.name ?? commandName(ref.command);
    // A loop, not push(...rows): a spread of 10^5 rows would overflow the call stack.
    if (name === ':SubBasins' || name === ':Conduits')
      for (const r of namedRows(ref, SUBBASIN_COLUMNS)) subbasins.push(r);
    else if (name === ':HRUs') for (const r of namedRows(ref, HRU_COLUMNS)) hrus.push(r);
    else if (name === ':HRUGroup' || name === ':SubBasinGroup') {
      const group = {
        name: argToken(ref, 0) ?? nameToken(ref),
        ref,
        members: tableRows(ref.file, ref.command).flatMap((r) => r.tokens),
      };
      (name === ':HRUGroup' ? hruGroups : subbasinGroups).push(group);
    } else if (name === ':Reservoir') reservoirs.push(reservoirOf(ref));
  }
  return { commands, subbasins, hrus, hruGroups, subbasinGroups, reservoirs };
}

function reservoirOf(ref: CommandRef): Reservoir {
  let subbasin: Token | undefined;
  let hru: Token | undefined;
  for (const item of ref.command.body ?? []) {
    if (item.kind !== 'command') continue;
    const child = { ...ref, command: item };
    if (commandName(item) === ':SubBasinID') subbasin = argToken(child, 0);
    else if (commandName(item) === ':HRUID') hru = argToken(child, 0);
  }
  return { ref, name: argToken(ref, 0), subbasin, hru };
}
