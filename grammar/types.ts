/**
 * The shape of the command catalogue: every command the Raven engine reads, per file type.
 * The parser, the printers, the typed models and the documentation all read this one catalogue.
 */

/** The Raven input file types. */
export type FileType = 'rvi' | 'rvp' | 'rvh' | 'rvt' | 'rvc' | 'rve' | 'rvm' | 'rvl' | 'rvg';

/** Every file type, in the order Raven reads them. */
export const FILE_TYPES: readonly FileType[] = [
  'rvi',
  'rvp',
  'rvh',
  'rvt',
  'rvc',
  'rve',
  'rvm',
  'rvl',
  'rvg',
];

/**
 * How the engine reads one value (a command argument or a table cell).
 * - int, float: read with atoi/atof, so a non-numeric value silently becomes 0 (we warn);
 * - number: must be numeric (the engine checks, e.g. time-series values; `NaN` is allowed there);
 * - paramValue: a float, or `_AUTO`/`AUTO`, `_DEFAULT`/`_DEF`, or a `:ValueAlias` name;
 * - autoFloat: a float or `_AUTO`;
 * - word: any single token; enum: one of `values`;
 * - date: yyyy-mm-dd; time: hh:mm:ss[.s]; timestep: decimal days or hh:mm:ss;
 * - stateVar: a state variable name, possibly with a layer index (`SOIL[0]`) or an `:Alias` name;
 * - path: a file path; for `:RedirectToFile` and `:OutputDirectory` the rest of the line joined by spaces.
 */
export type ValueType =
  | 'int'
  | 'float'
  | 'number'
  | 'paramValue'
  | 'autoFloat'
  | 'word'
  | 'enum'
  | 'date'
  | 'time'
  | 'timestep'
  | 'stateVar'
  | 'path';

/** One argument of a command line, or one column of a table. */
export interface Arg {
  /** snake_case name; the spec's field name where the spec has one. */
  readonly name: string;
  readonly type: ValueType;
  /** The argument may be left out (only trailing arguments are optional). */
  readonly optional?: true;
  /** The argument takes every remaining token (only the last argument). */
  readonly variadic?: true;
  /** Allowed values for `enum`. */
  readonly values?: readonly string[];
  /** For `enum`: what Raven does with a value outside `values` (see `UnknownValue`). */
  readonly unknown?: UnknownValue;
  /** For `enum`: Raven upper-cases the value before comparing (PET, potential-melt and calendar names). */
  readonly caseInsensitive?: true;
  /** For `enum`: the value Raven goes on with when it passes over an unknown one (`ignored`, `warning`). */
  readonly fallback?: string;
  /** For `enum` with `unknown: 'warning'`: the WARNING Raven writes (an id of grammar/ravenWarnings.ts). */
  readonly unknownWarning?: string;
  /** For `enum`: a value may carry a bracketed width (`KLING_GUPTA[3]`), which Raven strips before comparing. */
  readonly indexed?: true;
  /** For an option's `enum`: the value Raven uses when the .rvi does not set the option (ParseMainInputFile). */
  readonly ravenDefault?: string;
  /**
   * For an option's `enum`: Raven stores a "no method" value of its own for a name it does not know (instead
   * of keeping the previous value), with what that does to the run.
   */
  readonly unknownKept?: UnknownKept;
  /**
   * For an `enum`: the interface's (the spec's) spellings of values that Raven reads under another name, each
   * with Raven's name, or null where Raven reads nothing like it.
   */
  readonly interfaceNames?: Readonly<Record<string, string | null>>;
  /** The argument names something defined elsewhere (a group), and what Raven does when it is not there. */
  readonly refers?: readonly NameRef[];
  /**
   * The argument is the ID of a subbasin or an HRU of the .rvh: the editing API renames it with them, and a
   * removal names the command (or, with cascade, removes it). `observed`: the place of an observation, an
   * HRU's ID when the command's `data_type` argument names a state variable, a subbasin's otherwise (as
   * Model.cpp looks it up).
   */
  readonly idOf?: 'subbasin' | 'HRU' | 'observed';
  /** For a subbasin argument of the .rvt: what Raven needs of the subbasin, and its WARNING when it lacks it. */
  readonly subbasinNeed?: SubbasinNeed;
  /** A store (state variable) of a process line: how Raven reads it and which stores it accepts. */
  readonly store?: StoreRead;
  /** How an algorithm reads the store instead (`store` otherwise). */
  readonly storeByAlgorithm?: Readonly<Record<string, StoreRead>>;
}

/**
 * What an .rvt command needs of the subbasin its argument names (ParseTimeSeriesFile): Raven writes `missingWarning`
 * (an id of grammar/ravenWarnings.ts) and drops the command when the model has no such subbasin, or when the
 * subbasin has no :Reservoir where `reservoir` says it needs one (`noReservoirWarning` where that differs).
 */
export interface SubbasinNeed {
  /** Named apart from NameRef's `warning`, which the subbasin-group rule collects from the whole catalogue. */
  readonly missingWarning: string;
  readonly reservoir?: true;
  readonly noReservoirWarning?: string;
  /** Raven warns before it reads the series: it then meets the series' first line as a command and stops. */
  readonly bodyUnread?: true;
}

/**
 * The stores a process moves water to: the `iTo` of its connections, as its constructor sets them (the
 * process classes of Raven 4.12.1, e.g. CmvInfiltration, CmvBaseflow). Each is a store name (`SURFACE_WATER`,
 * `SOIL[1]`) or `@arg`, the store the line names in that argument. Given only where read in Raven's sources.
 */
export interface MovesTo {
  readonly stores: readonly string[];
  /** Where an algorithm makes other connections. */
  readonly byAlgorithm?: Readonly<Record<string, readonly string[]>>;
}

/** The "no method" value Raven keeps for an option name it does not know (see `Arg.unknownKept`). */
export interface UnknownKept {
  /** What the kept value means, in words. */
  readonly value: string;
  /** Why the run then stops, when it does (a clause that follows the value). */
  readonly fails?: string;
}

/**
 * A name an argument refers to, defined by other commands, and Raven's verdict when the name is not defined
 * where it reads the command:
 * - error: it stops; warning: it writes a WARNING and skips the command (or writes nothing, with no message);
 * - silent: it looks the name up while it runs and says nothing when there is none.
 */
export interface NameRef {
  readonly kind: 'hruGroup' | 'subbasinGroup';
  readonly missing: 'error' | 'warning' | 'silent';
  /** Raven's message (none where it says nothing). */
  readonly message?: string;
  /** For `missing: 'warning'`: the WARNING Raven writes (an id of grammar/ravenWarnings.ts). */
  readonly warning?: string;
  /** Raven reads the name only from a line with at least this many arguments. */
  readonly minArgs?: number;
  /** Raven reads the name only from a line with exactly this many arguments. */
  readonly exactArgs?: number;
  /** Raven reads the name only when these arguments (by name) hold one of these values. */
  readonly when?: Readonly<Record<string, readonly string[]>>;
  /** For a variadic argument: the one word (by its position in the argument) that is the name; all by default. */
  readonly word?: number;
  /** Raven looks the name up once every file is read (at initialisation), so a definition anywhere will do. */
  readonly atInitialize?: true;
}

/**
 * How Raven 4.12.1 reads a store named on a process line (ParseInput.cpp, ParseMainInputFile, one case per
 * process) and which stores the process accepts (its constructor or Initialize):
 * - strict: StringToSVType(…, strict) and added to the model: a name Raven does not know stops it at once
 *   ("Unrecognized State Variable"); a soil layer beyond :SoilModel stops it after the .rvi;
 * - existing: looked up without being added (ParseSVTypeIndex): it should name a store the model already has;
 * - checked: only compared with the one store the process uses (FromToErrorCheck): any other name gets a
 *   WARNING ("only accepts a 'to' compartment type of …") and Raven uses its own store.
 * An argument without a reading is never read.
 */
export interface StoreRead {
  readonly read: 'strict' | 'existing' | 'checked';
  /** The store type FromToErrorCheck compares the argument with (a WARNING when it differs). */
  readonly expect?: string;
  /** The store types the process accepts; any other stops Raven. */
  readonly allowed?: readonly string[];
  /** Raven's message when the store is not one of `allowed`. */
  readonly refusal?: string;
  /**
   * For an `existing` read, what Raven does when the model has no such store: the process checks it and stops,
   * or takes the missing index (-1) without a check, and the solver then adds the water it moves to the memory
   * just before the HRU's state array: the run crashes ("double free or corruption") once water flows.
   */
  readonly missing?: 'stops' | 'corrupts';
  /** What Raven does with a name it does not know, where that is not stopping at once. */
  readonly unknown?: string;
  /** Types Raven's check lets through although the algorithm then reads soil properties they lack (it crashes). */
  readonly crashes?: readonly string[];
}

/**
 * What Raven 4.12.1 does with a value of an enumerated argument that it does not know:
 * - error: `ExitGracefully(…, BAD_DATA_WARN)`: an ERROR line, parsing goes on, the run stops before simulating
 *   (before `:SoilModel` in the .rvi the model does not exist yet: then it is only printed and the run goes on);
 * - fatal: `ExitGracefully(…, BAD_DATA)`: an ERROR line and the run stops at once;
 * - warning: `WriteWarning`: a WARNING line, the run goes on (without the command, or with `fallback`);
 * - ignored: nothing is said; Raven keeps `fallback` (or the previous value, or nothing happens).
 */
export type UnknownValue = 'error' | 'fatal' | 'warning' | 'ignored';

/** What closes a block. */
export type EndRule =
  /** One of these exact command names (Raven compares with strcmp). */
  | { readonly exact: readonly string[] }
  /** The first line whose command starts with `:End` (Raven compares only the first four characters). */
  | { readonly prefix: ':End' };

/** The data rows a block body may hold (lines whose first token does not start with `:`). */
export interface RowsSpec {
  /** Fixed columns; a variadic last column takes the rest of the row. */
  readonly columns?: readonly Arg[];
  /**
   * Header lines that name the columns: `attributes` (`:Attributes` then `:Units`; most tables skip them
   * because Raven fixes the column order, but in `:HRUStateVariableTable` the attributes name the state
   * variables) or `parameters` (`:Parameters` then `:Units`; the names give the columns).
   */
  readonly header?: 'attributes' | 'parameters';
  /** Every cell is a number: the body is decoded by the fast path into typed arrays. */
  readonly numeric?: true;
}

/**
 * A time-series body (Raven's CTimeSeries::Parse and relatives):
 * - regular: `yyyy-mm-dd hh:mm:ss tstep n` (or the Julian header `n day year tstep`) then n values over any
 *   number of lines; or a `:ReadFromNetCDF` block, `:AnnualCycle`, `:AnnualEvents`, `:AnnualPattern`,
 *   `:IrregularPattern`;
 * - multi: `yyyy-mm-dd hh:mm:ss tstep n`, then `:Parameters` and `:Units`, then n rows (`:MultiData`);
 * - irregular: rows of `yyyy-mm-dd hh:mm:ss value`, as many as the count argument says.
 */
export type SeriesKind = 'regular' | 'multi' | 'irregular';

/** The body of a block command. */
export interface BlockSpec {
  readonly end: EndRule;
  /**
   * A marker pair: the lines inside are ordinary commands of the file (`:Gauge`, `:HydrologicProcesses`,
   * `:IfModeEquals`); the start and end lines only set state.
   */
  readonly marker?: true;
  /** For a marker: the commands that belong inside; used to close a marker whose end line is missing. */
  readonly members?: readonly string[];
  /** Commands allowed only inside this block (nested keywords and nested blocks). */
  readonly children?: readonly CommandSpec[];
  /** Data rows allowed in the body. */
  readonly rows?: RowsSpec;
  /** The body is a time series. */
  readonly series?: SeriesKind;
  /**
   * Raven's loop for this block also stops at the end of the file, so a block left open there reads as if
   * closed (its tokenizer hands the last line over once more at the end, see open-table-at-end); every other
   * block loops until its end keyword and never ends at the end of a file.
   */
  readonly closedAtEof?: true;
  /** The WARNING Raven writes for a command it does not know inside this block (an id of grammar/ravenWarnings.ts). */
  readonly unknownChildWarning?: string;
}

/**
 * After the command line, values may continue on the following lines until a count is reached
 * (`:Qout n q1 … qn qLast` in `:BasinStateVariables`): `countArg` is the index of the count among the
 * arguments, and `extra` how many values follow besides the count's own.
 */
export interface Continuation {
  readonly countArg: number;
  readonly extra: number;
}

/** One command the engine reads. */
export interface CommandSpec {
  /** Canonical spelling, with the colon (`:SoilModel`). Names are case-sensitive. */
  readonly name: string;
  /** Other spellings the engine accepts for the same command. */
  readonly aliases?: readonly string[];
  /** Arguments on the command line, after the name. */
  readonly args?: readonly Arg[];
  /** Present when the command opens a block. */
  readonly block?: BlockSpec;
  /** Count-driven values that may continue on the following lines. */
  readonly continues?: Continuation;
  /** Dispatched by the engine but with no effect (no `case` body): it is treated as an unknown command. */
  readonly ignored?: true;
  /**
   * A reporting mode of the .rvi: whether Raven is in noisy mode after the line (`Options.noisy`), which makes
   * some parsers warn where they are otherwise silent (the .rvh's unknown commands).
   */
  readonly noisy?: boolean;
  /**
   * Each occurrence adds to the model (a group declared, a subbasin overridden) instead of replacing the value
   * an earlier one set: its typed model is a list with one item per line, even for a one-argument line.
   */
  readonly repeats?: true;
  /**
   * The line is read in the engine's math-expression mode (.rvm): comma is not a separator and operators are
   * split off, so the printers keep its text as written.
   */
  readonly mathExpression?: true;
  /** One line of documentation. */
  readonly doc?: string;
  /**
   * A command of the .rvi that acts on the model, which Raven builds at `:SoilModel`: before it, Raven prints
   * an error and skips the line (`skipped`: the run goes on without it), or hands it to the missing model
   * after the error (`crashes`).
   */
  readonly needsModel?: 'skipped' | 'crashes';
  /** The named things the command defines (each row's first word, or its first argument), which others name. */
  readonly defines?: Defined;
  /**
   * The rows give parameters of the classes of a kind, each row starting with a class name (or `[DEFAULT]`),
   * which Raven looks up among the classes read so far.
   */
  readonly classParameters?: ClassKind;
  /** For a process: the HRU types (soil profile names) its rates skip, where it moves no water. */
  readonly skipsProfiles?: readonly string[];
  /** For a process: the stores its connections move water to, which `:-->RedirectFlow` may name (see MovesTo). */
  readonly movesTo?: MovesTo;
  /**
   * A time series of the .rvt outside a gauge whose header Raven reads whatever the model does with it: an
   * observation (or its weights) of a subbasin or HRU, or an inflow into a subbasin.
   */
  readonly seriesRole?: 'observation' | 'inflow';
  /**
   * For a command nested in a block (or read inside one): the field of the block's typed model that holds
   * it (the spec's name).
   */
  readonly field?: string;
  /** The line names a Delft-FEWS NetCDF file Raven opens (see `FewsFile`). */
  readonly fewsFile?: FewsFile;
}

/**
 * A Delft-FEWS NetCDF file an .rvi line names (ParseInput.cpp; ParseFEWSRunInfo.cpp): what it is, the Raven
 * function that opens it (its ERROR line when it cannot: "<reader>: <command> command: Cannot find file …"),
 * and whether Raven opens it at each line (the run-info file) or only the one the last line names.
 */
export interface FewsFile {
  readonly what: string;
  readonly reader: string;
  readonly atEachLine?: true;
}

/** The kinds of named things commands define (in words, as messages name them). */
export type Defined =
  | 'soil class'
  | 'vegetation class'
  | 'land use class'
  | 'terrain class'
  | 'soil profile'
  | 'channel profile'
  | 'subbasin'
  | 'HRU';

/** The kinds of classes of the .rvp, as its parameter lists name them. */
export type ClassKind = 'soil' | 'vegetation' | 'landuse' | 'terrain';

/** What the class table of each kind defines. */
export const CLASS_DEFINED: Readonly<Record<ClassKind, Defined>> = {
  soil: 'soil class',
  vegetation: 'vegetation class',
  landuse: 'land use class',
  terrain: 'terrain class',
};

/** The comment rules of a file type (Raven decides on the first token of a line). */
export interface CommentRule {
  /** First tokens that are comments when they are exactly this text. */
  readonly exact: readonly string[];
  /** First tokens that are comments when they start with one of these characters. */
  readonly prefix: readonly string[];
}

/** The catalogue of one file type. */
export interface FileCatalogue {
  readonly fileType: FileType;
  /** Whole-line comment rule of this file type. */
  readonly comments: CommentRule;
  /** Top-level commands, as dispatched by the engine's parser for this file type. */
  readonly commands: readonly CommandSpec[];
  /** Number of names the engine dispatches (canonical names and aliases), as counted in the reference. */
  readonly dispatchedNames: number;
  /**
   * What Raven does with a line whose first token does not start with `:` (and is not a comment):
   * `error` (reported, parsing goes on, the run stops before simulating) or `fatal` (stops at once).
   */
  readonly strayLine: 'error' | 'fatal' | 'warning';
  /**
   * The WARNING Raven writes for a command of this file type it does not know ("IGNORING unrecognized command"),
   * an id of grammar/ravenWarnings.ts; absent where Raven passes over it without a word.
   */
  readonly unknownCommandWarning?: string;
  /**
   * The WARNING Raven writes for an unknown command of this file type only in noisy mode (`:NoisyMode`, the
   * last of the .rvi's reporting modes), where it otherwise passes over the command without a word.
   */
  readonly noisyUnknownCommandWarning?: string;
  /** How deep `:RedirectToFile` may nest from this file type (1: a redirected file may not redirect). */
  readonly redirectDepth: 1 | 2;
  /** The file whose directory anchors relative `:RedirectToFile` paths (a quirk: .rvi and .rvh use the .rvt). */
  readonly redirectAnchor: FileType;
}

/** A WARNING Raven can write to Raven_errors.txt (grammar/ravenWarnings.ts, generated from its sources). */
export interface RavenWarning {
  /** Stable id: the source file and the warning's rank among the file's warnings (`ParseInput#47`). */
  readonly id: string;
  /** The source file, line and function of the call. */
  readonly file: string;
  readonly line: number;
  readonly function: string;
  /** The command of the file parser the call is in, if any. */
  readonly command?: string;
  /** The message: its literal text as written, with `{…}` where Raven puts a value. */
  readonly message: string;
  /**
   * Raven writes the message from its N-th character on, N the line number (the C++ adds the line number to the
   * literal's pointer, `"… at line " + pp->GetLineNumber()`): "valid expression in …" at line 2, and an empty
   * message from the line past its length.
   */
  readonly shiftedByLine?: true;
  /** The C++ condition under which Raven writes it; absent where the call is reached unconditionally. */
  readonly when?: string;
}
