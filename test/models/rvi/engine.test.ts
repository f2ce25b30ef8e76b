/**
 * The .rvi models' text on the real engine: for runnable corpus models, the :HydrologicProcesses block, the
 * :SoilModel, :CustomOutput and :EvaluationPeriod lines are replaced by what their typed models write, and
 * Raven's outputs stay byte-identical to those of the original files.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runRaven } from '../../../src/engine/index.js';
import '../../../src/index.js'; // the public face: loads every model and attaches Config.load, fromNc, …
import { Command } from '../../../src/models/modelClass/model.js';
import { Config } from '../../../src/models/sections/config.js';
import { configSources } from '../../../src/project/configLoad.js';
import { printItem } from '../../../src/printer/print.js';
import { copyCorpusModel } from '../../paths.js';

const MODELS = [
  ['Ouranosinc__raven-testdata/raven-hmets', 'raven-hmets-salmon'],
  ['CSHS-CWRA__RavenHydroFramework/benchmarking___InputFiles__Salmon_HBV', 'raven-hbv-salmon'],
  ['CSHS-CWRA__RavenHydroFramework/benchmarking___InputFiles__Irondequoit', 'Irondequoit'],
] as const;

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('.rvi typed text on the real engine', () => {
  it.each(MODELS)(
    '%s: rewritten from the models, same outputs',
    async (folder, stem) => {
      const root = mkdtempSync(join(tmpdir(), 'rvkit-rvi-'));
      dirs.push(root);
      const original = copyCorpusModel(folder, join(root, 'original', 'model'));
      const rewritten = copyCorpusModel(folder, join(root, 'rewritten', 'model'));
      const config = await Config.load(join(rewritten, `${stem}.rvi`));
      const rvi = configSources(config)!.files.find((f) => f.file.fileType === 'rvi' && !f.file.redirect)!;
      let replaced = 0;
      const text = rvi.entries
        .map((e) => {
          const b = e.binding;
          const self = config as unknown as Record<string, unknown>;
          const value =
            b && (b.at === undefined ? self[b.field] : (self[b.field] as unknown[])[b.at as number]);
          if (value instanceof Command) {
            replaced++;
            return value.toRv();
          }
          return printItem(e.item);
        })
        .join('');
      expect(replaced).toBeGreaterThanOrEqual(2);
      expect(text).not.toBe(rvi.file.text);
      writeFileSync(rvi.file.path, text, 'latin1');
      const [a, b] = await Promise.all([
        runRaven({ modelname: stem, configdir: original }),
        runRaven({ modelname: stem, configdir: rewritten }),
      ]);
      const files = readdirSync(a.outputdir)
        .filter((f) => f !== 'Raven_progress.txt')
        .sort();
      expect(
        readdirSync(b.outputdir)
          .filter((f) => f !== 'Raven_progress.txt')
          .sort(),
      ).toEqual(files);
      for (const f of files) {
        expect([f, readFileSync(join(b.outputdir, f)).equals(readFileSync(join(a.outputdir, f)))]).toEqual([
          f,
          true,
        ]);
      }
    },
    120_000,
  );
});
