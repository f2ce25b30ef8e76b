/**
 * The simulation period as Raven works it out from the .rvi, line by line in reading order
 * (ParseMainInputFile): the calendar in force when each date is read, `:StartDate` (or `:JulianStartDay` and
 * `:JulianStartYear`), the duration set by the last `:Duration` or `:EndDate` (an `:EndDate` measures from
 * the start known at that line), the time step, and every other date the .rvi holds. Problems Raven stops
 * on are kept with the token at fault, so the time rules can report them and the data rules can tell
 * whether the period is known.
 */
import type { CommandSpec } from '../../grammar/types.js';
import { commandName } from '../ast/nodes.js';
import { argToken } from './args.js';
import type { ModelFacts } from './facts.js';
import {
  atof,
  calendarOf,
  clockDays,
  fixTimestep,
  isValidDateString,
  looksLikeClock,
  parseRavenDate,
  timeDifference,
  type RavenCalendar,
  type RavenTime,
} from './ravenTime.js';
import type { CommandRef } from './readingOrder.js';
import { beforeSoilModel } from './rviFacts.js';
import type { Token } from './site.js';
import { oncePerModel } from './memo.js';

/** A date (and time of day) Raven reads from the .rvi. */
export interface DateUse {
  readonly ref: CommandRef;
  readonly date: Token;
  /** The time-of-day token, when the command takes one and it is given. */
  readonly time?: Token;
  /** The calendar in force at that line. */
  readonly calendar: RavenCalendar;
  /** The time Raven reads, or why it stops. */
  readonly problem?: string;
  readonly value?: RavenTime;
  /** The start and duration Raven knows when it reads this line. */
  readonly startThen: RavenTime;
  readonly durationThen: number;
}

/** Where a value of the period was set. */
export interface Setting<T> {
  readonly ref: CommandRef;
  /** The token that carries the value. */
  readonly token: Token;
  readonly value: T;
}

/** The simulation period and time step, as Raven has them when it starts the model. */
export interface SimulationFacts {
  /** The calendar after the whole .rvi (:Calendar, default PROLEPTIC_GREGORIAN). */
  readonly calendar: RavenCalendar;
  readonly calendarSetting?: Setting<string>;
  /** Start of the simulation; Raven's default (day 0 of 1666) when none is given. */
  readonly start: RavenTime;
  readonly startSetting?: Setting<RavenTime>;
  /** Duration in days (365 by default). */
  readonly duration: number;
  /** The `:Duration` or `:EndDate` that set the duration last. */
  readonly durationSetting?: Setting<number>;
  /** The model time step in days, after Raven's rounding (1 by default). */
  readonly timestep: number;
  readonly timestepSetting?: Setting<number>;
  /** Every date the .rvi gives, in reading order. */
  readonly dates: readonly DateUse[];
  /** `:EndDate` lines read before any start date (Raven measures them from 1666). */
  readonly endBeforeStartLine: readonly CommandRef[];
  /** True when nothing in the .rvi's dates, calendar or time step stops Raven. */
  readonly valid: boolean;
}

/**
 * Where a command of the .rvi gives a date, and the time that goes with it: each `date` argument of its
 * catalogue entry, with the `time` argument that follows it, if any (Raven reads them with
 * DateStringToTimeStruct).
 */
function datePositions(spec: CommandSpec | undefined): readonly (readonly [date: number, time?: number])[] {
  if (!spec?.args) return [];
  let positions = DATE_POSITIONS.get(spec);
  if (!positions) {
    const args = spec.args;
    positions = args.flatMap((a, i) =>
      a.type !== 'date' ? [] : [args[i + 1]?.type === 'time' ? [i, i + 1] : [i]],
    );
    DATE_POSITIONS.set(spec, positions);
  }
  return positions;
}

const DATE_POSITIONS = new WeakMap<CommandSpec, readonly (readonly [number, number?])[]>();

/** The simulation facts of a model (built once per model). */
export const simulationOf: (model: ModelFacts) => SimulationFacts = oncePerModel(buildSimulation);

function buildSimulation(model: ModelFacts): SimulationFacts {
  let calendar: RavenCalendar = 'PROLEPTIC_GREGORIAN';
  let calendarSetting: Setting<string> | undefined;
  let start: RavenTime = { julianDay: 0, year: 1666 };
  let startSetting: Setting<RavenTime> | undefined;
  let duration = 365;
  let durationSetting: Setting<number> | undefined;
  let timestep = 1;
  let timestepSetting: Setting<number> | undefined;
  let valid = true;
  const dates: DateUse[] = [];
  const endBeforeStartLine: CommandRef[] = [];
  for (const ref of model.commands('rvi')) {
    const name = ref.command.spec?.name ?? commandName(ref.command);
    const first = argToken(ref, 0);
    if (name === ':Calendar' && first) {
      const c = calendarOf(first.text);
      if (c) calendar = c;
      else valid = false;
      calendarSetting = { ref, token: first, value: first.text };
    } else if (name === ':JulianStartDay' && first) {
      start = { julianDay: atof(first.text), year: start.year };
      startSetting = { ref, token: first, value: start };
    } else if (name === ':JulianStartYear' && first) {
      start = { julianDay: start.julianDay, year: Math.trunc(atof(first.text)) };
      startSetting = { ref, token: first, value: start };
    } else if (name === ':TimeStep' && first) {
      const step = readStep(first.text, calendar);
      if (step === undefined || step <= 0) valid = false;
      else timestep = step;
      timestepSetting = { ref, token: first, value: step ?? Number.NaN };
    } else if (name === ':Duration' && first) {
      const extra = argToken(ref, 1);
      let part = 0;
      if (extra && !extra.text.startsWith('#') && !extra.text.startsWith('*') && looksLikeClock(extra.text)) {
        const clock = clockDays(extra.text, calendar);
        if (clock.ok) part = clock.value;
        else valid = false;
      }
      duration = atof(first.text) + part;
      durationSetting = { ref, token: first, value: duration };
    }
    for (const [d, t] of datePositions(ref.command.spec)) {
      const date = argToken(ref, d);
      if (!date) continue;
      const time = t === undefined ? undefined : argToken(ref, t);
      // :StartDate and :EndDate read midnight when no time is given; the others need it.
      const timeText =
        time?.text ?? (t === undefined || name === ':StartDate' || name === ':EndDate' ? '00:00:00' : '');
      if (name === ':OutputDump' && beforeSoilModel(model.rvi, ref)) continue;
      if (name === ':EvaluationPeriod' && beforeSoilModel(model.rvi, ref)) continue;
      const parsed =
        name === ':OutputDump' && !isValidDateString(date.text)
          ? { ok: false as const, problem: `'${date.text}' is not a date yyyy-mm-dd` }
          : parseRavenDate(date.text, timeText, calendar);
      const then = { startThen: start, durationThen: duration };
      const use: DateUse = parsed.ok
        ? { ref, date, time, calendar, value: parsed.value, ...then }
        : { ref, date, time, calendar, problem: parsed.problem, ...then };
      dates.push(use);
      if (!parsed.ok) {
        valid = false;
        continue;
      }
      if (name === ':StartDate') {
        start = parsed.value;
        startSetting = { ref, token: date, value: start };
      } else if (name === ':EndDate') {
        if (!startSetting) endBeforeStartLine.push(ref);
        duration = timeDifference(start, parsed.value, calendar);
        durationSetting = { ref, token: date, value: duration };
      }
    }
  }
  return {
    calendar,
    calendarSetting,
    start,
    startSetting,
    duration,
    durationSetting,
    timestep,
    timestepSetting,
    dates,
    endBeforeStartLine,
    valid,
  };
}

/** A time step as Raven reads `:TimeStep` (days, or hh:mm:ss), rounded by FixTimestep; undefined if refused. */
export function readStep(text: string, calendar: RavenCalendar): number | undefined {
  let raw: number;
  if (text.length >= 3 && looksLikeClock(text)) {
    const clock = clockDays(text, calendar);
    if (!clock.ok) return undefined;
    raw = clock.value;
  } else raw = atof(text);
  const fixed = fixTimestep(raw);
  return fixed.ok ? fixed.value : undefined;
}
