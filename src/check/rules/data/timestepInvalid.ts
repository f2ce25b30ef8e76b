import { argToken } from '../../../facts/args.js';
import { lastOf } from '../../../facts/rviFacts.js';
import {
  atof,
  clockDays,
  cRound,
  looksLikeClock,
  type Parsed,
  type RavenCalendar,
} from '../../../facts/ravenTime.js';
import { readStep, simulationOf } from '../../../facts/simulation.js';
import type { Rule } from '../../rule.js';

/** RV404: a `:TimeStep` Raven refuses or changes. */
export const timestepInvalid: Rule = {
  code: 'RV404',
  name: 'timestep-invalid',
  category: 'time-and-data',
  severity: 'error',
  docs: {
    summary:
      '`:TimeStep` is a positive whole fraction of a day (1, 0.5, 0.25, 1/24 … or hh:mm:ss such as 06:00:00).',
    why: 'Raven rounds the step to 1/n of a day and stops when the step is more than 10% away from any such fraction (a step of 2 days, 0.7 day, 16:00:00) or when it is not positive. A step within 10% is changed silently (0.3 becomes 1/3 day): a warning, since the model then runs with a step you did not write.',
    fix: 'Use a step that divides a day evenly: 1.0, 0.5, 0.25, 0.125, 1/24 (or 24:00:00, 12:00:00, 06:00:00, 01:00:00).',
    source: 'CommonFunctions.cpp FixTimestep; ParseInput.cpp :TimeStep and the positive time step check',
    example: { fileType: 'rvi', bad: ':TimeStep 2.0', good: ':TimeStep 1.0' },
  },
  check({ model, report }) {
    const ref = lastOf(model.rvi, ':TimeStep');
    const token = ref && argToken(ref, 0);
    if (!token) return;
    const calendar = simulationOf(model).calendar;
    const step = readStep(token.text, calendar);
    const written = writtenDays(token.text, calendar);
    if (!written.ok) {
      report({ at: token.site, message: `:TimeStep ${written.problem}` });
    } else if (step === undefined) {
      report({
        at: token.site,
        message: `:TimeStep ${token.text} does not divide a day evenly: use 1/n of a day`,
      });
    } else if (!(step > 0)) {
      report({ at: token.site, message: `:TimeStep ${token.text} is not positive` });
    } else {
      // Differences under a second are float noise in the written step (0.0416667 for 1/24).
      if (Math.abs(written.value - step) > 1e-5) {
        report({
          at: token.site,
          message: `Raven rounds :TimeStep ${token.text} to 1/${cRound(1 / step)} of a day; write that step`,
          severity: 'warning',
        });
      }
    }
  },
};

function writtenDays(text: string, calendar: RavenCalendar): Parsed<number> {
  if (text.length >= 3 && looksLikeClock(text)) return clockDays(text, calendar);
  return { ok: true, value: atof(text) };
}
