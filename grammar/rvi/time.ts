/** The .rvi catalogue, simulation time. */
import { float, int, oneOf, optional } from '../common.js';
import { date, time } from './builders.js';
import { CALENDARS } from './values.js';
import type { CommandSpec } from '../types.js';

/** Simulation time: start, end, duration, time step, calendar. */
export const TIME_COMMANDS: readonly CommandSpec[] = [
  {
    name: ':JulianStartDay',
    args: [float('day')],
    doc: 'Start day of the simulation as a (decimal) Julian day.',
  },
  {
    name: ':JulianStartYear',
    args: [int('year')],
    doc: 'Start year of the simulation, used with :JulianStartDay.',
  },
  {
    name: ':Duration',
    args: [float('days'), optional(time('time'))],
    doc: 'Length of the simulation in days, optionally plus a part day given as hh:mm:ss.',
  },
  {
    name: ':Method',
    aliases: [':NumericalMethod'],
    // Only ITER_HEUN reads the two numbers; any other keyword is silently ignored by the engine (no else in
    // ParseMainInputFile), which keeps ORDERED_SERIES.
    args: [
      oneOf('method', ['EULER', 'STANDARD', 'ORDERED_SERIES', 'ITER_HEUN'], 'ignored', {
        fallback: 'ORDERED_SERIES',
        ravenDefault: 'ORDERED_SERIES',
      }),
      optional(float('convergence_criterion')),
      optional(float('max_iterations')),
    ],
    doc: 'Numerical method used to solve the water and energy balance.',
  },
  {
    name: ':TimeStep',
    args: [{ name: 'step', type: 'timestep' }],
    doc: 'Model time step, in days or hh:mm:ss.',
  },
  {
    name: ':StartDate',
    args: [date('date'), optional(time('time'))],
    doc: 'Start date and time of the simulation.',
  },
  {
    name: ':EndDate',
    args: [date('date'), optional(time('time'))],
    doc: 'End date and time of the simulation (must come after :StartDate).',
  },
  {
    name: ':Calendar',
    // StringToCalendar (CommonFunctions.cpp) stops with BAD_DATA on an unknown name (and on 360_DAY).
    args: [
      oneOf('calendar', CALENDARS, 'fatal', { caseInsensitive: true, ravenDefault: 'PROLEPTIC_GREGORIAN' }),
    ],
    doc: 'Calendar used for all dates of the model.',
  },
  {
    name: ':TimeZone',
    args: [int('hours')],
    doc: 'Time zone of the model, as an offset from UTC in hours (used in NetCDF output).',
  },
];
