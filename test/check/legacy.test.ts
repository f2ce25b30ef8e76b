/**
 * The corpus models Raven 4.12.1 refuses (legacy models, models with missing files, OSTRICH templates): Raven
 * runs on each, and rvkit check must report an error that says what Raven says: every name Raven's first
 * error quotes (a command, a file, a parameter) appears in one of rvkit's error messages.
 */
import { readdirSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join, relative } from 'node:path';
import { checkProject } from '../../src/check/checkProject.js';
import { fileHost } from '../../src/project/fileHost.js';
import { loadProject } from '../../src/project/load.js';
import { copyCorpusModel, sharedCorpus } from '../paths.js';
import { pool, ravenVerdict, type RavenVerdict } from './oracle/raven.js';
import { runnableModels } from './oracle/runnable.js';

interface Refused {
  readonly model: string;
  readonly raven: RavenVerdict;
  readonly rvkit: string[];
}

/** Every model of the corpus: a folder and the stem of each .rvi in it. */
function corpusModels(): { dir: string; stem: string }[] {
  const out: { dir: string; stem: string }[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.rvi'))
        out.push({ dir: relative(sharedCorpus, dir), stem: basename(name, '.rvi') });
    }
  };
  walk(sharedCorpus);
  return out;
}

/** The names a Raven message quotes: commands, files, parameter names (not function names such as ParseInput:). */
export function quotedNames(message: string): string[] {
  return message
    .replace(/^ERROR\s*:\s*/, '')
    .split(/[\s()'"|]+/)
    .map((w) => w.replace(/[.,;]+$/, ''))
    .filter(
      (w) =>
        w.length >= 4 && /[_.:]/.test(w) && !/^[A-Za-z]+::?$/.test(w) && !/^[A-Z][a-z]+[A-Za-z]*:+/.test(w),
    );
}

let refused: Refused[];
let root: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'rvkit-legacy-'));
  const runnable = new Set(runnableModels().map((m) => `${m.dir}/${m.stem}`));
  const models = corpusModels().filter((m) => !runnable.has(`${m.dir}/${m.stem}`));
  const results = await pool(models, async (m, i = models.indexOf(m)) => {
    const dir = copyCorpusModel(m.dir, join(root, String(i)));
    const raven = await ravenVerdict(dir, m.stem);
    const project = await loadProject(join(dir, `${m.stem}.rvi`));
    const diagnostics = await checkProject(project, { host: fileHost(dir) });
    return {
      model: `${m.dir}/${m.stem}`,
      raven,
      rvkit: diagnostics.filter((d) => d.severity === 'error').map((d) => d.message),
    };
  });
  refused = results.filter((r) => r.raven.fails);
}, 600_000);

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('corpus models that Raven 4.12.1 refuses', () => {
  it('include the legacy Nith model, the York models and the OSTRICH templates', () => {
    const names = refused.map((r) => r.model);
    expect(names.some((n) => n.endsWith('Nith/Nith'))).toBe(true);
    expect(names.filter((n) => n.includes('York')).length).toBeGreaterThan(5);
    expect(names.filter((n) => n.includes('ostrich')).length).toBe(4);
  });

  it('each get an rvkit error that names what Raven names', () => {
    const mismatches = refused
      .map((r) => {
        const first = r.raven.errors.find((e) => !/Errors found in input data/.test(e)) ?? '';
        const names = quotedNames(first);
        const said = r.rvkit.some((m) => names.every((n) => m.includes(n)));
        return { model: r.model, raven: first, names, rvkit: r.rvkit.slice(0, 3), said };
      })
      .filter((x) => !x.said || x.rvkit.length === 0);
    expect(mismatches).toEqual([]);
  });
});
