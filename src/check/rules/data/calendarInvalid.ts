import { calendarOf } from '../../../facts/ravenTime.js';
import type { Rule } from '../../rule.js';

/** RV405: a `:Calendar` Raven does not support. */
export const calendarInvalid: Rule = {
  code: 'RV405',
  name: 'calendar-invalid',
  category: 'time-and-data',
  severity: 'error',
  docs: {
    summary:
      '`:Calendar` names a calendar Raven supports: PROLEPTIC_GREGORIAN (default), STANDARD/GREGORIAN, JULIAN, NOLEAP/NO_LEAP/365_DAY or ALL_LEAP/366_DAY (any case).',
    why: 'Raven stops on any other name, and on 360_DAY, which it recognises only to refuse it. The calendar applies to the dates read after the `:Calendar` line, so it belongs before `:StartDate`.',
    fix: 'Use one of the supported names; convert 360-day climate model data to a supported calendar first.',
    source: 'CommonFunctions.cpp StringToCalendar; ParseInput.cpp :Calendar',
    example: { fileType: 'rvi', bad: ':Calendar 360_DAY', good: ':Calendar NOLEAP' },
  },
  check({ model, report }) {
    for (const ref of model.uses('rvi', ':Calendar')) {
      const w = ref.command.line.words[1];
      if (!w || calendarOf(w.text)) continue;
      const why =
        w.text.toUpperCase() === '360_DAY'
          ? 'Raven does not support 360-day calendars'
          : 'Raven does not know this calendar';
      report({
        at: { file: ref.file, offset: w.offset, length: w.text.length },
        message: `:Calendar ${w.text}: ${why}`,
      });
    }
  },
};
