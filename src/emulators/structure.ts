/**
 * The pieces every emulator's fields are written with: hydrologic process rows, HRU-type conditions, the
 * fields all emulators share, and the gauge corrections some take from their parameters. Plain data only, so
 * that the user's fields can be laid over them before anything is built.
 */
import { Model } from '../models/modelClass/model.js';

/** The reference most emulators record in :NetCDFAttribute (Raven's manual). */
export const RAVEN_MANUAL = 'Craig J.R. and the Raven Development Team: Raven users and developers manual';

/**
 * The fields every emulator starts from: one gauged subbasin, the proleptic Gregorian calendar, a daily time
 * step, NetCDF output, and the model's name, writer and reference (none for `null`) as NetCDF attributes.
 * A reference must hold no comma: Raven reads a comma as a word separator, so it would not read back as written.
 */
export function commonFields(
  modelId: string,
  references: string | null = RAVEN_MANUAL,
): Record<string, unknown> {
  return {
    sub_basins: [{ subbasin_id: 1, name: 'sub_001', downstream_id: -1, gauged: true }],
    calendar: 'PROLEPTIC_GREGORIAN',
    time_step: 1,
    write_netcdf_format: true,
    netcdf_attribute: {
      model_id: modelId,
      history: 'Written by rvkit',
      ...(references === null ? {} : { references }),
    },
  };
}

/** A :HydrologicProcesses row, `{ Name: { algo, source, to, ...extra } }`; one target may be given bare. */
export function processRow(
  name: string,
  algo: string,
  source: string,
  to: string | string[],
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  return { [name]: { algo, source, to: Array.isArray(to) ? to : [to], ...extra } };
}

/** A `:-->Conditional HRU_TYPE` row: the process before it runs only in HRUs of (or not of) that type. */
export function conditional(op: 'IS' | 'IS_NOT', value: string): Record<string, unknown> {
  return { Conditional: { kind: 'HRU_TYPE', op, value } };
}

/** One [DEFAULT] row of twelve ones (a seasonal table that changes nothing over the year). */
export function constantSeasonal(): { name: string; values: number[] }[] {
  return [{ name: '[DEFAULT]', values: Array.from({ length: 12 }, () => 1) }];
}

/** A model instance as plain data (plain data as it is), so that user fields of either kind can be merged. */
export function plainOf(value: unknown): Record<string, unknown> {
  return (value instanceof Model ? value.toJSON() : value) as Record<string, unknown>;
}

/**
 * The fields with every gauge (an instance or plain data) given these corrections, as plain data: emulators
 * whose parameters include rain or snow multipliers put them into each gauge the user gives.
 */
export function withGaugeCorrections(
  plain: Record<string, unknown>,
  corrections: Record<string, unknown>,
): Record<string, unknown> {
  if (!Array.isArray(plain.gauge)) return plain;
  return { ...plain, gauge: plain.gauge.map((g: unknown) => ({ ...plainOf(g), ...corrections })) };
}
