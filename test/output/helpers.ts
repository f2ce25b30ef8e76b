/** Shared by the output tests: NetCDF fixtures made with ncgen, ncdump as an independent reader, real Raven runs. */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findEngine } from '../../src/engine/index.js';
import { copyCorpusModel, repoRoot as REPO } from '../paths.js';

/** The path of a committed fixture under test/fixtures/output. */
export function fixture(name: string): string {
  return join(REPO, 'test/fixtures/output', name);
}

/** A fresh temporary directory. */
export function tempDir(): string {
  return mkdtempSync(join(tmpdir(), 'rvkit-output-'));
}

/** Removes a temporary directory and everything in it. */
export function removeDir(dir: string | undefined): void {
  if (dir !== undefined) rmSync(dir, { recursive: true, force: true });
}

/** Runs a program; throws with its stderr when it fails. */
export function run(command: string, args: readonly string[], cwd?: string): string {
  const result = spawnSync(command, args, {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    maxBuffer: 1 << 28,
  });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed (${result.status}): ${result.stderr}`);
  return result.stdout;
}

/** Generates a NetCDF file of `kind` (nc3, nc4, nc5, nc6) from a committed CDL fixture with Debian's ncgen. */
export function ncgen(cdl: string, kind: string, dir: string): string {
  const out = join(dir, `${cdl.replace(/\.cdl$/, '')}-${kind}.nc`);
  run('ncgen', ['-k', kind, '-o', out, fixture(cdl)]);
  return out;
}

/** Values of variables as printed by ncdump at full double precision: numbers (NaN for `_`) or strings. */
export function ncdumpValues(
  path: string,
  variables: readonly string[],
): Record<string, (number | string)[]> {
  const text = run('ncdump', ['-p', '9,17', '-v', variables.join(','), path]);
  const data = text.slice(text.indexOf('\ndata:') + 6, text.lastIndexOf('}'));
  const out: Record<string, (number | string)[]> = {};
  for (const chunk of data.split(/;\s*\n/)) {
    // CDL escapes spaces and brackets in names with a backslash (Raven's "Soil Water[0]").
    const match = /^\s*((?:\\.|[^\s\\])+) =([\s\S]*)$/.exec(chunk);
    if (match === null) continue;
    const [, escaped = '', body = ''] = match;
    out[escaped.replace(/\\(.)/g, '$1')] = body.split(',').map((cell) => {
      const value = cell.trim();
      if (value === '_') return NaN;
      return value.startsWith('"') ? value.slice(1, -1) : Number(value);
    });
  }
  return out;
}

/** The Raven executable (EngineNotFoundError, with the install hint, when it is missing). */
export function ravenEngine(): string {
  return findEngine().path;
}

/** Copies a corpus model directory to `dest` (writable). */
export function copyModel(corpusPath: string, dest: string): string {
  return copyCorpusModel(corpusPath, dest);
}

/** Runs Raven on model `stem` in `modelDir` (stdin closed, as Raven may wait for a key otherwise). */
export function runRaven(modelDir: string, stem: string, args: readonly string[]): void {
  run(ravenEngine(), [stem, ...args], modelDir);
}

/** Replaces text in a file of a copied model; throws when the text is not there, so a patch cannot silently miss. */
export function patchFile(path: string, from: string | RegExp, to: string): void {
  const text = readFileSync(path, 'utf8');
  const patched = text.replace(from, to);
  if (patched === text) throw new Error(`patch did not apply to ${path}`);
  writeFileSync(path, patched);
}

/** The GR4J-CemaNeige Salmon model of raven-testdata (NetCDF forcings, `:WriteNetcdfFormat`). */
export const OURANOS_GR4J = 'Ouranosinc__raven-testdata/raven-gr4j-cemaneige';
/** The Salmon GR4J benchmark model of the Raven repository (CSV outputs, observed flows, NSE 0.511214). */
export const CSHS_SALMON = 'CSHS-CWRA__RavenHydroFramework/benchmarking___InputFiles__Salmon_GR4J';
/** The model stem of both Salmon models. */
export const SALMON_STEM = 'raven-gr4j-salmon';

/**
 * Copies the raven-testdata Salmon model and gives it a second, ungauged-by-observation subbasin "upper"
 * (2) draining into 1, so outputs have two basins; `annualRunoff` sets the initial channel flows. Raven
 * needs it with more than one basin: without it (null) the run stops with an ERROR.
 */
export function twoBasinModel(dest: string, annualRunoff: number | null): string {
  copyModel(OURANOS_GR4J, dest);
  const rvh = join(dest, `${SALMON_STEM}.rvh`);
  patchFile(
    rvh,
    /( +1, +gr4j-salmon, +-1, +NONE, +_AUTO, +1\n)/,
    '$1            2,         upper,             1,   NONE,       _AUTO,     1\n',
  );
  patchFile(
    rvh,
    /( +1,4250\.6,.*\n)/,
    '$1            2,1000.0,    1200.0,  54.4848, -123.3659,        2,        LU_ALL,   VEG_ALL,   DEFAULT_P,          [NONE],        [NONE],     0,      0\n',
  );
  if (annualRunoff !== null) {
    const rvp = join(dest, `${SALMON_STEM}.rvp`);
    writeFileSync(rvp, `${readFileSync(rvp, 'utf8')}\n:AvgAnnualRunoff ${annualRunoff}\n`);
  }
  return dest;
}

/**
 * An ensemble of real runs under `root`: the two-basin model with three initial flows (annual runoff 300, 600,
 * 450), each member's outputs in its own folder of `root/members/` (Raven makes the last folder of -o, not its
 * parents). Returns the members' output folders.
 */
export function ensembleRuns(root: string): string[] {
  mkdirSync(join(root, 'members'));
  return (
    [
      ['m1', 300],
      ['m2', 600],
      ['m3', 450],
    ] as const
  ).map(([member, runoff]) => {
    runRaven(twoBasinModel(join(root, member), runoff), SALMON_STEM, ['-o', `../members/${member}/`]);
    return join(root, 'members', member);
  });
}

/** Turns `:WriteNetcdfFormat` off in a copied model, so Raven writes CSV outputs. */
export function writeCsvOutputs(modelDir: string): void {
  patchFile(join(modelDir, `${SALMON_STEM}.rvi`), /^:WriteNetcdfFormat.*$/m, '');
}

/** Splits CSV text into rows of cells, independently of the library's reader. */
export function csvCells(path: string): string[][] {
  return readFileSync(path, 'utf8')
    .trim()
    .split('\n')
    .map((line) => line.split(','));
}
