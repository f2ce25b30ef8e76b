/**
 * The files of the models as the editor sees them: the text of every open buffer (saved or not) laid over
 * the disk, and a parse cache so that an edit re-parses only the file that changed, not the whole model.
 */
import { existsSync, statSync } from 'node:fs';
import type { RvDocument } from '../ast/nodes.js';
import { parseRv, type ParseOptions } from '../parser/parseRv.js';
import type { FileSource } from '../project/load.js';
import type { ReadLimits } from '../project/regularFile.js';
import { readRvFile } from '../project/rvFiles.js';

/**
 * From this many characters (about 30 ms of parsing), the main thread does not parse a text itself: it takes
 * the tree the checking thread parsed (see requestSource.ts), so requests never wait for a big parse.
 */
export const LARGE_TEXT = 1_000_000;

/** One parsed text: reused while the text and the way it is read stay the same. */
export interface Parsed {
  readonly text: string;
  readonly fileType: string;
  readonly fileName: string;
  readonly doc: RvDocument;
}

/** Editor buffers over the disk, with a syntax tree kept per file. */
export class OverlaySource implements FileSource {
  private readonly open = new Map<string, string>();
  /** The editor's version of each open buffer, part of its text's key (see keyOf). */
  private readonly versions = new Map<string, number>();
  protected readonly parsed = new Map<string, Parsed>();
  /** The key of each big file's text last told to onLargeParse. */
  private readonly noted = new Map<string, string>();
  /** What is read from disk: regular files no larger than the limit (see src/project/regularFile.ts). */
  limits: ReadLimits = {};
  /** Files read from disk, kept while their modification time and size stay the same. */
  private readonly disk = new Map<string, { stamp: string; text: string }>();

  /**
   * Called with each tree of a text of at least LARGE_TEXT characters, once per key of its text (see keyOf):
   * the checking thread hands such trees to the main thread (see transferDoc.ts).
   */
  onLargeParse?: (path: string, key: string, doc: RvDocument) => void;

  /** Sets the editor's text of a file (absolute path) and its version in the editor. */
  set(path: string, text: string, version = 0): void {
    this.open.set(path, text);
    this.versions.set(path, version);
    // The buffer speaks for the file now: the disk's text would be a second copy (read again on close).
    this.disk.delete(path);
    this.forgetTree(path, text);
  }

  /** Forgets the editor's text of a file: the disk speaks for it again. */
  drop(path: string): void {
    const text = this.open.get(path);
    this.open.delete(path);
    this.versions.delete(path);
    if (text !== undefined) this.forgetTree(path, text);
  }

  /**
   * A tree keeps the text it was parsed from alive (its rows are slices of it): when another string takes
   * over the file, even an equal one (a buffer opened with the text on disk), a small file is parsed again
   * rather than hold both strings. A big file keeps its tree (parsing it again would cost far more).
   */
  private forgetTree(path: string, text: string): void {
    if (text.length < LARGE_TEXT) this.parsed.delete(path);
  }

  /**
   * What names the text last read for a file in both threads: the editor's version of an open buffer, the
   * modification time and size of a file read from disk; undefined before the file was read.
   */
  keyOf(path: string): string | undefined {
    if (this.open.has(path)) return `v${this.versions.get(path) ?? 0}`;
    const stamp = this.disk.get(path)?.stamp;
    return stamp === undefined ? undefined : `d${stamp}`;
  }

  /** The editor's text of a file, when it is open. */
  buffer(path: string): string | undefined {
    return this.open.get(path);
  }

  exists(path: string): boolean {
    return this.open.has(path) || existsSync(path);
  }

  async readText(path: string): Promise<string> {
    const open = this.open.get(path);
    if (open !== undefined) return open;
    const st = statSync(path);
    const stamp = `${st.mtimeMs}:${st.size}`;
    const cached = this.disk.get(path);
    if (cached?.stamp === stamp) return cached.text;
    const text = await readRvFile(path, this.limits);
    this.disk.set(path, { stamp, text });
    return text;
  }

  parse(path: string, text: string, options: ParseOptions): RvDocument {
    const fileName = options.fileName ?? path;
    const cached = this.parsed.get(path);
    // Equal strings compare by length first, so a changed file costs nothing here; an unchanged one a memcmp.
    if (
      cached &&
      cached.fileType === options.fileType &&
      cached.fileName === fileName &&
      cached.text === text
    ) {
      this.noteLarge(path, text, cached.doc, false);
      return cached.doc;
    }
    const doc = parseRv(text, { ...options, fileName });
    this.parsed.set(path, { text, fileType: options.fileType, fileName, doc });
    this.noteLarge(path, text, doc, true);
    return doc;
  }

  /**
   * Tells onLargeParse of a big tree: each new one, and a kept one once per key (a buffer opened with the
   * text on disk keeps the disk text's tree, under a new key).
   */
  private noteLarge(path: string, text: string, doc: RvDocument, fresh: boolean): void {
    if (text.length < LARGE_TEXT || !this.onLargeParse) return;
    const key = this.keyOf(path);
    if (!key || (!fresh && this.noted.get(path) === key)) return;
    this.noted.set(path, key);
    this.onLargeParse(path, key, doc);
  }
}
