/**
 * The server's view of the models: the open buffers (laid over the disk), the model each file belongs to
 * (the .rvi that reads it, redirects and :rv*_Filename followed), each model loaded for requests and each
 * buffer parsed, both reused until something changes.
 */
import { dirname, resolve } from 'node:path';
import type { RvDocument } from '../ast/nodes.js';
import { lineStarts } from '../parser/positions.js';
import { findModels } from '../project/discover.js';
import { fileTypeOf } from '../project/fileType.js';
import { displayName, loadProject } from '../project/load.js';
import type { Project } from '../project/project.js';
import { NameIndex } from '../facts/names.js';
import { RequestSource } from './requestSource.js';

/** A parsed text: an open buffer or a file of a model. */
export interface ParsedFile {
  readonly path: string;
  readonly text: string;
  readonly doc: RvDocument;
}

/** A loaded model and what requests derive from it. */
interface Loaded {
  readonly version: number;
  readonly project: Promise<Project>;
  names?: NameIndex;
}

/** How far up from a file the server looks for the .rvi that reads it (redirected files sit in sub-folders). */
const PARENT_LEVELS = 2;

/** True when two loads of a model read the same files into the same trees (the parse cache's). */
function sameTrees(a: Project, b: Project): boolean {
  return (
    a.files.length === b.files.length &&
    a.files.every((f, i) => f.path === b.files[i].path && f.doc === b.files[i].doc)
  );
}

/** Models, buffers and their syntax trees. */
export class Workspace {
  /** A big file's tree arriving from the checking thread makes derived data stale, as an edit does. */
  readonly source = new RequestSource(() => this.version++);
  /** Bumped by every change of a buffer: derived data older than this is stale. */
  private version = 0;
  private readonly loaded = new Map<string, Loaded>();
  /** Model (.rvi path) → the absolute paths of its files, from its last load or check. */
  private readonly members = new Map<string, Set<string>>();
  private readonly lines = new Map<string, { text: string; starts: Int32Array }>();
  /** The last name index of each model, kept across changes that leave the model's trees as they were. */
  private readonly lastNames = new Map<string, NameIndex>();

  /** A buffer was opened or changed. */
  setText(path: string, text: string, version = 0): void {
    this.source.set(path, text, version);
    this.version++;
  }

  /** A buffer was closed. */
  close(path: string): void {
    this.source.drop(path);
    this.version++;
  }

  /** Something changed on disk: everything derived is stale. */
  touch(): void {
    this.version++;
  }

  /** Records the files of a model (from a check). */
  setMembers(rvi: string, paths: Iterable<string>): void {
    this.members.set(rvi, new Set(paths));
  }

  /** The models (.rvi paths) that read a file; empty for a file no model reads. */
  async modelsOf(path: string): Promise<string[]> {
    const known = [...this.members].filter(([, m]) => m.has(path)).map(([rvi]) => rvi);
    if (known.length) return known;
    if (/\.rvi(\.tpl)?$/i.test(path)) return [path];
    const out: string[] = [];
    let dir = dirname(path);
    for (let level = 0; level <= PARENT_LEVELS; level++, dir = dirname(dir)) {
      const models = await findModels(dir).catch(() => []);
      for (const m of models) {
        if (this.members.has(m.rvi)) continue;
        const project = await this.project(m.rvi).catch(() => undefined);
        if (project?.files.some((f) => f.path === path)) out.push(m.rvi);
      }
      if (out.length || dirname(dir) === dir) break;
    }
    return out;
  }

  /** A model loaded from the buffers and the disk (shared by requests until the next change). */
  project(rvi: string): Promise<Project> {
    const cached = this.loaded.get(rvi);
    if (cached?.version === this.version) return cached.project;
    const project = loadProject(rvi, { source: this.source });
    this.loaded.set(rvi, { version: this.version, project });
    project.then(
      (p) =>
        this.setMembers(
          rvi,
          p.files.map((f) => f.path),
        ),
      () => this.loaded.delete(rvi),
    );
    return project;
  }

  /** The names of a model. */
  async names(rvi: string): Promise<NameIndex> {
    const project = await this.project(rvi);
    const loaded = this.loaded.get(rvi)!;
    if (loaded.names?.project !== project) {
      // A change that left every tree as it was (a file opened with its text on disk, a watched file
      // touched but not changed) keeps the index: building it reads every row of the model.
      const last = this.lastNames.get(rvi);
      loaded.names = last && sameTrees(last.project, project) ? last : new NameIndex(project);
      this.lastNames.set(rvi, loaded.names);
    }
    return loaded.names;
  }

  /** The first model that reads a file, with its names, or undefined. */
  async modelNames(path: string): Promise<NameIndex | undefined> {
    const [rvi] = await this.modelsOf(path);
    return rvi ? this.names(rvi).catch(() => undefined) : undefined;
  }

  /**
   * A file parsed as the model reads it (the buffer's text when it is open); a big file's tree comes from
   * the checking thread, so this waits for it.
   */
  async parsed(path: string): Promise<ParsedFile | undefined> {
    const fileType = fileTypeOf(path);
    if (!fileType) return undefined;
    // The name the loader gives it, so that the model's load reuses this tree.
    const { text, doc } = await this.source.parseNow(resolve(path), {
      fileType,
      fileName: displayName(path),
    });
    return { path, text, doc };
  }

  /** The line starts of a text (kept for the last text of each file). */
  lineStarts(path: string, text: string): Int32Array {
    const cached = this.lines.get(path);
    if (cached?.text === text) return cached.starts;
    const starts = lineStarts(text);
    this.lines.set(path, { text, starts });
    return starts;
  }
}
