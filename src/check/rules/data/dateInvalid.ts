import { forcingDataOf } from '../../../facts/forcingData.js';
import { simulationOf } from '../../../facts/simulation.js';
import type { Rule } from '../../rule.js';

/** RV401: a date or time of day Raven cannot read. */
export const dateInvalid: Rule = {
  code: 'RV401',
  name: 'date-invalid',
  category: 'time-and-data',
  severity: 'error',
  docs: {
    summary:
      'Every date Raven reads (`:StartDate`, `:EndDate`, `:OutputDump`, `:EvaluationPeriod`, the first line of a time series, the `:StartTime` of a .tb0 file) is a real day of the model calendar, written yyyy-mm-dd (or yyyy/mm/dd) with a time hh:mm:ss.',
    why: 'Raven reads a date by position: exactly ten characters, the month at characters 6-7, the day at 9-10. It stops at once on a month after 12 (or 00), a day the month does not have in the model calendar (29 February exists only in leap years; in NOLEAP never), a day 00, or a time without colons at the 3rd and 6th characters. A series header whose first word is not a ten-character date is read as the old Julian form (count, day, year, step) and misread. Quirk kept: in a leap year Raven accepts a 31st day for any month (2000-04-31 becomes 1 May).',
    fix: 'Write the date as yyyy-mm-dd with two-digit month and day, a day the month has, and the time as hh:mm:ss.',
    source:
      'CommonFunctions.cpp DateStringToTimeStruct, IsValidDateString; ParseInput.cpp :StartDate/:EndDate/:OutputDump; TimeSeries.cpp CTimeSeries::Parse, ParseEnsimTb0',
    example: {
      fileType: 'rvi',
      bad: ':StartDate 2001-02-29 00:00:00',
      good: ':StartDate 2001-03-01 00:00:00',
    },
  },
  async check({ model, host, report }) {
    for (const d of simulationOf(model).dates) {
      if (!d.problem) continue;
      const name = d.ref.command.line.words[0].text;
      report({ at: d.date.site, message: `${name}: ${d.problem}; Raven stops reading the model here` });
    }
    for (const p of (await forcingDataOf(model, host)).problems) {
      if (p.kind === 'date')
        report({ at: p.at.site, message: `${p.message}; Raven stops reading the data here` });
    }
  },
};
