/**
 * What Raven does with the typed text: in runnable corpus models, every .rvp command these models type is
 * replaced by the model's own text (toRv), and Raven must give byte-identical outputs. This checks the meaning
 * of the written words against the engine itself, including the values the models drop because Raven ignores
 * them (the four-word :SoilClasses rows of Salmon HBV and raven-hbvec).
 */
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Item } from '../../../src/ast/nodes.js';
import { runRaven } from '../../../src/engine/index.js';
import { parseRv } from '../../../src/parser/parseRv.js';
import { printItem } from '../../../src/printer/print.js';
import { fileTypeOf } from '../../../src/project/fileType.js';
import { collectRvFiles, readRvFile } from '../../../src/project/rvFiles.js';
import { removeTemporaryDirs, tempDir } from '../../engine/helpers.js';
import { copyCorpusModel } from '../../paths.js';
import { readTyped, typedClass } from './typedCommands.js';

afterAll(removeTemporaryDirs);

const BENCH = 'CSHS-CWRA__RavenHydroFramework/benchmarking___InputFiles__';
const TESTDATA = 'Ouranosinc__raven-testdata/';

/** Runnable models (RUNNABLE.md), with how many commands get typed text and how many stay as written. */
const MODELS = [
  { folder: `${BENCH}Irondequoit`, stem: 'Irondequoit', typed: 7, kept: 0 },
  { folder: `${BENCH}Salmon_GR4J`, stem: 'raven-gr4j-salmon', typed: 12, kept: 0 },
  { folder: `${BENCH}Salmon_HBV`, stem: 'raven-hbv-salmon', typed: 13, kept: 0 },
  { folder: `${BENCH}Salmon_HMETS`, stem: 'raven-hmets-salmon', typed: 12, kept: 0 },
  { folder: `${BENCH}Salmon_MOHYSE`, stem: 'raven-mohyse-salmon', typed: 9, kept: 0 },
  { folder: `${BENCH}Alouette`, stem: 'Alouette_ws', typed: 11, kept: 0 },
  { folder: `${TESTDATA}raven-gr4j-cemaneige`, stem: 'raven-gr4j-salmon', typed: 7, kept: 0 },
  { folder: `${TESTDATA}raven-hbvec`, stem: 'raven-hbvec-salmon', typed: 10, kept: 0 },
  { folder: `${TESTDATA}raven-mohyse`, stem: 'raven-mohyse-salmon', typed: 9, kept: 0 },
];

/** Replaces each typed top-level command of the .rvp files under `dir` by its model's text. */
async function typeRvpFiles(dir: string): Promise<{ typed: number; kept: number }> {
  const count = { typed: 0, kept: 0 };
  for (const path of await collectRvFiles([dir])) {
    if (fileTypeOf(path) !== 'rvp') continue;
    const doc = parseRv(await readRvFile(path), { fileType: 'rvp', fileName: path });
    const text = doc.items.map((item: Item) => {
      const original = printItem(item);
      if (item.kind !== 'command' || !typedClass(item.line.words[0].text)) return original;
      try {
        const written = readTyped(item).toRv();
        count.typed++;
        return written;
      } catch {
        count.kept++;
        return original;
      }
    });
    await writeFile(path, text.join(''), 'latin1');
  }
  return count;
}

/** The output files of a run, by name (the progress file holds timings, so it differs between runs). */
async function outputs(dir: string): Promise<Map<string, Buffer>> {
  const names = (await readdir(dir)).filter((n) => n !== 'Raven_progress.txt').sort();
  return new Map(await Promise.all(names.map(async (n) => [n, await readFile(join(dir, n))] as const)));
}

describe('Raven reads the typed .rvp text as it reads the original', () => {
  for (const model of MODELS) {
    test(
      model.folder,
      async () => {
        const root = await tempDir('rvkit-rvp-');
        const original = copyCorpusModel(model.folder, join(root, 'original', 'model'));
        const typed = copyCorpusModel(model.folder, join(root, 'typed', 'model'));
        expect(await typeRvpFiles(typed)).toEqual({ typed: model.typed, kept: model.kept });
        const run = (configdir: string) =>
          runRaven({ modelname: model.stem, configdir, outputdir: 'rvkit-rvp-output' });
        const [a, b] = await Promise.all([run(original), run(typed)]);
        expect(a.messages.completed).toBe(true);
        expect(b.messages.completed).toBe(true);
        const [x, y] = await Promise.all([outputs(a.outputdir), outputs(b.outputdir)]);
        expect([...y.keys()]).toEqual([...x.keys()]);
        const differing = [...x.keys()].filter((n) => !x.get(n)!.equals(y.get(n)!));
        expect(differing).toEqual([]);
        await rm(root, { recursive: true, force: true });
      },
      120_000,
    );
  }
});
