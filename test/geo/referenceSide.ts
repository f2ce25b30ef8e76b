/**
 * The reference library's side of the geo tests: the virtual environment of scripts/install-geo-reference.sh
 * (ravenpy 0.21 with its GIS extras, BasinMaker 3.1), built on first use and cached like the engine, and the
 * Python scripts of test/geo/reference/ run in it.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cachedEnginePath } from '../../src/engine/discovery.js';
import { repoRoot } from '../paths.js';

let python: string | undefined;

/** The reference environment's python (installing it on first use: a few minutes). */
export function referencePython(): string {
  python ??= execFileSync('bash', [join(repoRoot, 'scripts/install-geo-reference.sh')], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  })
    .trim()
    .split('\n')
    .pop()!;
  return python;
}

/** Runs a script of test/geo/reference with a JSON argument file; returns its JSON output. */
export function runReference<T>(script: string, input: unknown): T {
  const dir = mkdtempSync(join(tmpdir(), 'rvkit-geo-ref-'));
  const file = join(dir, 'input.json');
  writeFileSync(file, JSON.stringify(input));
  const out = execFileSync(referencePython(), [join(repoRoot, 'test/geo/reference', script), file], {
    encoding: 'utf8',
    maxBuffer: 1 << 28,
    env: { ...process.env, RAVENPY_RAVEN_BINARY_PATH: cachedEnginePath() },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return JSON.parse(out) as T;
}

/** A case of gridweights_side.py. */
export interface GridCase {
  readonly polygons: string;
  readonly netcdf: string;
  readonly id: string;
  readonly dim_names: readonly [string, string];
  readonly var_names: readonly [string, string];
}

/** What gridweights_side.py gives for a case. */
export interface ReferenceWeights {
  readonly number_hrus: number;
  readonly number_grid_cells: number;
  readonly rows: [number, number, number][];
}

/** The largest difference between two sets of rows, a row missing on one side counting as weight 0. */
export function maxWeightDifference(
  a: readonly (readonly [number, number, number])[],
  b: readonly (readonly [number, number, number])[],
): { max: number; at: string } {
  const ma = new Map(a.map(([h, c, w]) => [`${h} ${c}`, w]));
  const mb = new Map(b.map(([h, c, w]) => [`${h} ${c}`, w]));
  let max = 0;
  let at = '';
  for (const k of new Set([...ma.keys(), ...mb.keys()])) {
    const d = Math.abs((ma.get(k) ?? 0) - (mb.get(k) ?? 0));
    if (d > max) [max, at] = [d, k];
  }
  return { max, at };
}
