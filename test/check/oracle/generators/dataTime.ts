/**
 * Mistakes in the simulation's dates and steps (.rvi): impossible days, malformed dates and times, a zero or
 * negative duration, time steps that do not divide a day, unsupported calendars, state dumps and evaluation
 * periods outside the simulation. Boundary cases Raven accepts are made too (a leap-year quirk, a rounded
 * step, a dump inside the period), so that a rule that is too strict shows as a false alarm.
 */
import { argToken } from '../../../../src/facts/args.js';
import type { CommandRef } from '../../../../src/facts/readingOrder.js';
import { isLeapYear } from '../../../../src/facts/ravenTime.js';
import { lastOf } from '../../../../src/facts/rviFacts.js';
import { lineOf } from '../../../../src/facts/site.js';
import {
  atSite,
  insertLineBefore,
  relPath,
  replaceSite,
  type Fixture,
  type Generator,
  type Mutation,
} from '../mutation.js';
import { addDays } from '../shorten.js';

/** A mutation replacing one token. */
function replaced(
  fx: Fixture,
  kind: string,
  token: { text: string; site: Parameters<typeof atSite>[1] },
  text: string,
  what: string,
): Mutation {
  return {
    kind,
    label: `${what} ${token.text} -> ${text}`,
    edits: [replaceSite(fx, token.site, text)],
    at: atSite(fx, token.site),
  };
}

/** A line added before a command of the .rvi, the mistake being on the new line. */
function inserted(fx: Fixture, kind: string, before: CommandRef, line: string): Mutation {
  const file = before.file;
  return {
    kind,
    label: `${line} added`,
    edits: [insertLineBefore(fx, file, before.command.line.start, line)],
    at: { file: relPath(fx, file), line: lineOf(file, before.command.line.start) },
  };
}

/** The command after `:SoilModel` (where commands that need the model can be added). */
function afterSoilModel(fx: Fixture): CommandRef | undefined {
  const soil = fx.facts.rvi.soilModel?.ref;
  if (!soil) return undefined;
  return fx.facts.rvi.commands.find(
    (c) => c.index > soil.index && c.file === soil.file && c.markers.length === 0,
  );
}

/** Impossible days, short dates and times in :StartDate and :EndDate; the leap-year quirk Raven accepts. */
export const dateTypos: Generator = {
  kinds: ['date-day-invalid', 'date-format', 'time-format', 'date-leap-quirk'],
  generate(fx) {
    const out: Mutation[] = [];
    for (const name of [':StartDate', ':EndDate']) {
      const ref = lastOf(fx.facts.rvi, name);
      const date = ref && argToken(ref, 0);
      if (!ref || !date) continue;
      const year = Number(date.text.slice(0, 4));
      const plain = isLeapYear(year, 'PROLEPTIC_GREGORIAN') ? year + 1 : year;
      out.push(replaced(fx, 'date-day-invalid', date, `${plain}-02-29`, name));
      out.push(replaced(fx, 'date-day-invalid', date, `${plain}-09-31`, name));
      out.push(replaced(fx, 'date-format', date, `${year}-1-${date.text.slice(8)}`, name));
      // In a leap year Raven accepts day 31 of any month (it reads 2000-04-31 as 1 May).
      const month = Number(date.text.slice(5, 7));
      const short = [4, 6, 9, 11].find((m) => m >= month);
      if (name === ':StartDate' && isLeapYear(year, 'PROLEPTIC_GREGORIAN') && short) {
        out.push(replaced(fx, 'date-leap-quirk', date, `${year}-${String(short).padStart(2, '0')}-31`, name));
      }
      const time = argToken(ref, 1);
      if (time && !time.text.startsWith('#'))
        out.push(replaced(fx, 'time-format', time, '00:00', `${name} time`));
    }
    return out;
  },
};

/** A :Duration of zero or below, an :EndDate equal to :StartDate. */
export const durationMistakes: Generator = {
  kinds: ['duration-zero', 'duration-negative', 'end-equals-start'],
  generate(fx) {
    const out: Mutation[] = [];
    const duration = lastOf(fx.facts.rvi, ':Duration');
    const d = duration && argToken(duration, 0);
    if (d) {
      out.push(replaced(fx, 'duration-zero', d, '0', ':Duration'));
      out.push(replaced(fx, 'duration-negative', d, `-${d.text}`, ':Duration'));
    }
    const end = lastOf(fx.facts.rvi, ':EndDate');
    const start = lastOf(fx.facts.rvi, ':StartDate');
    const e = end && argToken(end, 0);
    const s = start && argToken(start, 0);
    if (e && s) out.push(replaced(fx, 'end-equals-start', e, s.text, ':EndDate'));
    else if (duration && d && s && duration.index > start!.index) {
      // The :Duration line written as an :EndDate equal to the start.
      const name = duration.command.line.words[0];
      const site = {
        file: duration.file,
        offset: name.offset,
        length: d.site.offset + d.text.length - name.offset,
      };
      out.push({
        kind: 'end-equals-start',
        label: `:Duration ${d.text} -> :EndDate ${s.text}`,
        edits: [replaceSite(fx, site, `:EndDate ${s.text} 00:00:00`)],
        at: atSite(fx, site),
      });
    }
    return out;
  },
};

/** Time steps Raven refuses, and ones it accepts (rounded or written as a clock time). */
export const timestepMistakes: Generator = {
  kinds: ['timestep-invalid', 'timestep-zero', 'timestep-rounded', 'timestep-clock'],
  generate(fx) {
    const ref = lastOf(fx.facts.rvi, ':TimeStep');
    const t = ref && argToken(ref, 0);
    if (!t) return [];
    return [
      replaced(fx, 'timestep-invalid', t, '2.0', ':TimeStep'),
      replaced(fx, 'timestep-invalid', t, '0.7', ':TimeStep'),
      replaced(fx, 'timestep-invalid', t, '16:00:00', ':TimeStep'),
      replaced(fx, 'timestep-zero', t, '0', ':TimeStep'),
      replaced(fx, 'timestep-rounded', t, '1.05', ':TimeStep'),
      replaced(fx, 'timestep-clock', t, '24:00:00', ':TimeStep'),
    ];
  },
};

/** A :Calendar Raven refuses, or one it accepts (in lower case), added before :StartDate. */
export const calendarMistakes: Generator = {
  kinds: ['calendar-unsupported', 'calendar-lowercase'],
  generate(fx) {
    const start = fx.facts.rvi.byName.get(':StartDate')?.[0];
    if (!start) return [];
    return [
      inserted(fx, 'calendar-unsupported', start, ':Calendar 360_DAY'),
      inserted(fx, 'calendar-unsupported', start, ':Calendar GREGORIAN_360'),
      inserted(fx, 'calendar-lowercase', start, ':Calendar proleptic_gregorian'),
    ];
  },
};

/** :OutputDump before the start (refused), inside the period, after the end (ignored), with a bad date. */
export const outputDumps: Generator = {
  kinds: ['output-dump-before-start', 'output-dump-inside', 'output-dump-after-end', 'output-dump-bad-date'],
  generate(fx) {
    const start = lastOf(fx.facts.rvi, ':StartDate');
    const s = start && argToken(start, 0);
    const after = afterSoilModel(fx);
    if (!s || !after || after.index < start!.index) return [];
    return [
      inserted(fx, 'output-dump-before-start', after, `:OutputDump ${addDays(s.text, -1)} 00:00:00`),
      inserted(fx, 'output-dump-inside', after, `:OutputDump ${addDays(s.text, 2)} 12:00:00`),
      inserted(fx, 'output-dump-after-end', after, `:OutputDump ${addDays(s.text, 400)} 00:00:00`),
      inserted(fx, 'output-dump-bad-date', after, `:OutputDump ${s.text.slice(0, 4)}-13-01 00:00:00`),
    ];
  },
};

/** An :EvaluationPeriod with an impossible date (refused) or a valid one. */
export const evaluationPeriods: Generator = {
  kinds: ['evaluation-period-bad-date', 'evaluation-period-valid'],
  generate(fx) {
    const start = lastOf(fx.facts.rvi, ':StartDate');
    const s = start && argToken(start, 0);
    const after = afterSoilModel(fx);
    if (!s || !after) return [];
    const year = s.text.slice(0, 4);
    return [
      inserted(
        fx,
        'evaluation-period-bad-date',
        after,
        `:EvaluationPeriod CALIBRATION ${s.text} ${year}-02-30`,
      ),
      inserted(
        fx,
        'evaluation-period-valid',
        after,
        `:EvaluationPeriod CALIBRATION ${s.text} ${addDays(s.text, 3)}`,
      ),
    ];
  },
};

/** The generators of the time mistakes. */
export const TIME_GENERATORS: readonly Generator[] = [
  dateTypos,
  durationMistakes,
  timestepMistakes,
  calendarMistakes,
  outputDumps,
  evaluationPeriods,
];
