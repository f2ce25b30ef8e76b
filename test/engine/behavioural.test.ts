/**
 * The behavioural guarantee: Raven run on a model directory after formatting every RV file gives outputs
 * byte-identical to Raven run on the original directory. The models are those RUNNABLE.md lists as completing.
 */
import { existsSync, readFileSync } from 'node:fs';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { runRaven, type RunResult } from '../../src/engine/index.js';
import { formatRv } from '../../src/printer/format.js';
import { fileTypeOf } from '../../src/project/fileType.js';
import { collectRvFiles, readRvFile } from '../../src/project/rvFiles.js';
import { copyCorpusModel, sharedCorpus } from '../paths.js';
import { removeTemporaryDirs, tempDir } from './helpers.js';

afterAll(removeTemporaryDirs);

/** Raven rewrites it as the run advances (it holds timings): the only output that differs between two runs. */
const VOLATILE = new Set(['Raven_progress.txt']);
/** An output folder no corpus model holds, so each run starts from an empty one. */
const OUTPUT = 'rvkit-behavioural-output';

interface RunnableModel {
  readonly folder: string;
  readonly stem: string;
  /** The run time RUNNABLE.md reports, in seconds (0 when unknown). */
  readonly seconds: number;
}

/** The models of RUNNABLE.md's table whose result says they complete. */
function runnableModels(): RunnableModel[] {
  const table = readFileSync(join(sharedCorpus, 'RUNNABLE.md'), 'utf8');
  const models: RunnableModel[] = [];
  for (const line of table.split(/\r?\n/)) {
    if (!line.startsWith('|')) continue;
    const [folder = '', stem = '', result = '', time = ''] = line
      .slice(1, line.lastIndexOf('|'))
      .split('|')
      .map((cell) => cell.trim());
    if (!result.startsWith('completes')) continue;
    const seconds = /([\d.]+)\s*s\b/.exec(time);
    models.push({ folder, stem, seconds: seconds ? Number(seconds[1]) : 0 });
  }
  return models;
}

/**
 * Rewrites every RV file under `dir` in the canonical format (latin1 in, latin1 out: bytes are kept);
 * resolves to the number of files the format changed.
 */
async function formatDirectory(dir: string): Promise<number> {
  let changed = 0;
  for (const path of await collectRvFiles([dir])) {
    const text = await readRvFile(path);
    const formatted = formatRv(text, { fileType: fileTypeOf(path)!, fileName: path });
    if (formatted === text) continue;
    await writeFile(path, formatted, 'latin1');
    changed += 1;
  }
  return changed;
}

/** Every file under `dir`, by path relative to it, sorted. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name).slice(dir.length + 1))
    .sort();
}

/** The files whose bytes differ between two output folders holding the same file names. */
async function differingFiles(a: string, b: string, names: readonly string[]): Promise<string[]> {
  const differing: string[] = [];
  for (const name of names) {
    if (VOLATILE.has(name)) continue;
    const [x, y] = await Promise.all([readFile(join(a, name)), readFile(join(b, name))]);
    if (!x.equals(y)) differing.push(name);
  }
  return differing;
}

function runModel(stem: string, configdir: string): Promise<RunResult> {
  expect(existsSync(join(configdir, OUTPUT))).toBe(false);
  return runRaven({ modelname: stem, configdir, outputdir: OUTPUT });
}

const models = runnableModels();

test('RUNNABLE.md lists the models that complete', () => {
  expect(models.length).toBeGreaterThanOrEqual(10);
  for (const model of models) {
    expect(existsSync(join(sharedCorpus, model.folder, `${model.stem}.rvi`))).toBe(true);
  }
});

/** Jest's limit for one model: its RUNNABLE.md time, four times over, plus a minute for copying and formatting. */
function timeoutFor(model: RunnableModel): number {
  return (60 + 4 * model.seconds) * 1000;
}

describe('Raven gives the same outputs after formatting every RV file', () => {
  for (const model of models) {
    test(
      model.folder,
      async () => {
        const root = await tempDir('rvkit-behavioural-');
        // Same depth and folder name in both copies, so any path Raven writes reads the same.
        const original = copyCorpusModel(model.folder, join(root, 'original', 'model'));
        const formatted = copyCorpusModel(model.folder, join(root, 'formatted', 'model'));
        // Every corpus model is written in its own layout, so the format changes some file of each.
        expect(await formatDirectory(formatted)).toBeGreaterThan(0);

        // Both at once: two cores, so the slowest model costs one run time, not two.
        const [a, b] = await Promise.all([runModel(model.stem, original), runModel(model.stem, formatted)]);
        expect(a.messages.completed).toBe(true);
        expect(b.messages.completed).toBe(true);

        const [namesA, namesB] = await Promise.all([filesUnder(a.outputdir), filesUnder(b.outputdir)]);
        expect(namesB).toEqual(namesA);
        expect(namesA).toContain('Raven_errors.txt');
        expect(namesA.length).toBeGreaterThan(2);
        const differing = await differingFiles(a.outputdir, b.outputdir, namesA);
        expect({ model: model.folder, differing }).toEqual({ model: model.folder, differing: [] });
        await rm(root, { recursive: true, force: true });
      },
      timeoutFor(model),
    );
  }
});
