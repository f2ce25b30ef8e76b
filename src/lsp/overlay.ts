/**
 * The files of the models as the editor sees them: the text of every open buffer (saved or not) laid over
 * the disk, and a parse cache so that an edit re-parses only the file that changed, not the whole model.
 */
import { existsSync, statSync } from 'node:fs';
import type { RvDocument } from '../ast/nodes.js';
import { parseRv, type ParseOptions } from '../parser/parseRv.js';
import type { FileSource } from '../project/load.js';
import { readRvFile } from '../project/rvFiles.js';

/** One parsed text: reused while the text and the way it is read stay the same. */
interface Parsed {
  readonly text: string;
  readonly fileType: string;
  readonly fileName: string;
  readonly doc: RvDocument;
}

/** Editor buffers over the disk, with a syntax tree kept per file. */
export class OverlaySource implements FileSource {
  private readonly open = new Map<string, string>();
  private readonly parsed = new Map<string, Parsed>();
  /** Files read from disk, kept while their modification time and size stay the same. */
  private readonly disk = new Map<string, { stamp: string; text: string }>();

  /** Sets the editor's text of a file (absolute path). */
  set(path: string, text: string): void {
    this.open.set(path, text);
  }

  /** Forgets the editor's text of a file: the disk speaks for it again. */
  drop(path: string): void {
    this.open.delete(path);
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
    const text = await readRvFile(path);
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
    )
      return cached.doc;
    const doc = parseRv(text, { ...options, fileName });
    this.parsed.set(path, { text, fileType: options.fileType, fileName, doc });
    return doc;
  }
}
