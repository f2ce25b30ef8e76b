/**
 * The plain description of a model that the parameter rules read: what Raven's master list of required
 * parameters depends on, and nothing else. The checker builds it from the model's files.
 */

/** One process line of the .rvi (inside :HydrologicProcesses, a :ProcessGroup, or the transport blocks). */
export interface ProcessLine {
  /** The command as written (`:Baseflow`; aliases such as `:-->Overflow` are accepted). */
  readonly command: string;
  /** The tokens after the command: the algorithm, then `from`, `to` and any further arguments. */
  readonly args: readonly string[];
  /**
   * The :ProcessGroup the line sits in, as a number shared by the lines of one group (absent outside groups).
   * Raven adds a group to the model at its :EndProcessGroup, as one process whose list is its members'.
   */
  readonly group?: number;
}

/** What the parameter rules need to know about a model. */
export interface ModelDescription {
  /**
   * The .rvi options by canonical command name (`:Evaporation`), each with the argument tokens of its last
   * occurrence (Raven keeps the last). Commands not given take Raven's defaults.
   */
  readonly options: Readonly<Record<string, readonly string[]>>;
  /** The process lines, in file order. */
  readonly processes: readonly ProcessLine[];
  /**
   * The state variable types the model has (`SNOW_LIQ`, `DEPRESSION`, …, without layer indexes). Only
   * CANOPY, CANOPY_SNOW, SNOW_LIQ, DEPRESSION and FIRN change the list; `stateVariablesOf` derives them from
   * the process lines.
   */
  readonly stateVariables: readonly string[];
  /** Number of soil layers (:SoilModel). No 4.12 parameter rule depends on it; kept for the checker. */
  readonly soilLayers?: number;
}
