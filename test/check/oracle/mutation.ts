/**
 * Mutations of a model: text edits of some of its files, each with the line where the mistake is. A mutant is
 * written as a new directory whose unchanged files are hard links to the base model (the models are large and
 * a run makes hundreds of mutants), and whose edited files are new files.
 */
import { promises as fs } from 'node:fs';
import { join, relative } from 'node:path';
import type { ModelFacts } from '../../../src/facts/facts.js';
import { lineOf, type Site } from '../../../src/facts/site.js';
import type { Project, ProjectFile } from '../../../src/project/project.js';
import type { Random } from './random.js';
import type { RunnableModel } from './runnable.js';

/** An edit of one file of the model. */
export interface FileEdit {
  /** Path relative to the model directory. */
  readonly file: string;
  readonly edit: (text: string) => string;
}

/** One mutated model. */
export interface Mutation {
  /** The kind of mistake (one generator may make several kinds). */
  readonly kind: string;
  /** What was done, for the report. */
  readonly label: string;
  readonly edits: readonly FileEdit[];
  /** The line of the mistake, where rvkit's error should point when Raven fails. */
  readonly at: { readonly file: string; readonly line: number };
}

/** What a generator sees: the base (shortened) model, loaded, and a seeded random source. */
export interface Fixture {
  readonly model: RunnableModel;
  readonly dir: string;
  readonly project: Project;
  readonly facts: ModelFacts;
  readonly rng: Random;
}

/** A generator of mutations of one family. */
export interface Generator {
  /** The kinds it makes, for the report (every mutation's kind is one of them). */
  readonly kinds: readonly string[];
  /** True for edits that must not change Raven's verdict (comments, reordering, values within range). */
  readonly harmless?: boolean;
  /** The mutations of one model (async for generators that read data files). */
  generate(fx: Fixture): Mutation[] | Promise<Mutation[]>;
}

/** A file's path relative to the model directory. */
export function relPath(fx: Fixture, file: ProjectFile): string {
  return relative(fx.dir, file.path);
}

/** Where a site is, for a mutation's `at`. */
export function atSite(fx: Fixture, site: Site): { file: string; line: number } {
  return { file: relPath(fx, site.file), line: lineOf(site.file, site.offset) };
}

/** An edit replacing the text of a site by other text. */
export function replaceSite(fx: Fixture, site: Site, text: string): FileEdit {
  return {
    file: relPath(fx, site.file),
    edit: (t) => t.slice(0, site.offset) + text + t.slice(site.offset + site.length),
  };
}

/** An edit removing the whole line that holds an offset (line end included). */
export function deleteLineAt(fx: Fixture, file: ProjectFile, offset: number): FileEdit {
  return {
    file: relPath(fx, file),
    edit: (t) => {
      const start = t.lastIndexOf('\n', offset - 1) + 1;
      const nl = t.indexOf('\n', offset);
      return t.slice(0, start) + (nl < 0 ? '' : t.slice(nl + 1));
    },
  };
}

/** An edit inserting a line before the line that holds an offset, in the file's own line-end style. */
export function insertLineBefore(fx: Fixture, file: ProjectFile, offset: number, line: string): FileEdit {
  return {
    file: relPath(fx, file),
    edit: (t) => {
      const start = t.lastIndexOf('\n', offset - 1) + 1;
      const eol = t.includes('\r\n') ? '\r\n' : '\n';
      return t.slice(0, start) + line + eol + t.slice(start);
    },
  };
}

/** The text of the whole line holding an offset (without its line end). */
export function lineTextAt(file: ProjectFile, offset: number): string {
  const t = file.text;
  const start = t.lastIndexOf('\n', offset - 1) + 1;
  let end = t.indexOf('\n', offset);
  if (end < 0) end = t.length;
  return t.slice(start, end).replace(/\r$/, '');
}

/** Writes a mutant: the base directory's files linked (or written edited), output folders left out. */
export async function materialize(base: string, dest: string, edits: readonly FileEdit[]): Promise<void> {
  const byFile = new Map<string, FileEdit[]>();
  for (const e of edits) byFile.set(e.file, [...(byFile.get(e.file) ?? []), e]);
  const walk = async (rel: string): Promise<void> => {
    await fs.mkdir(join(dest, rel), { recursive: true });
    for (const entry of await fs.readdir(join(base, rel), { withFileTypes: true })) {
      const path = rel ? join(rel, entry.name) : entry.name;
      if (entry.isDirectory()) {
        if (rel === '' && entry.name === 'out') continue;
        await walk(path);
      } else if (byFile.has(path)) {
        let text = await fs.readFile(join(base, path), 'latin1');
        // Later edits first: offsets taken from the base text hold when a file's edits are listed in order.
        for (const e of [...byFile.get(path)!].reverse()) text = e.edit(text);
        await fs.writeFile(join(dest, path), text, 'latin1');
      } else {
        await fs.link(join(base, path), join(dest, path));
      }
    }
  };
  await walk('');
}
