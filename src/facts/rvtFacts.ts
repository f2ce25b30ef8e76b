/**
 * What the .rvt files (with every file they redirect to) define, as rules need it. Raven reads them with a
 * "current gauge" and a "current forcing grid": `:Gauge` makes a new current gauge, and `:Latitude`, `:Data`,
 * `:MultiData`, `:EnsimTimeSeries` … apply to it, even after `:EndGauge` (which only checks it) and across
 * redirected files. The facts follow the same state.
 */
import { CATALOGUE } from '../../grammar/index.js';
import { commandTable } from '../../grammar/lookup.js';
import { commandName } from '../ast/nodes.js';
import { argToken } from './args.js';
import type { CommandRef } from './readingOrder.js';
import type { Token } from './site.js';

/** A command that gives data to a gauge or a forcing grid. */
export interface Member {
  readonly ref: CommandRef;
  /** The canonical command name. */
  readonly name: string;
}

/** A `:Gauge` and every command Raven applied to it. */
export interface GaugeFacts {
  readonly ref: CommandRef;
  /** The name token, when given (Raven names an unnamed gauge GaugeN). */
  readonly name?: Token;
  /** The name Raven uses. */
  readonly ravenName: string;
  readonly members: Member[];
  /** The `:EndGauge` lines met while it was current. */
  readonly ends: CommandRef[];
}

/** A `:GriddedForcing` or `:StationForcing` block and the commands applied to it. */
export interface ForcingGridFacts {
  readonly ref: CommandRef;
  readonly kind: 'gridded' | 'station';
  readonly members: Member[];
}

/** The facts of the .rvt files. */
export interface RvtFacts {
  readonly commands: readonly CommandRef[];
  readonly gauges: readonly GaugeFacts[];
  readonly grids: readonly ForcingGridFacts[];
  /** Gauge commands met before any `:Gauge` (Raven stops on most of them). */
  readonly orphans: readonly Member[];
  /** `:ObservationData` and `:IrregularObservations` blocks. */
  readonly observations: readonly CommandRef[];
  /** Every other command, by canonical name, in reading order. */
  readonly byName: ReadonlyMap<string, readonly CommandRef[]>;
}

/** The commands the catalogue says belong inside a marker block of the .rvt (`:RedirectToFile` left out). */
function membersOf(name: string): Set<string> {
  const members = commandTable(CATALOGUE.rvt.commands).get(name)?.block?.members ?? [];
  return new Set(members.filter((m) => m !== ':RedirectToFile'));
}

const gaugeMembers = membersOf(':Gauge');
const gridMembers = membersOf(':GriddedForcing');
/** Corrections that apply to the current gauge and the current grid both (members of both blocks). */
const SHARED_COMMANDS = new Set([...gaugeMembers].filter((m) => gridMembers.has(m)));
/** Commands that act on the current gauge only. */
const GAUGE_COMMANDS = new Set([...gaugeMembers].filter((m) => !SHARED_COMMANDS.has(m)));
/** Commands that act on the current forcing grid only. */
const GRID_COMMANDS = new Set([...gridMembers].filter((m) => !SHARED_COMMANDS.has(m)));

/** Builds the .rvt facts from the commands of the .rvt files in reading order. */
export function rvtFacts(commands: readonly CommandRef[]): RvtFacts {
  const gauges: GaugeFacts[] = [];
  const grids: ForcingGridFacts[] = [];
  const orphans: Member[] = [];
  const observations: CommandRef[] = [];
  const byName = new Map<string, CommandRef[]>();
  let gauge: GaugeFacts | undefined;
  let grid: ForcingGridFacts | undefined;
  for (const ref of commands) {
    const name = ref.command.spec?.name ?? commandName(ref.command);
    const member = { ref, name };
    if (name === ':Gauge') {
      const given = argToken(ref, 0);
      const named = given && !given.text.startsWith('#') ? given : undefined;
      gauge = {
        ref,
        name: named,
        ravenName: named?.text ?? `Gauge${gauges.length + 1}`,
        members: [],
        ends: [],
      };
      gauges.push(gauge);
    } else if (name === ':EndGauge') {
      gauge?.ends.push(ref);
    } else if (name === ':GriddedForcing' || name === ':StationForcing') {
      grid = { ref, kind: name === ':GriddedForcing' ? 'gridded' : 'station', members: [] };
      grids.push(grid);
    } else if (GAUGE_COMMANDS.has(name)) {
      (gauge ? gauge.members : orphans).push(member);
    } else if (GRID_COMMANDS.has(name)) {
      grid?.members.push(member);
    } else if (SHARED_COMMANDS.has(name)) {
      gauge?.members.push(member);
      grid?.members.push(member);
    } else if (name === ':ObservationData' || name === ':IrregularObservations') {
      observations.push(ref);
    }
    const list = byName.get(name) ?? [];
    list.push(ref);
    byName.set(name, list);
  }
  return { commands, gauges, grids, orphans, observations, byName };
}
