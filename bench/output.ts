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
import { BASINS, HYDROGRAPH_STEPS, YEARS, hydrographsCdl, hydrographsCsv } from './hydrographFiles.js';

const RUNS = 7;

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
    const steps = HYDROGRAPH_STEPS;
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
