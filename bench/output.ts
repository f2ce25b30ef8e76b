/**
 * Output-reading benchmark: a 50-year daily Hydrographs-like NetCDF-4 file made with ncgen in a temporary
 * directory, each variable deflated in one chunk, read with `openNetcdf` (its values too: they are read on
 * first use), and the same content as Hydrographs.csv read with the CSV reader. Raven's own files store each
 * value in a chunk of its own: bench/reference.ts reads those, beside the reference library. Prints figures;
 * never fails a test run.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { openNetcdf, readHydrographsCsv } from '../src/output/index.js';

const YEARS = 50;
const BASINS = 10;
const RUNS = 7;
const START = Date.UTC(1960, 0, 1);

/** A daily flow-like value, different per basin and step, with gaps in the observations. */
function flow(step: number, basin: number): number {
  return (
    Math.round((10 + basin + 8 * Math.sin((2 * Math.PI * step) / 365.25) + (step % 7) * 0.37) * 1e4) / 1e4
  );
}

function hydrographsCdl(steps: number): string {
  const rows = (value: (step: number, basin: number) => string): string =>
    Array.from({ length: steps }, (_, t) =>
      Array.from({ length: BASINS }, (_, b) => value(t, b)).join(', '),
    ).join(',\n  ');
  const variable = (name: string, longName: string): string =>
    [
      `\tdouble ${name}(time, nbasins) ;`,
      `\t\t${name}:units = "m**3 s**-1" ;`,
      `\t\t${name}:long_name = "${longName}" ;`,
      `\t\t${name}:_FillValue = -9999. ;`,
      `\t\t${name}:missing_value = -9999. ;`,
      `\t\t${name}:coordinates = "basin_name" ;`,
      `\t\t${name}:_DeflateLevel = 6 ;`,
      `\t\t${name}:_ChunkSizes = ${steps}, ${BASINS} ;`,
    ].join('\n');
  return `netcdf Hydrographs {
dimensions:
\ttime = UNLIMITED ;
\tnbasins = ${BASINS} ;
variables:
\tdouble time(time) ;
\t\ttime:units = "hours since 1960-01-01 00:00:00" ;
\t\ttime:calendar = "gregorian" ;
\t\ttime:_DeflateLevel = 6 ;
\t\ttime:_ChunkSizes = ${steps} ;
\tdouble precip(time) ;
\t\tprecip:_FillValue = -9999. ;
\t\tprecip:_DeflateLevel = 6 ;
\tstring basin_name(nbasins) ;
\t\tbasin_name:cf_role = "timeseries_id" ;
${variable('q_sim', 'Simulated outflows')}
${variable('q_obs', 'Observed outflows')}
data:
 time = ${Array.from({ length: steps }, (_, t) => t * 24).join(', ')} ;
 precip = _, ${Array.from({ length: steps - 1 }, (_, t) => (t % 5) * 1.25).join(', ')} ;
 basin_name = ${Array.from({ length: BASINS }, (_, b) => `"${b + 1}"`).join(', ')} ;
 q_sim =
  ${rows((t, b) => String(flow(t, b)))} ;
 q_obs =
  ${rows((t, b) => (t === 0 || (t + b) % 11 === 0 ? '_' : String(flow(t, b) * 1.1)))} ;
}
`;
}

function hydrographsCsv(steps: number): string {
  const header = ['time', 'date', 'hour', 'precip [mm/day]'];
  for (let b = 0; b < BASINS; b++) header.push(`ID=${b + 1} [m3/s]`, `ID=${b + 1} (observed) [m3/s]`);
  const lines = [header.join(',')];
  for (let t = 0; t < steps; t++) {
    const date = new Date(START + t * 86_400_000).toISOString().slice(0, 10);
    const cells = [String(t), date, '00:00:00.00', t === 0 ? '---' : String(((t - 1) % 5) * 1.25)];
    for (let b = 0; b < BASINS; b++) {
      cells.push(String(flow(t, b)), t === 0 || (t + b) % 11 === 0 ? '' : String(flow(t, b) * 1.1));
    }
    lines.push(cells.join(','));
  }
  return `${lines.join('\n')}\n`;
}

async function medianMs(read: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await read();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? NaN;
}

/** Prints the time to read a 50-year daily Hydrographs.nc (and the same as Hydrographs.csv). */
export async function benchOutput(): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), 'rvkit-bench-output-'));
  try {
    const steps = Math.round(YEARS * 365.25) + 1;
    const cdl = join(work, 'Hydrographs.cdl');
    const nc = join(work, 'Hydrographs.nc');
    writeFileSync(cdl, hydrographsCdl(steps));
    execFileSync('ncgen', ['-k', 'nc4', '-o', nc, cdl]);
    const csvText = hydrographsCsv(steps);

    const t0 = performance.now();
    // Opening reads the metadata; each variable's values are read when first used.
    const read = async () => {
      const ds = await openNetcdf(nc);
      return [ds.numeric('q_sim'), ds.numeric('q_obs')];
    };
    const [first] = await read(); // includes loading and initialising h5wasm
    const firstMs = performance.now() - t0;
    if (first!.length !== steps * BASINS) throw new Error('benchmark file read wrongly');
    const ncMs = await medianMs(read);
    const csvMs = await medianMs(async () => readHydrographsCsv(csvText));

    const values = steps * BASINS * 2;
    console.log(
      `\noutput readers — ${YEARS} years daily × ${BASINS} basins (${steps} steps, q_sim + q_obs), median of ${RUNS} runs`,
    );
    console.log(`  Hydrographs.nc, first read (h5wasm start-up included)  ${firstMs.toFixed(1)} ms`);
    console.log(
      `  Hydrographs.nc (NetCDF-4, one deflated chunk each)    ${ncMs.toFixed(1)} ms  (${(values / ncMs / 1000).toFixed(1)} M values/s)`,
    );
    console.log(
      `  Hydrographs.csv (same content, text in memory)        ${csvMs.toFixed(1)} ms  (${(values / csvMs / 1000).toFixed(1)} M values/s)`,
    );
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
