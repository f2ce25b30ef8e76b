import { warningIn } from '../../../../grammar/ravenWarningMatch.js';
import { simulationOf } from '../../../facts/simulation.js';
import type { Rule } from '../../rule.js';

/** Raven's warning of CModel::Initialize for a time step and start whose step endings miss midnight. */
const WARNING = warningIn('CModel::Initialize', 'midnight does not correspond');
/** Raven's TIME_CORRECTION [d] and REAL_SMALL (RavenInclude.h). */
const TIME_CORRECTION = 0.0001;
const REAL_SMALL = 1e-12;

/**
 * RV550: CModel::Initialize's test that midnight ends a time step, reproduced in Raven's own double arithmetic:
 * `rem = (1 − floor(start day of year + TIME_CORRECTION)) / time step`, warned about where
 * `floor(rem + TIME_CORRECTION) − rem > REAL_SMALL`. Raven's time step is always a whole fraction of a day
 * (FixTimestep), so the test fails only by rounding: for steps such as 1/49 day from late in the year.
 */
export const timestepMidnight: Rule = {
  code: 'RV550',
  name: 'timestep-midnight',
  category: 'options',
  severity: 'warning',
  docs: {
    summary:
      "The time step and the start date pass Raven's check that midnight ends a time step (it fails by rounding for some steps that are not a usual fraction of a day, such as 1/49 day, from late in the year).",
    why: 'Raven divides the days from the start to the next midnight by the time step and warns when the result falls just short of a whole number ("CModelInitialize: the model time step and model start time is such that midnight does not correspond to a time step ending. This will cause issues with use of daily temperature forcings (and potentially other errors) throughout the simulation."). Its time step is rounded to a whole fraction of a day, so only the rounding of that division trips it; the run goes on, with the warning in Raven_errors.txt.',
    fix: 'Use a time step that is a usual fraction of a day (1, 1/2, 1/4, 1/8, 1/24, 1 hour, 15 minutes …), or start the model on another day.',
    source: 'ModelInitialize.cpp CModel::Initialize; CommonFunctions.cpp FixTimestep',
    example: {
      fileType: 'rvi',
      bad: ':StartDate 2000-08-23 00:00:00\n:TimeStep 0.0204',
      good: ':StartDate 2000-08-23 00:00:00\n:TimeStep 01:00:00',
    },
  },
  ravenWarnings: [WARNING.id],
  check({ model, report }) {
    const sim = simulationOf(model);
    if (!sim.valid) return;
    const rem = (1.0 - Math.floor(sim.start.julianDay + TIME_CORRECTION)) / sim.timestep;
    if (!(Math.floor(rem + TIME_CORRECTION) - rem > REAL_SMALL)) return;
    const at = sim.timestepSetting?.token ?? sim.startSetting?.token;
    if (!at) return;
    const perDay = Math.round(1 / sim.timestep);
    report({
      at: at.site,
      ravenWarning: WARNING.id,
      message: `a time step of 1/${perDay} day from day ${Math.floor(sim.start.julianDay) + 1} of the year fails Raven's midnight test by rounding ((1 − ${Math.floor(sim.start.julianDay + TIME_CORRECTION)}) / (1/${perDay}) = ${rem}, just short of a whole number): Raven warns ("${WARNING.message}")`,
    });
  },
};
