/**
 * Every model directory of the corpora loads into a Config with every command typed, writes back byte for
 * byte, and reloads equal.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import '../../src/index.js'; // the public face: loads every model and attaches Config.load, fromNc, …
import { Config } from '../../src/models/sections/config.js';
import { configSources } from '../../src/project/configLoad.js';
import { coverage } from '../../src/project/coverage.js';
import { corpusModels } from '../corpusModels.js';
import { sharedCorpus } from '../paths.js';

const models = await corpusModels();

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('Config over the corpus', () => {
  it('finds the corpus models', () => {
    expect(models.length).toBeGreaterThanOrEqual(30);
  });

  it.each(models.map((m) => [relative(sharedCorpus, m.rvi), m.rvi]))(
    '%s: load, write unchanged, reload equal',
    async (_, rvi) => {
      const config = await Config.load(rvi);
      const sources = configSources(config)!;
      const out = mkdtempSync(join(tmpdir(), 'rvkit-cc-'));
      dirs.push(out);
      const written = await config.writeRv(out);
      // Every file of the model comes back byte for byte.
      for (const f of sources.project.files) {
        const rel = relative(sources.project.dir, f.path);
        expect(readFileSync(join(out, rel), 'latin1')).toBe(f.text);
      }
      expect(Object.keys(written).length).toBe(new Set(sources.project.files.map((f) => f.path)).size);
      const again = await Config.load(join(out, relative(sources.project.dir, rvi)));
      expect(again.toJSON()).toEqual(config.toJSON());
      // Every command is accounted for: typed, kept untyped with a reason, or generic.
      const report = coverage(config);
      const counted = report.reduce(
        (n, c) =>
          n +
          Object.values(c.typed).reduce((a, b) => a + b, 0) +
          c.untyped.length +
          Object.values(c.generic).reduce((a, b) => a + b, 0),
        0,
      );
      const commands = sources.files.reduce(
        (n, f) => n + f.entries.filter((e) => e.item.kind === 'command').length,
        0,
      );
      expect(counted).toBe(commands);
      // Every command instance loads typed (issue 22): none kept as text, none generic.
      const rest = report.flatMap((c) => [
        ...c.untyped.map((u) => `${u.file}:${u.line}: ${u.command}: ${u.reason}`),
        ...Object.keys(c.generic).map((name) => `${name} (generic in .${c.fileType})`),
      ]);
      expect(rest).toEqual([]);
    },
    60_000,
  );
});
