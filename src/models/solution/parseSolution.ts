/**
 * Reading a solution file (`solution.rvc`, written by Raven at the end of a run and valid .rvc input): its
 * HRU states (every `:HRUStateVariableTable`, merged), its subbasin states (`:BasinStateVariables`) and its
 * `:TimeStamp`, as the spec's `parse_solution` returns them. Other solution content (transport and management
 * states) is not returned. `parseSolution` reads text and uses no Node API; reading the file is
 * src/output/solutionFile.ts (`readSolution`, `parse_solution`).
 */
import { CalendarValues } from '../options/time.js';
import { commandsIn } from '../commandText/firstCommand.js';
import { BasinStateVariables } from '../rvc/basinStateVariables.js';
import { HRUStateVariableTable, mergeTables } from '../rvc/hruStateVariableTable.js';
import { scanSolution } from './solutionScanner.js';

/** The commands of a solution file, keyed as the reference library's `parse_solution` keys them. */
export interface Solution {
  /** Every HRU's state variables (null when the file has no table). */
  readonly hru_state_variable_table: HRUStateVariableTable | null;
  /** Every subbasin's routing state (null when the file has none). */
  readonly basin_state_variables: BasinStateVariables | null;
  /** `:TimeStamp` as written, `yyyy-mm-dd hh:mm:ss.ss` (the model time at the end of the run), or null. */
  readonly start_date: string | null;
}

/** Options of solution reading. */
export interface SolutionOptions {
  /**
   * The model's calendar. The time stamp is returned as Raven wrote it, in that calendar, so the calendar is
   * only checked (it matters to whoever turns the stamp into a date).
   */
  readonly calendar?: string;
}

/** The HRU states, subbasin states and time stamp of solution text (throws ConfigValidationError if malformed). */
export function parseSolution(text: string, options: SolutionOptions = {}): Solution {
  if (options.calendar !== undefined && !(CalendarValues as readonly string[]).includes(options.calendar))
    throw new Error(`unknown calendar ${options.calendar}: expected one of ${CalendarValues.join(', ')}`);
  // Raven's own layout is read line by line; anything else goes through the parser, with its messages.
  return scanSolution(text) ?? parseSolutionText(text);
}

/** `parseSolution` through the parser and the validators, whatever the layout (the fast path's oracle). */
export function parseSolutionText(text: string): Solution {
  const found = commandsIn(text, 'rvc', [
    HRUStateVariableTable.ravenName,
    BasinStateVariables.ravenName,
    ':TimeStamp',
  ]);
  const named = (name: string) => found.filter((f) => f.node.line.words[0].text === name);
  const tables = named(HRUStateVariableTable.ravenName).map((f) =>
    HRUStateVariableTable.fromRv(f.node, f.source),
  );
  const basins = named(BasinStateVariables.ravenName).map((f) =>
    BasinStateVariables.fromRv(f.node, f.source),
  );
  const stamp = named(':TimeStamp')
    .at(-1)
    ?.node.line.words.slice(1, 3)
    .map((w) => w.text);
  return {
    hru_state_variable_table: tables.length ? mergeTables(tables) : null,
    basin_state_variables:
      basins.length <= 1 ? (basins[0] ?? null) : new BasinStateVariables(basins.flatMap((b) => b.root)),
    start_date: stamp?.length ? stamp.join(' ') : null,
  };
}
