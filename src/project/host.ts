/**
 * What the checker may ask beyond the RV files it was given: whether a data file exists, its text, the time
 * axis of a NetCDF file. The checker itself uses no Node API (it also runs in a browser); the command line and
 * the language server pass a host backed by the file system (fileHost.ts), a web page one backed
 * by the files dropped on it.
 */

/** The time axis of a NetCDF variable, in days since the model's reference (decoded CF time). */
export interface NetcdfTimeAxis {
  /** Start of the first step as an ISO date-time (yyyy-mm-ddThh:mm:ss), in the file's calendar. */
  readonly start: string;
  /** Time step in days (the first interval). */
  readonly step: number;
  /** Number of steps. */
  readonly count: number;
  /** The `units` attribute as written (`days since 1954-01-01 00:00:00`), when the host can tell. */
  readonly units?: string;
  /** The `calendar` attribute as written, when there is one. */
  readonly calendar?: string;
  /** The stored time values (in `units`), when the host can tell: checkers redo the decoding as Raven does. */
  readonly offsets?: Float64Array;
}

/** The names of a NetCDF file: variables with their dimensions, dimensions with their lengths. */
export interface NetcdfNames {
  readonly variables: string[];
  readonly dimensions: string[];
  /** The dimensions of each variable, outermost first, when the host can tell. */
  readonly variableDims?: Readonly<Record<string, readonly string[]>>;
  /** The length of each dimension, when the host can tell. */
  readonly dimensionSizes?: Readonly<Record<string, number>>;
}

/** The stored values of a NetCDF variable (raw, not unpacked) with the attributes Raven reads to decode them. */
export interface NetcdfValues {
  /** The variable's dimensions, outermost first. */
  readonly dims: readonly string[];
  /** Its values in row-major order, as stored. */
  readonly data: Float64Array;
  /** `_FillValue`, `missing_value`, `scale_factor`, `add_offset`, when the file has them. */
  readonly fillValue?: number;
  readonly missingValue?: number;
  readonly scaleFactor?: number;
  readonly addOffset?: number;
}

/** Access to the files around a model. Paths are absolute, or relative to the model directory. */
export interface CheckHost {
  /** True when the file exists, false when it does not, undefined when the host cannot tell. */
  exists(path: string): boolean | undefined;
  /** The text of a file, or undefined when it cannot be read (or is not read: see `unreadable`). */
  readText(path: string): Promise<string | undefined>;
  /**
   * Why the host does not read a file that exists (a FIFO, a device, a directory; with `whole`, a file over
   * its size limit, for files read whole rather than by their header), as the end of a sentence that starts
   * with the file's name; undefined when it reads it or cannot tell.
   */
  unreadable?(path: string, whole?: boolean): string | undefined;
  /** The names in a directory, or undefined when it cannot be read (to point out a name's case mistakes). */
  listDir?(path: string): string[] | undefined;
  /** The names of a NetCDF file's variables and dimensions, or undefined when it cannot be read. */
  netcdfNames?(path: string): Promise<NetcdfNames | undefined>;
  /** The time axis of a NetCDF file (its `time` variable or the one named), or undefined. */
  netcdfTime?(path: string, timeName?: string): Promise<NetcdfTimeAxis | undefined>;
  /** The stored values of one numeric variable of a NetCDF file, or undefined. */
  netcdfValues?(path: string, variable: string): Promise<NetcdfValues | undefined>;
  /**
   * The strings of one character variable of a NetCDF file (NC_CHAR: its last dimension spells each out; NULs
   * at the end dropped), or undefined when it has none such.
   */
  netcdfStrings?(path: string, variable: string): Promise<readonly string[] | undefined>;
}

/** A host that can tell nothing beyond the RV files (rules that need more stay silent). */
export const NO_FILES: CheckHost = {
  exists: () => undefined,
  readText: async () => undefined,
};
