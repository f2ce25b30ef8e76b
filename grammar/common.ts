/**
 * Commands and pieces shared by several file types: file control (`:End`, `:RedirectToFile`,
 * `:IfModeEquals`), the ignored header commands, and the time-series body keywords.
 */
import type { Arg, CommandSpec, CommentRule, NameRef, UnknownValue } from './types.js';

/** Comment rule of the .rvi: first token exactly `*`, `%` or `#`, or starting with `#`. */
export const RVI_COMMENTS: CommentRule = { exact: ['*', '%', '#'], prefix: ['#'] };
/** Comment rule of .rvp .rvh .rvt .rvc .rve .rvm .rvl (`IsComment`): first token starting with `#` or `*`. */
export const COMMON_COMMENTS: CommentRule = { exact: [], prefix: ['#', '*'] };
/** Comment rule of the .rvg: first token exactly `*`, `%` or `#`. */
export const RVG_COMMENTS: CommentRule = { exact: ['*', '%', '#'], prefix: [] };

/** Shorthands for argument specs. */
export const int = (name: string, more: Partial<Arg> = {}): Arg => ({ name, type: 'int', ...more });
export const float = (name: string, more: Partial<Arg> = {}): Arg => ({ name, type: 'float', ...more });
export const word = (name: string, more: Partial<Arg> = {}): Arg => ({ name, type: 'word', ...more });
/** An integer argument that is a subbasin's ID (see `Arg.idOf`). */
export const sbIdArg = (name: string, more: Partial<Arg> = {}): Arg =>
  int(name, { idOf: 'subbasin', ...more });
/** An integer argument that is an HRU's ID (see `Arg.idOf`). */
export const hruIdArg = (name: string, more: Partial<Arg> = {}): Arg => int(name, { idOf: 'HRU', ...more });
/** An enumerated argument: its values, and what Raven does with any other value (read from its source). */
export const oneOf = (
  name: string,
  values: readonly string[],
  unknown: UnknownValue,
  more: Partial<Arg> = {},
): Arg => ({ name, type: 'enum', values, unknown, ...more });
/** HRU type tags (`StringToHRUType`, CommonFunctions.cpp; compared case-sensitively). */
export const HRU_TYPES: readonly string[] = [
  'STANDARD',
  'GLACIER',
  'LAKE',
  'WATER',
  'ROCK',
  'PAVEMENT',
  'WETLAND',
  'MASKED_GLACIER',
];

/** Parameter class words (`:TransientParameter`, `:ParameterDistributions`, `:UpdateParameter`). */
export const CLASS_TYPES: readonly string[] = [
  'SOIL',
  'VEGETATION',
  'LANDUSE',
  'TERRAIN',
  'GLOBALS',
  'SUBBASIN',
  'GAUGE',
];

/** Diagnostic names (`StringToDiagnostic`, Diagnostics.cpp; compared case-sensitively). */
export const DIAGNOSTICS: readonly string[] = [
  'NASH_SUTCLIFFE',
  'DAILY_NSE',
  'RMSE',
  'PCT_BIAS',
  'ABS_PCT_BIAS',
  'ABSERR',
  'ABSERR_RUN',
  'ABSMAX',
  'PDIFF',
  'PCT_PDIFF',
  'ABS_PCT_PDIFF',
  'TMVOL',
  'RCOEF',
  'NSC',
  'RSR',
  'R2',
  'LOG_NASH',
  'KLING_GUPTA',
  'KGE_PRIME',
  'DAILY_KGE',
  'NASH_SUTCLIFFE_DER',
  'RMSE_DER',
  'KLING_GUPTA_DER',
  'KLING_GUPTA_DEVIATION',
  'MBF',
  'R4MS4E',
  'RTRMSE',
  'RABSERR',
  'PERSINDEX',
  'NSE4',
  'YEARS_OF_RECORD',
  'SPEARMAN',
  'NASH_SUTCLIFFE_RUN',
  'FUZZY_NASH',
];

/** An HRU group named by an argument, with Raven's verdict when it is not defined there (see `NameRef`). */
export const hruGroupRef = (
  missing: NameRef['missing'],
  message?: string,
  more: Partial<NameRef> = {},
): NameRef => ({
  kind: 'hruGroup',
  missing,
  ...(message !== undefined && { message }),
  ...more,
});
/** A subbasin group named by an argument (see `NameRef`). */
export const subbasinGroupRef = (
  missing: NameRef['missing'],
  message?: string,
  more: Partial<NameRef> = {},
): NameRef => ({ kind: 'subbasinGroup', missing, ...(message !== undefined && { message }), ...more });
export const optional = <T extends Arg>(arg: T): Arg => ({ ...arg, optional: true });
export const variadic = <T extends Arg>(arg: T): Arg => ({ ...arg, variadic: true });

/** `:End`: the engine stops reading the file here; the rest is ignored. */
export const END: CommandSpec = {
  name: ':End',
  doc: 'Stops reading the file; everything after it is ignored.',
};

/** `:RedirectToFile path`: reads another file in place of this line (path tokens joined by single spaces). */
export const REDIRECT_TO_FILE: CommandSpec = {
  name: ':RedirectToFile',
  args: [{ name: 'filename', type: 'path', variadic: true }],
  doc: 'Reads the named file here, then goes on with this one.',
};

/** `:EndIfModeEquals` outside a skipped `:IfModeEquals` block: treated as a comment by the engine. */
export const END_IF_MODE_EQUALS: CommandSpec = {
  name: ':EndIfModeEquals',
  doc: 'Closes an :IfModeEquals block.',
};

/** `:IfModeEquals m1 {m2 …}` … `:EndIfModeEquals`: lines inside are read only when the run mode matches. */
export const IF_MODE_EQUALS: CommandSpec = {
  name: ':IfModeEquals',
  args: [variadic(word('modes'))],
  block: { end: { exact: [':EndIfModeEquals'] }, marker: true },
  doc: 'Reads the enclosed lines only when the first character of one argument equals the run mode.',
};

/** The file-control commands every file type except .rvl dispatches. */
export const FILE_CONTROL: readonly CommandSpec[] = [
  END,
  IF_MODE_EQUALS,
  END_IF_MODE_EQUALS,
  REDIRECT_TO_FILE,
];

const header = (name: string): CommandSpec => ({
  name,
  args: [optional(variadic(word('text')))],
  doc: 'File metadata; accepted and ignored by the engine.',
});

/** Metadata commands accepted and ignored in every file type but .rvl (not counted as dispatched names). */
export const HEADER_COMMANDS: readonly CommandSpec[] = [
  header(':FileType'),
  header(':Application'),
  header(':Version'),
  header(':WrittenBy'),
  header(':CreationDate'),
  header(':SourceFile'),
];

/** `:Name`, also accepted and ignored in the .rvi and .rvg. */
export const NAME_HEADER: CommandSpec = header(':Name');

/** `:ReadFromNetCDF` … `:EndReadFromNetCDF`: a time series read from a NetCDF file. */
export const READ_FROM_NETCDF: CommandSpec = {
  name: ':ReadFromNetCDF',
  block: {
    end: { exact: [':EndReadFromNetCDF'] },
    children: [
      { name: ':FileNameNC', args: [{ name: 'file_name_nc', type: 'path' }] },
      { name: ':VarNameNC', args: [word('var_name_nc')] },
      { name: ':DimNamesNC', args: [variadic(word('dim_names_nc'))] },
      { name: ':StationIdx', args: [word('station_idx')] },
      { name: ':TimeShift', args: [float('time_shift')] },
      { name: ':LinearTransform', args: [float('scale'), float('offset')] },
      { name: ':PeriodEndingNC' },
      // Raven skips every other line up to :EndReadFromNetCDF; the reference library writes these four here.
      ...[':Deaccumulate', ':LatitudeVarNameNC', ':LongitudeVarNameNC', ':ElevationVarNameNC'].map(
        (name): CommandSpec => ({ name, args: [variadic(word('value'))], ignored: true }),
      ),
    ],
  },
  doc: 'Reads the time series from a NetCDF file instead of from the lines that follow.',
};

const monthly = (name: string): CommandSpec => ({
  name,
  args: [variadic(float('values'))],
  doc: 'Twelve monthly values (January to December) repeated every year.',
});

/** The alternative bodies of a regular time series (`CTimeSeries::Parse`), besides header and values. */
export const SERIES_BODY_COMMANDS: readonly CommandSpec[] = [
  READ_FROM_NETCDF,
  monthly(':AnnualCycle'),
  monthly(':AnnualCycleStep'),
  {
    name: ':AnnualEvents',
    block: {
      end: { exact: [':EndAnnualEvents'] },
      rows: { columns: [word('month_day'), float('value')] },
    },
    doc: 'Values on given days of every year (mm-dd value).',
  },
  {
    name: ':AnnualPattern',
    // CTimeSeries::Parse (TimeSeries.cpp) tests the two words without an else: anything else interpolates.
    args: [optional(oneOf('method', ['INTERPOLATE', 'STEP'], 'ignored', { fallback: 'INTERPOLATE' }))],
    block: {
      end: { exact: [':EndAnnualPattern'] },
      rows: { columns: [word('month_day'), float('value')] },
    },
    doc: 'A yearly pattern of values, interpolated or stepped (at most 365 rows).',
  },
  {
    name: ':IrregularPattern',
    args: [oneOf('method', ['INTERPOLATE', 'STEP'], 'ignored', { fallback: 'INTERPOLATE' }), int('count')],
    block: {
      end: { exact: [':EndIrregularPattern'] },
      rows: { columns: [{ name: 'date', type: 'date' }, float('value')] },
    },
    doc: 'Values at irregular dates, interpolated or stepped.',
  },
];

/** Builds a regular time-series block command (`:Data`, `:ObservationData`, `:BasinInflowHydrograph` …). */
export function series(name: string, args: readonly Arg[], doc: string): CommandSpec {
  return {
    name,
    args,
    block: {
      end: { prefix: ':End' },
      series: 'regular',
      children: SERIES_BODY_COMMANDS,
      rows: { numeric: true },
    },
    doc,
  };
}

/** The header lines of a table whose columns are named by `:Attributes` or `:Parameters`, then `:Units`. */
export const TABLE_HEADER_LINES: Readonly<Record<'attributes' | 'parameters', readonly CommandSpec[]>> = {
  attributes: [
    { name: ':Attributes', args: [variadic(word('names'))], doc: 'Names the columns of the table.' },
    { name: ':Units', args: [optional(variadic(word('units')))], doc: 'Units of the columns.' },
  ],
  parameters: [
    {
      name: ':Parameters',
      args: [variadic(word('names'))],
      doc: 'Names the parameter columns of the table.',
    },
    { name: ':Units', args: [optional(variadic(word('units')))], doc: 'Units of the parameter columns.' },
  ],
};
