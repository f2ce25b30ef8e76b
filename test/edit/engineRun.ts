/** Shared by the edit tests: a corpus model copied to a temporary directory, and the real engine run on it. */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findEngine } from '../../src/engine/index.js';
import { copyCorpusModel } from '../paths.js';

/** Irondequoit (GR4J with CemaNeige, one subbasin, one HRU, observations in a redirected file): runs in 0.1 s. */
/** Revelstoke (UBCWM emulation, 38 HRUs in elevation-band groups, gauge weights from a file); 365 days run in 1 s. */
export const REVELSTOKE = {
  dir: 'CSHS-CWRA__RavenHydroFramework/benchmarking___InputFiles__Revelstoke',
  stem: 'Revelstoke_ws',
};

export const IRONDEQUOIT = {
  dir: 'CSHS-CWRA__RavenHydroFramework/benchmarking___InputFiles__Irondequoit',
  stem: 'Irondequoit',
};

/** Salmon HBV (one subbasin, one HRU; the .rvc gives :BasinInitialConditions and :InitialConditions SOIL[2],
 * the .rvh :SubBasinProperties): runs in 1 s. */
export const SALMON_HBV = {
  dir: 'CSHS-CWRA__RavenHydroFramework/benchmarking___InputFiles__Salmon_HBV',
  stem: 'raven-hbv-salmon',
};

const made: string[] = [];

/** A writable copy of a corpus model. */
export function copyModel(model: { dir: string }): string {
  return copyCorpusModel(model.dir, join(tempDir(), 'model'));
}

/** A new temporary directory, removed with the copies. */
export function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'rvkit-edit-'));
  made.push(dir);
  return dir;
}

/** Removes the copies. */
export function removeCopies(): void {
  for (const d of made.splice(0)) rmSync(d, { recursive: true, force: true });
}

/** What a Raven run gave: its console (the model summary), its errors file and its hydrographs (CSV or Ensim). */
export interface Run {
  readonly stdout: string;
  readonly errors: string;
  readonly hydrographs: string;
}

/** Runs the real Raven 4.12 on a model directory (outputs in `out/`). */
export function runModel(dir: string, stem: string): Run {
  const out = join(dir, 'out');
  rmSync(out, { recursive: true, force: true });
  const r = spawnSync(findEngine().path, [stem, '-o', 'out/'], { cwd: dir, encoding: 'latin1', input: '' });
  const files = existsSync(out) ? readdirSync(out) : [];
  const read = (suffix: string) => {
    const name = files.find((f) => f.endsWith(suffix));
    return name === undefined ? '' : readFileSync(join(out, name), 'latin1');
  };
  return {
    stdout: r.stdout,
    errors: read('Raven_errors.txt'),
    hydrographs: read('Hydrographs.csv') || read('Hydrographs.tb0'),
  };
}

/** A unified diff's changed lines, trailing blanks trimmed (the corpus pads lines with spaces). */
export function changedLines(diff: string): string[] {
  return diff
    .split('\n')
    .filter((l) => /^[-+][^-+]/.test(l))
    .map((l) => l.replace(/\s+$/, ''));
}

/** The WARNING lines of Raven_errors.txt. */
export function warningLines(run: Run): string[] {
  return run.errors.split('\n').filter((l) => /^WARNING/.test(l));
}

/** The ERROR lines of Raven_errors.txt. */
export function errorLines(run: Run): string[] {
  return run.errors.split('\n').filter((l) => /^ERROR/.test(l));
}
