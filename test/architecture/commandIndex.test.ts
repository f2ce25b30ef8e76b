/** docs/commands.md, the index of where each command lives, is what the code generates (npm run docs:commands). */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bindings } from '../../src/models/modelClass/registry.js';
import { repoRoot } from '../paths.js';
import { commandIndexMarkdown, commandPlaces } from './commandIndex.js';

describe('the command index', () => {
  const places = commandPlaces(repoRoot);

  it('is current: docs/commands.md is what npm run docs:commands writes', () => {
    const committed = readFileSync(join(repoRoot, 'docs', 'commands.md'), 'utf8');
    const current = commandIndexMarkdown(places);
    if (committed !== current) {
      const line = committed.split('\n').findIndex((l, i) => l !== current.split('\n')[i]);
      throw new Error(
        `docs/commands.md is not current from line ${line + 1} (run npm run docs:commands):\n` +
          `committed: ${committed.split('\n')[line]}\ncurrent:   ${current.split('\n')[line]}`,
      );
    }
  });

  it('finds the places of a command it knows (the index is read from the code, not empty)', () => {
    const hrus = places.find((p) => p.fileTypes[0] === 'rvh' && p.name === ':HRUs')!;
    expect(hrus.grammar).toMatch(/^grammar\/rvh\.ts:\d+$/);
    expect(hrus.model.map((m) => m.path)).toContain('src/models/rvh/hrus.ts');
    expect(hrus.rules).toEqual(expect.arrayContaining(['RV104', 'RV202']));
    expect(hrus.tests[0]).toMatch(/^test\/models\/rvh\//);
    const snowEvap = places.find((p) => p.fileTypes[0] === 'rvi' && p.name === ':CanopySublimation')!;
    expect(snowEvap.migrations).toEqual(expect.arrayContaining([':CanopySnowEvap']));
  });

  it('finds every command class bound by @command in its file type folder of src/models/', () => {
    for (const b of bindings()) {
      const row = places.find((p) => p.name === b.spec.name && p.fileTypes.includes(b.fileType));
      expect(row?.model).toContainEqual({
        label: b.cls.name,
        path: expect.stringMatching(`^src/models/${b.fileType}/`),
      });
    }
  });
});
