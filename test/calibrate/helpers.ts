/**
 * Shared by the calibration tests: OSTRICH itself (built from ../shared/tools/ostrich by
 * scripts/install-ostrich.sh, cached), the corpus's OSTRICH setups laid out as their authors ran them, and
 * temporary directories.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, cpSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findEngine } from '../../src/engine/index.js';
import { copyCorpusModel, repoRoot, sharedCorpus } from '../paths.js';

/** The serial OSTRICH executable (built on first use, then cached like the engine). */
export function ostrichBinary(): string {
  const out = execFileSync('bash', [join(repoRoot, 'scripts/install-ostrich.sh')], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return out.trim().split('\n').at(-1)!;
}

const temporary: string[] = [];

/** A new temporary directory, removed by `removeTemporaryDirs`. */
export async function tempDir(label = 'rvkit-calibrate-'): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), label));
  temporary.push(dir);
  return dir;
}

/** Removes every temporary directory made so far. */
export async function removeTemporaryDirs(): Promise<void> {
  await Promise.all(temporary.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
}

/** The four OSTRICH setups of the corpus (Salmon River emulators, with OstRandomNumbers.txt). */
export const OSTRICH_SETUPS = ['gr4j-cemaneige', 'hbvec', 'hmets', 'mohyse'] as const;

/**
 * Lays out a corpus OSTRICH setup as its authors ran it (the reference library's OSTRICH runs): ostIn.txt,
 * OstRandomNumbers.txt and the templates in `dest`, the other model files in `dest/model` (the setup's
 * ExtraDirs), and the model program ostrich-runs-raven.sh that copies the written RV files into model/ and
 * runs Raven there. The setups name save_best.sh as PreserveBestModel: it records each new best.
 */
export function layOutOstrichSetup(
  name: (typeof OSTRICH_SETUPS)[number],
  dest: string,
  options: { randomNumbers?: boolean } = {},
): string {
  const source = join(sharedCorpus, 'Ouranosinc__raven-testdata', `ostrich-${name}`);
  mkdirSync(join(dest, 'model'), { recursive: true });
  let stem = '';
  for (const file of readdirSync(source)) {
    if (file.endsWith('.md5')) continue;
    const top =
      file === 'ostIn.txt' ||
      file.endsWith('.tpl') ||
      (file === 'OstRandomNumbers.txt' && options.randomNumbers !== false);
    if (file === 'OstRandomNumbers.txt' && options.randomNumbers === false) continue;
    cpSync(join(source, file), join(dest, top ? file : join('model', file)));
    chmodSync(join(dest, top ? file : join('model', file)), 0o644);
    if (file.endsWith('.rvi')) stem = file.slice(0, -4);
  }
  const raven = findEngine().path;
  writeFileSync(
    join(dest, 'ostrich-runs-raven.sh'),
    `#!/bin/sh\nset -e\ncp ./*.rv? model/\ncd model\n${raven} ./${stem} -o ./output/\n`,
  );
  writeFileSync(join(dest, 'save_best.sh'), '#!/bin/sh\ncat model/output/Diagnostics.csv >> ../best.log\n');
  chmodSync(join(dest, 'ostrich-runs-raven.sh'), 0o755);
  chmodSync(join(dest, 'save_best.sh'), 0o755);
  return dest;
}

/** Runs OSTRICH in `dir` (its ostIn.txt); returns its standard output. */
export function runOstrich(dir: string): string {
  return execFileSync(ostrichBinary(), [], { cwd: dir, encoding: 'utf8', maxBuffer: 1 << 26 });
}

/** The GR4J CemaNeige Salmon model of the corpus (208 days, NSE in Diagnostics.csv). */
export const GR4J_MODEL = 'Ouranosinc__raven-testdata/raven-gr4j-cemaneige';

/** Its six GR4J-CemaNeige parameters by reference into the model, as --param texts. */
export const GR4J_PARAMS = [
  'x1=SoilProfiles DEFAULT_P SOIL_PROD 0.01 2.5',
  'x2=SoilParameterList [DEFAULT] GR4J_X2 -15 10',
  'x3=SoilParameterList [DEFAULT] GR4J_X3 10 700',
  'x4=LandUseParameterList [DEFAULT] GR4J_X4 0.5 7',
  'x5=AvgAnnualSnow 1 30',
  'x6=AirSnowCoeff 0 1',
];

/** The GR4J model's own values of its six parameters as OSTRICH prints them (C's %E) in OstModel0.txt. */
export const GR4J_MODEL_VALUES_PRINTED = [
  '5.290000E-01',
  '-3.396000E+00',
  '4.072900E+02',
  '1.072000E+00',
  '1.690000E+01',
  '9.470000E-01',
];

/** A writable copy of the GR4J model in a new temporary directory. */
export async function gr4jCopy(): Promise<string> {
  const dest = join(await tempDir(), 'gr4j');
  copyCorpusModel(GR4J_MODEL, dest);
  for (const f of readdirSync(dest)) if (f.endsWith('.md5')) rmSync(join(dest, f));
  return dest;
}

/** Every file under a directory with its bytes, to show that nothing changed. */
export function snapshot(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (d: string, rel: string) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const path = join(d, entry.name);
      const name = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(path, name);
      else out.set(name, readFileSync(path).toString('base64'));
    }
  };
  walk(dir, '');
  return out;
}

/** The rvkit command line, run as a user runs it. */
export const CLI = join(repoRoot, 'dist/src/cli/main.js');

/** OSTRICH's MPI build (OstrichMPI, for ParallelDDS), built on first use and cached beside the serial one. */
export function ostrichMpiBinary(): string {
  const out = execFileSync('bash', [join(repoRoot, 'scripts/install-ostrich.sh'), '--mpi'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return out.trim().split('\n').at(-1)!;
}

/** Runs OstrichMPI in `dir` with `workers` workers (MPI ranks 1 … workers; rank 0 is the master). */
export function runOstrichMpi(dir: string, workers: number): void {
  execFileSync('mpiexec', ['-n', String(workers + 1), ostrichMpiBinary()], { cwd: dir, stdio: 'ignore' });
}
