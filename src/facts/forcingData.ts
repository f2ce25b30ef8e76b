/**
 * The forcing data of a model as Raven loads it: each gauge's series (from `:Data`, `:MultiData`,
 * `:EnsimTimeSeries` .tb0 files and `:ReadFromNetCDF` blocks), each `:GriddedForcing`/`:StationForcing` grid,
 * with their start, step and number of values as Raven reads them, and the problems Raven stops on while
 * reading them (bad dates and steps, missing files, names a NetCDF file lacks, time axes Raven refuses).
 * Data files are read through the check host: headers and time axes only, values only when asked for.
 * Built once per model and host.
 */
import { commandName, type Command } from '../ast/nodes.js';
import { correctForRelativePath } from '../project/ravenPath.js';
import type { CheckHost, NetcdfValues } from '../project/host.js';
import { argToken, joinedArgs, nameToken } from './args.js';
import { readEnsimTable } from './ensimFile.js';
import type { ModelFacts } from './facts.js';
import { forcingOf } from './forcingTypes.js';
import { ravenNetcdfTime } from './netcdfTime.js';
import { addTime, atof, clockDays, looksLikeClock, type RavenCalendar, type RavenTime } from './ravenTime.js';
import type { CommandRef } from './readingOrder.js';
import type { ForcingGridFacts, GaugeFacts } from './rvtFacts.js';
import { seriesHeader } from './seriesHeader.js';
import { simulationOf } from './simulation.js';
import type { Token } from './site.js';
import { numberAt } from '../parser/numbers.js';
import { scanRows, type RowTable } from '../parser/rows.js';
import { oncePerModelAnd } from './memo.js';

/** How a series came to Raven. */
export type SeriesSource = 'data' | 'multidata' | 'ensim' | 'netcdf' | 'grid';

/** One forcing series (or forcing grid, observed or inflow series) as Raven has it. */
export interface ForcingSeries {
  readonly source: SeriesSource;
  /** What Raven uses it for: a gauge's or grid's forcing, an observation (never checked against the
   * simulation period), a subbasin inflow (checked like a forcing). */
  readonly role: 'forcing' | 'observation' | 'inflow';
  /** The gauge it belongs to (undefined for a grid). */
  readonly gauge?: GaugeFacts;
  readonly grid?: ForcingGridFacts;
  /** The forcing it supplies (undefined when Raven does not know the name). */
  readonly forcing?: string;
  /** The forcing name as written. */
  readonly written: string;
  /** Its column in a :MultiData block or a .tb0 file. */
  readonly column?: number;
  /** The command that brought it. */
  readonly ref: CommandRef;
  /** Where a problem with its period is reported: the header's first word, the file name, the variable. */
  readonly at: Token;
  /** The file it is read from, as Raven names it (for .tb0 and NetCDF series). */
  readonly file?: string;
  /** Start, step (days) and number of values, when Raven reads them without stopping. */
  readonly start?: RavenTime;
  readonly interval?: number;
  readonly count?: number;
  /** Its values (RV and .tb0 series, and observed series read from NetCDF; other NetCDF values are not read). */
  values?(): SeriesValues;
}

/** The values of a series, read one at a time (a long series is never decoded whole), and where each is. */
export interface SeriesValues {
  readonly length: number;
  /** Value i as Raven reads it. */
  value(i: number): number;
  /** Values `from` to `to` (both included, within the series) as Raven reads them: a view, never written to. */
  range(from: number, to: number): Float64Array;
  /** The token of value i (RV series), or the line of its row in the data file (.tb0 series). */
  where(i: number): { readonly token?: Token; readonly line?: number };
}

/** A problem Raven stops on while reading forcing data. */
export interface DataProblem {
  readonly kind: 'date' | 'interval' | 'file' | 'netcdf-name' | 'netcdf-time' | 'forcing-name';
  readonly at: Token;
  readonly message: string;
  /** When Raven only warns. */
  readonly severity?: 'warning';
  /** The WARNING Raven writes for it (an id of grammar/ravenWarnings.ts), when it only warns. */
  readonly ravenWarning?: string;
}

/** The forcing data of a model. */
export interface ForcingData {
  /** Every series and grid of the gauges and grids in reading order, then observations and inflows. */
  readonly series: readonly ForcingSeries[];
  /** The series Raven keeps for each gauge: the last one of each forcing. */
  readonly byGauge: ReadonlyMap<GaugeFacts, readonly ForcingSeries[]>;
  readonly problems: readonly DataProblem[];
}

/** The forcing data of a model, read through a host (once per model and host). */
export const forcingDataOf: (model: ModelFacts, host: CheckHost) => Promise<ForcingData> =
  oncePerModelAnd(readForcingData);

async function readForcingData(model: ModelFacts, host: CheckHost): Promise<ForcingData> {
  const calendar = simulationOf(model).calendar;
  const anchor = model.project.files.find((f) => f.fileType === 'rvt' && !f.redirect)?.ravenName ?? '';
  const reader = { model, host, calendar, anchor, problems: [] as DataProblem[] };
  const series: ForcingSeries[] = [];
  const rvt = model.rvt;
  // Members in reading order, whichever gauge or grid they belong to.
  const members: { ref: CommandRef; name: string; gauge?: GaugeFacts; grid?: ForcingGridFacts }[] = [];
  for (const gauge of rvt.gauges) for (const m of gauge.members) members.push({ ...m, gauge });
  for (const grid of rvt.grids) members.push({ ref: grid.ref, name: commandName(grid.ref.command), grid });
  members.sort((a, b) => a.ref.index - b.ref.index);
  for (const m of members) {
    if (m.gauge && m.name === ':Data') series.push(...(await dataSeries(reader, m.ref, m.gauge)));
    else if (m.gauge && m.name === ':MultiData') series.push(...multiSeries(reader, m.ref, m.gauge));
    else if (m.gauge && m.name === ':EnsimTimeSeries')
      series.push(...(await ensimSeries(reader, m.ref, m.gauge)));
    else if (m.grid) {
      const g = await gridSeries(reader, m.grid);
      if (g) series.push(g);
    }
  }
  for (const ref of rvt.commands) {
    // The series outside gauges whose headers Raven reads unconditionally.
    const role = ref.command.spec?.seriesRole;
    if (role) {
      const s = await otherSeries(reader, ref, role);
      if (s) series.push(s);
    }
  }
  const byGauge = new Map<GaugeFacts, ForcingSeries[]>();
  for (const gauge of rvt.gauges) {
    const kept = new Map<string, ForcingSeries>();
    for (const s of series) if (s.gauge === gauge && s.forcing) kept.set(s.forcing, s);
    byGauge.set(gauge, [...kept.values()]);
  }
  return { series, byGauge, problems: reader.problems };
}

interface Reader {
  readonly model: ModelFacts;
  readonly host: CheckHost;
  readonly calendar: RavenCalendar;
  /** The base .rvt as Raven names it: data file names are resolved against it. */
  readonly anchor: string;
  readonly problems: DataProblem[];
}

function forcingName(reader: Reader, token: Token): string | undefined {
  const forcing = forcingOf(token.text);
  if (!forcing) {
    reader.problems.push({
      kind: 'forcing-name',
      at: token,
      message: `'${token.text}' is not a forcing Raven knows`,
    });
  }
  return forcing;
}

/** An observed or inflow series: its header (or NetCDF source) read as a gauge's series is. */
async function otherSeries(
  reader: Reader,
  ref: CommandRef,
  role: ForcingSeries['role'],
): Promise<ForcingSeries | undefined> {
  const label = argToken(ref, 0) ?? nameToken(ref);
  const netcdf = childBlock(ref.command, ':ReadFromNetCDF');
  if (netcdf) return netcdfSeries(reader, ref, netcdf, undefined, label, undefined, role);
  const header = seriesHeader(ref, reader.calendar);
  if (!header) return undefined;
  reader.problems.push(...header.problems);
  return {
    source: 'data',
    role,
    written: `${nameToken(ref).text} ${label.text}`,
    ref,
    at: header.tokens[0] ?? label,
    start: header.start,
    interval: header.interval,
    count: header.count,
    values: once(() => valuesOf(ref, 0, 1)),
  };
}

async function dataSeries(reader: Reader, ref: CommandRef, gauge: GaugeFacts): Promise<ForcingSeries[]> {
  const name = argToken(ref, 0);
  if (!name) return [];
  const forcing = forcingName(reader, name);
  const netcdf = childBlock(ref.command, ':ReadFromNetCDF');
  if (netcdf) {
    const s = await netcdfSeries(reader, ref, netcdf, gauge, name, forcing);
    return s ? [s] : [];
  }
  const header = seriesHeader(ref, reader.calendar);
  // A series given as :AnnualCycle, :IrregularPattern … has no header: Raven makes it cover the period.
  if (!header)
    return [{ source: 'data', role: 'forcing', gauge, forcing, written: name.text, ref, at: name }];
  reader.problems.push(...header.problems);
  const at = header.tokens[0] ?? name;
  return [
    {
      source: 'data',
      role: 'forcing',
      gauge,
      forcing,
      written: name.text,
      ref,
      at,
      start: header.start,
      interval: header.interval,
      count: header.count,
      values: once(() => valuesOf(ref, 0, 1)),
    },
  ];
}

function multiSeries(reader: Reader, ref: CommandRef, gauge: GaugeFacts): ForcingSeries[] {
  const header = seriesHeader(ref, reader.calendar);
  const params = childBlock(ref.command, ':Parameters');
  if (!header || !params) return [];
  reader.problems.push(...header.problems);
  const names = params.line.words
    .slice(1)
    .map((w) => ({ text: w.text, site: { file: ref.file, offset: w.offset, length: w.text.length } }));
  return names.map((name, column) => ({
    source: 'multidata' as const,
    role: 'forcing' as const,
    gauge,
    forcing: forcingName(reader, name),
    written: name.text,
    column,
    ref,
    at: header.tokens[0] ?? name,
    start: header.start,
    interval: header.interval,
    count: header.count,
    values: once(() => valuesOf(ref, column, names.length)),
  }));
}

async function ensimSeries(reader: Reader, ref: CommandRef, gauge: GaugeFacts): Promise<ForcingSeries[]> {
  const fileToken = joinedArgs(ref);
  if (!fileToken) return [];
  const file = correctForRelativePath(fileToken.text, reader.anchor);
  const text = await reader.host.readText(file);
  if (text === undefined) {
    if (reader.host.exists(file) === false) {
      reader.problems.push({
        kind: 'file',
        at: fileToken,
        message: `the .tb0 file '${fileToken.text}' does not exist`,
      });
    }
    return [];
  }
  const table = readEnsimTable(text, reader.calendar);
  for (const p of table.problems) {
    const kind = p.kind === 'format' ? 'file' : p.kind;
    reader.problems.push({ kind, at: fileToken, message: `${fileToken.text} line ${p.line}: ${p.message}` });
  }
  if (table.problems.some((p) => p.kind === 'format')) return [];
  return table.columns.map((c, column) => ({
    source: 'ensim' as const,
    role: 'forcing' as const,
    gauge,
    forcing: c.forcing,
    written: c.name,
    column,
    ref,
    at: fileToken,
    file,
    start: table.problems.some((p) => p.kind === 'date') ? undefined : table.start,
    interval: table.problems.some((p) => p.kind === 'interval') ? undefined : table.interval,
    count: table.count,
    values: () => {
      const v = table.values(column);
      return {
        length: v.length,
        value: (i: number) => v[i],
        range: (from: number, to: number) => Float64Array.from(v.slice(from, to + 1)),
        where: (i: number) => ({ line: table.lines[i] }),
      };
    },
  }));
}

/** The lines of a `:ReadFromNetCDF` block or a forcing grid that say where the data are. */
interface NetcdfSource {
  readonly file?: Token;
  readonly variable?: Token;
  /** The time dimension's token, and the station dimension's when given. */
  readonly time?: Token;
  readonly station?: Token;
  readonly dims: readonly Token[];
  readonly timeShift: number;
  readonly periodEnding: boolean;
}

async function netcdfSeries(
  reader: Reader,
  ref: CommandRef,
  block: Command,
  gauge: GaugeFacts | undefined,
  name: Token,
  forcing: string | undefined,
  role: ForcingSeries['role'] = 'forcing',
): Promise<ForcingSeries | undefined> {
  const src: {
    file?: Token;
    variable?: Token;
    dims: Token[];
    timeShift: number;
    periodEnding: boolean;
    station?: string;
    linear?: readonly [number, number];
  } = {
    dims: [],
    timeShift: 0,
    periodEnding: false,
  };
  for (const item of block.body ?? []) {
    if (item.kind !== 'command') continue;
    const child = { ...ref, command: item };
    const word = commandName(item);
    // Raven takes the first word only: a file name with spaces is cut there.
    if (word === ':FileNameNC') src.file = argToken(child, 0);
    else if (word === ':VarNameNC') src.variable = argToken(child, 0);
    else if (word === ':DimNamesNC') src.dims = item.line.words.slice(1).map((w) => tokenOf(ref, w));
    else if (word === ':TimeShift') src.timeShift = atof(argToken(child, 0)?.text ?? '');
    else if (word === ':PeriodEndingNC') src.periodEnding = true;
    else if (word === ':StationIdx') src.station = argToken(child, 0)?.text;
    else if (word === ':LinearTransform') {
      const [a, b] = [0, 1].map((i) => atof(argToken(child, i)?.text ?? ''));
      src.linear = [a, b];
    }
  }
  const dims = src.dims;
  const source: NetcdfSource = {
    ...src,
    time: dims.length === 1 ? dims[0] : dims[1],
    station: dims.length >= 2 ? dims[0] : undefined,
  };
  const label = `the :ReadFromNetCDF block of ${nameToken(ref).text} ${name.text}`;
  const time = await netcdfPeriod(reader, source, nameToken(ref), label, 'series');
  // An observed series' values decide whether a metric can be computed: read them (forcing values are not).
  let values: (() => SeriesValues) | undefined;
  if (!gauge && role === 'observation' && time?.period && source.variable && reader.host.netcdfValues) {
    const read = await reader.host.netcdfValues(time.file, source.variable.text);
    const station = source.station && (src.station === undefined ? 0 : atof(src.station));
    if (read) values = netcdfValues(read, time.period.count, source, station, src.linear);
  }
  return {
    source: 'netcdf',
    role: gauge ? 'forcing' : role,
    gauge,
    forcing,
    written: name.text,
    ref,
    // The data come from the file the block names: problems with their period point at its name.
    at: source.file ?? source.variable ?? name,
    file: time?.file,
    ...time?.period,
    values,
  };
}

/**
 * The values of a NetCDF series as CTimeSeries::ReadTimeSeriesFromNetCDF makes them: the station's column of
 * a (station, time) or (time, station) variable, or the whole of a (time) one; a value other than the fill and
 * missing values (-9999 when absent) unpacked by scale and offset, then tested against them again, then
 * transformed by `:LinearTransform`; the others blank. Undefined where Raven would not read it so.
 */
function netcdfValues(
  read: NetcdfValues,
  count: number,
  source: NetcdfSource,
  station: number | undefined,
  linear: readonly [number, number] = [1, 0],
): (() => SeriesValues) | undefined {
  const { data, dims } = read;
  let at: (i: number) => number;
  if (!source.station) {
    if (dims.length !== 1 || data.length !== count) return undefined;
    at = (i) => i;
  } else {
    const stations = data.length / count;
    if (dims.length !== 2 || !Number.isInteger(station) || station! < 1 || station! > stations)
      return undefined;
    const k = station! - 1;
    at =
      dims[0] === source.station.text && dims[1] === source.time?.text
        ? (i) => k * count + i
        : (i) => i * stations + k;
  }
  const fill = read.fillValue ?? NETCDF_BLANK;
  const missing = read.missingValue ?? NETCDF_BLANK;
  const [scale, offset] = [read.scaleFactor ?? 1, read.addOffset ?? 0];
  const [a, b] = linear;
  const value = (i: number): number => {
    if (i < 0 || i >= count) return Number.NaN;
    let x = data[at(i)];
    if (x !== fill && x !== missing) x = x * scale + offset;
    return x !== fill && x !== missing ? a * x + b : BLANK;
  };
  const range = (from: number, to: number) =>
    Float64Array.from({ length: to - from + 1 }, (_, k) => value(from + k));
  return () => ({ length: count, value, range, where: () => ({}) });
}

/** Raven's NETCDF_BLANK_VALUE: the fill and missing values of a NetCDF variable without those attributes. */
const NETCDF_BLANK = -9999;

async function gridSeries(reader: Reader, grid: ForcingGridFacts): Promise<ForcingSeries | undefined> {
  let forcingToken: Token | undefined;
  let file: Token | undefined;
  let variable: Token | undefined;
  let dims: Token[] = [];
  let timeShift = 0;
  let periodEnding = false;
  for (const m of grid.members) {
    if (m.name === ':ForcingType') forcingToken = argToken(m.ref, 0);
    else if (m.name === ':FileNameNC') file = joinedArgs(m.ref);
    else if (m.name === ':VarNameNC') variable = argToken(m.ref, 0);
    else if (m.name === ':DimNamesNC') dims = m.ref.command.line.words.slice(1).map((w) => tokenOf(m.ref, w));
    else if (m.name === ':TimeShift') {
      const t = argToken(m.ref, 0)?.text ?? '';
      if (looksLikeClock(t)) {
        const c = clockDays(t, reader.calendar);
        timeShift = c.ok ? c.value : 0;
      } else timeShift = atof(t);
    } else if (m.name === ':PeriodEndingNC') periodEnding = true;
  }
  const gridded = grid.kind === 'gridded';
  const source: NetcdfSource = {
    file,
    variable,
    dims,
    time: gridded ? dims[2] : dims[1],
    timeShift,
    periodEnding,
  };
  const forcing = forcingToken ? forcingName(reader, forcingToken) : undefined;
  const label = `${nameToken(grid.ref).text} ${forcingToken?.text ?? ''}`.trimEnd();
  const time = await netcdfPeriod(reader, source, nameToken(grid.ref), label, gridded ? 'grid' : 'stations');
  return {
    source: 'grid',
    role: 'forcing',
    grid,
    forcing,
    written: forcingToken?.text ?? '',
    ref: grid.ref,
    at: file ?? variable ?? nameToken(grid.ref),
    file: time?.file,
    ...time?.period,
  };
}

/** Reads the names and time axis of a NetCDF source as Raven does; problems go to the reader. */
async function netcdfPeriod(
  reader: Reader,
  src: NetcdfSource,
  command: Token,
  label: string,
  shape: 'series' | 'grid' | 'stations',
): Promise<{ file: string; period?: { start: RavenTime; interval?: number; count: number } } | undefined> {
  if (!src.file || !src.variable || !src.time) {
    const missing = !src.file ? ':FileNameNC' : !src.variable ? ':VarNameNC' : ':DimNamesNC';
    reader.problems.push({ kind: 'netcdf-name', at: command, message: `${label} has no ${missing}` });
    return undefined;
  }
  const file = correctForRelativePath(src.file.text, reader.anchor);
  const { host } = reader;
  if (!host.netcdfNames || !host.netcdfTime) return { file };
  // The time axis first: a host may answer the names from the same read of the file.
  const axis = await host.netcdfTime(file, src.time.text);
  const names = await host.netcdfNames(file);
  if (!names) {
    if (host.exists(file) === false) {
      reader.problems.push({
        kind: 'file',
        at: src.file,
        message: `the NetCDF file '${src.file.text}' does not exist`,
      });
    }
    return { file };
  }
  const missing = (kind: string, token: Token) =>
    reader.problems.push({
      kind: 'netcdf-name',
      at: token,
      message: `${src.file!.text} has no ${kind} '${token.text}'`,
    });
  let ok = true;
  if (!names.variables.includes(src.variable.text)) {
    missing('variable', src.variable);
    ok = false;
  }
  const wanted = shape === 'series' ? (src.station ? [src.station, src.time] : [src.time]) : src.dims;
  for (const d of wanted) {
    if (!names.dimensions.includes(d.text)) {
      missing('dimension', d);
      ok = false;
    }
  }
  if (ok && !names.variables.includes(src.time.text)) {
    // Raven reads the time values from the variable named after the time dimension.
    missing('time variable', src.time);
    ok = false;
  }
  if (!ok || !axis) return { file };
  const read = ravenNetcdfTime(axis, reader.calendar);
  if (!read.ok) {
    // The fault is in the file the line names: point at the name.
    reader.problems.push({ kind: 'netcdf-time', at: src.file, message: `${src.file.text}: ${read.problem}` });
    return { file };
  }
  const { interval, count, calendar } = read.value;
  // Raven warns when a file's calendar differs from the model's (GREGORIAN files in a PROLEPTIC model excepted).
  const fileCalendar = axis.calendar !== undefined ? calendar : undefined;
  const same =
    fileCalendar === reader.calendar ||
    (fileCalendar === 'GREGORIAN' && reader.calendar === 'PROLEPTIC_GREGORIAN');
  if (fileCalendar && !same) {
    reader.problems.push({
      kind: 'netcdf-time',
      at: src.file,
      message: `${src.file.text} keeps its dates in the ${fileCalendar} calendar, the model in ${reader.calendar}: Raven warns "[Critical]: NetCDF file ${file} does not use same calendar as the simulation. Use the :Calendar command to ensure consistency"`,
      severity: 'warning',
      ravenWarning: 'NetCDFReading#1',
    });
  }
  let start = read.value.start;
  const step = interval ?? 0;
  // Period-ending stamps mark the end of each step; a time shift is applied to daily data only in whole days.
  if (src.periodEnding) start = addTime(start, -step, calendar);
  if (src.timeShift !== 0 && (step < 1 || Math.ceil(src.timeShift) === src.timeShift)) {
    start = addTime(start, src.timeShift, calendar);
  }
  return { file, period: { start, interval, count } };
}

function tokenOf(ref: CommandRef, w: { text: string; offset: number }): Token {
  return { text: w.text, site: { file: ref.file, offset: w.offset, length: w.text.length } };
}

/** The first child block or line of a command with that name. */
function childBlock(command: Command, name: string): Command | undefined {
  for (const item of command.body ?? []) {
    if (item.kind === 'command' && commandName(item) === name) return item;
  }
  return undefined;
}

/** A run of consecutive value fields in one row table. */
interface Segment {
  readonly item: { readonly start: number };
  readonly table: RowTable;
  /** Index of the first value of the run among the series' values. */
  readonly base: number;
  /** Rows of the run (for a column of a multi-column block) or the first field (for a one-column series). */
  readonly from: number;
  readonly count: number;
}

/**
 * The values of one column of a series body after its header line (every field in turn when `columns` is 1),
 * located in the row tables once and decoded one at a time on demand: a 20,000-row series costs nothing until
 * a rule reads the days it simulates.
 */
function valuesOf(ref: CommandRef, column: number, columns: number): SeriesValues {
  const segments: Segment[] = [];
  let length = 0;
  let header = true;
  for (const item of ref.command.body ?? []) {
    if (item.kind !== 'rows') continue;
    const table = scanRows(item);
    let r = 0;
    if (header) {
      while (r < table.rowCount && table.firstField[r] === table.firstField[r + 1]) r++;
      if (r >= table.rowCount) continue;
      header = false;
      r++;
    }
    if (r >= table.rowCount) continue;
    if (columns === 1) {
      const from = table.firstField[r];
      const count = table.firstField[table.rowCount] - from;
      segments.push({ item, table, base: length, from, count });
      length += count;
    } else {
      segments.push({ item, table, base: length, from: r, count: table.rowCount - r });
      length += table.rowCount - r;
    }
  }
  // Rules read values in order: the segment of the last read is tried first, and no object is made per value.
  let seg: Segment | undefined = segments[0];
  /** The field index of value i (its segment left in `seg`), or -1. */
  const field = (i: number): number => {
    if (!seg || i < seg.base || i >= seg.base + seg.count) {
      seg = segments.find((s) => i >= s.base && i < s.base + s.count);
      if (!seg) return -1;
    }
    if (columns === 1) return seg.from + (i - seg.base);
    const row = seg.from + (i - seg.base);
    const f = seg.table.firstField[row] + column;
    return f < seg.table.firstField[row + 1] ? f : -1;
  };
  // Each value is decoded once: resampling reads a value once per model step it covers (a 6-hourly series at
  // an hourly step, six times), and several rules read the same series.
  const decoded = new Float64Array(length);
  const known = new Uint8Array(length);
  // The stretch decoded whole by `range` (every rule reading the simulated period asks for the same one): a
  // read inside it is answered without a test per value.
  let wholeFrom = 0;
  let wholeTo = -1;
  const decode = (i: number): number => {
    const f = field(i);
    if (f < 0) return Number.NaN;
    const table = seg!.table;
    return fieldValue(table.text, table.fieldStart[f], table.fieldEnd[f], columns === 1);
  };
  return {
    length,
    value: (i) => {
      if (i < 0 || i >= length) return decode(i);
      if (known[i] === 0) {
        decoded[i] = decode(i);
        known[i] = 1;
      }
      return decoded[i];
    },
    range: (from, to) => {
      if (from < wholeFrom || to > wholeTo) {
        for (const sg of segments) {
          const lo = Math.max(from, sg.base);
          const hi = Math.min(to, sg.base + sg.count - 1);
          if (lo <= hi) decodeStretch(sg, lo, hi, column, columns, decoded, known);
        }
        // Kept as one stretch when the two touch, else the longer.
        if (from <= wholeTo + 1 && to >= wholeFrom - 1) {
          wholeFrom = Math.min(from, wholeFrom);
          wholeTo = Math.max(to, wholeTo);
        } else if (to - from > wholeTo - wholeFrom) {
          wholeFrom = from;
          wholeTo = to;
        }
      }
      return decoded.subarray(from, to + 1);
    },
    where: (i) => {
      const f = field(i);
      if (f < 0) return {};
      const { fieldStart, fieldEnd, text } = seg!.table;
      const start = fieldStart[f];
      const site = { file: ref.file, offset: seg!.item.start + start, length: fieldEnd[f] - start };
      return { token: { text: text.slice(start, fieldEnd[f]), site } };
    },
  };
}

/** The value of field `[start, end)` as Raven reads it: in a one-column :Data series the word NaN is blank. */
function fieldValue(text: string, start: number, end: number, data: boolean): number {
  if (data && end - start === 3 && text.startsWith('NaN', start)) return BLANK;
  return numberAt(text, start, end);
}

/**
 * Decodes values `lo` to `hi` (within segment `sg`) of a series into `decoded`, skipping those already known:
 * one loop over the segment's fields, no call per value but the decoding's.
 */
function decodeStretch(
  sg: Segment,
  lo: number,
  hi: number,
  column: number,
  columns: number,
  decoded: Float64Array,
  known: Uint8Array,
): void {
  const { text, fieldStart, fieldEnd, firstField } = sg.table;
  for (let i = lo; i <= hi; i++) {
    if (known[i] !== 0) continue;
    let f: number;
    if (columns === 1) f = sg.from + (i - sg.base);
    else {
      const row = sg.from + (i - sg.base);
      f = firstField[row] + column;
      if (f >= firstField[row + 1]) f = -1;
    }
    decoded[i] = f < 0 ? Number.NaN : fieldValue(text, fieldStart[f], fieldEnd[f], columns === 1);
    known[i] = 1;
  }
}

/** A function that runs once, its result kept for later calls. */
function once<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

/** Raven's RAV_BLANK_DATA: a value `NaN` in an RV series becomes this number. */
export const BLANK = -1.2345;
