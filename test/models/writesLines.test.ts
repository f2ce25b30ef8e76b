/**
 * Models write lines, never text read back (issue 15): every command class writes `toLines()` (words and block
 * depth) and none overrides `toRv()`, which is only the text of those lines; `Command` has no fallback that
 * would split a writer's string into lines, and no such splitter is left in the sources. On every command of
 * every corpus model, the lines equal the lines of the text.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import '../../src/index.js'; // loads every model and attaches Config.load
import * as models from '../../src/models/index.js';
import * as lines from '../../src/models/commandText/lines.js';
import { fieldsOf } from '../../src/models/modelClass/field.js';
import { Command, Model } from '../../src/models/modelClass/model.js';
import { bindings } from '../../src/models/modelClass/registry.js';
import type { ModelClass } from '../../src/models/modelClass/types.js';
import { Config } from '../../src/models/sections/config.js';
import { withTemplate } from '../../src/models/commandText/template.js';
import { configSources } from '../../src/project/configLoad.js';
import { corpusModels } from '../corpusModels.js';
import { repoRoot } from '../paths.js';
import { textLines } from '../textLines.js';

/** Every command class the models export or bind to a Raven command. */
function commandClasses(): (abstract new (...a: never[]) => Command)[] {
  const found = new Set<abstract new (...a: never[]) => Command>();
  for (const v of Object.values(models as Record<string, unknown>))
    if (typeof v === 'function' && v.prototype instanceof Command) found.add(v as never);
  for (const b of bindings()) found.add(b.cls as never);
  return [...found];
}

/** The classes from `cls` up to (not including) Command that define `member` themselves. */
function ownersOf(cls: object, member: string): string[] {
  const out: string[] = [];
  for (let c = cls as { prototype: object; name: string }; c !== Command; c = Object.getPrototypeOf(c))
    if (Object.hasOwn(c.prototype, member)) out.push(c.name);
  return out;
}

/** Every TypeScript file under a directory. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? sources(p) : p.endsWith('.ts') ? [p] : [];
  });
}

/** Every command model inside a value (nested ones too: a gauge's data, a reservoir's stage relations). */
function commandsIn(v: unknown, out: Command[] = []): Command[] {
  if (v === null || typeof v !== 'object') return out;
  if (v instanceof Command) out.push(v);
  if (Array.isArray(v)) for (const x of v) commandsIn(x, out);
  else if (v instanceof Model)
    for (const f of fieldsOf(v.constructor as ModelClass))
      commandsIn((v as unknown as Record<string, unknown>)[f.name], out);
  else if (Object.getPrototypeOf(v) === Object.prototype)
    for (const x of Object.values(v)) commandsIn(x, out);
  return out;
}

describe('models write lines', () => {
  const classes = commandClasses();

  it('finds the command classes (nested and process classes too)', () => {
    const names = classes.map((c) => c.name);
    expect(classes.length).toBeGreaterThan(60);
    for (const name of ['HRUs', 'Gauge', 'Data', 'BasinIndex', 'OperatingRegime', 'Baseflow', 'ProcessGroup'])
      expect(names).toContain(name);
  });

  it('no command class overrides toRv: each writes toLines, and toRv is their text', () => {
    expect(classes.flatMap((c) => ownersOf(c, 'toRv'))).toEqual([]);
    for (const b of bindings()) expect(typeof b.cls.prototype.toLines).toBe('function');
  });

  it('has no fallback reading a written string back into lines', () => {
    expect(Object.hasOwn(Command.prototype, 'toLines')).toBe(false);
    expect(Object.keys(lines)).not.toContain('writtenLines');
    const readBack = sources(join(repoRoot, 'src')).filter((f) =>
      /writtenLines/.test(readFileSync(f, 'utf8')),
    );
    expect(readBack).toEqual([]);
  });

  it('writes, for every command of every corpus model, the lines of its text', async () => {
    let compared = 0;
    const differ: string[] = [];
    for (const m of await corpusModels()) {
      const config = await Config.load(m.rvi);
      const self = config as unknown as Record<string, unknown>;
      // A model loaded from OSTRICH templates holds their parameters, written as placeholders in a template.
      const template = configSources(config)?.project.files.some((f) => f.template) ?? false;
      withTemplate(template, () => {
        for (const f of fieldsOf(Config))
          for (const cmd of commandsIn(self[f.name])) {
            compared++;
            if (JSON.stringify(cmd.toLines()) !== JSON.stringify(textLines(cmd.toRv())))
              differ.push(`${m.rvi}: ${cmd.constructor.name}`);
          }
      });
    }
    expect(differ).toEqual([]);
    expect(compared).toBeGreaterThan(1000);
  }, 300_000);
});
