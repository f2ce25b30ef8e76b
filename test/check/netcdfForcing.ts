/**
 * Small NetCDF forcing files for checker tests and oracle mutations, written with ncgen from CDL: one daily
 * series per variable over a time axis given as numbers with its units and calendar attributes, so that a test
 * can give Raven a time axis it refuses (unpadded dates, 360-day calendar, uneven steps) or one it accepts.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** What the file holds. */
export interface ForcingNetcdf {
  /** The `units` attribute of the time variable. */
  readonly units: string;
  readonly calendar?: string;
  /** The time values. */
  readonly times: readonly number[];
  /** Variable name → its value at every time. */
  readonly values: Readonly<Record<string, number>>;
}

/** The bytes of a NetCDF-4 file with a `time` dimension and variable and one series per variable. */
export function forcingNetcdf(spec: ForcingNetcdf): Buffer {
  const n = spec.times.length;
  const vars = Object.entries(spec.values);
  const cdl = [
    'netcdf forcing {',
    'dimensions:',
    `  time = ${n} ;`,
    'variables:',
    '  double time(time) ;',
    `    time:units = "${spec.units}" ;`,
    ...(spec.calendar ? [`    time:calendar = "${spec.calendar}" ;`] : []),
    ...vars.map(([name]) => `  double ${name}(time) ;`),
    'data:',
    `  time = ${spec.times.join(', ')} ;`,
    ...vars.map(([name, v]) => `  ${name} = ${new Array(n).fill(v).join(', ')} ;`),
    '}',
  ].join('\n');
  return ncgen(cdl);
}

/** The bytes of the NetCDF-4 file a CDL text describes (ncgen). */
export function ncgen(cdl: string): Buffer {
  const dir = mkdtempSync(join(tmpdir(), 'rvkit-nc-'));
  try {
    writeFileSync(join(dir, 'file.cdl'), cdl);
    const out = spawnSync('ncgen', ['-k', 'nc4', '-o', join(dir, 'file.nc'), join(dir, 'file.cdl')], {
      encoding: 'utf8',
    });
    if (out.status !== 0) throw new Error(`ncgen failed: ${out.stderr}`);
    return readFileSync(join(dir, 'file.nc'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Daily times 0, 1, … n-1. */
export function days(n: number, from = 0): number[] {
  return Array.from({ length: n }, (_, i) => from + i);
}

/** The variables of the Salmon River forcing file of raven-gr4j-cemaneige, with plausible values. */
export const SALMON_VALUES: Readonly<Record<string, number>> = {
  rain: 1.5,
  snow: 0.5,
  tmin: -3,
  tmax: 5,
  pet: 0.8,
  qobs: 20,
};
