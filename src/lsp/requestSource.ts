/**
 * The main thread's files: like the checking thread's (overlay.ts), except that a big text is never parsed
 * here, on the request path. Its tree comes from the checking thread, which parses it for the check anyway
 * (transferDoc.ts). Until the tree of the current text arrives, loading a model for a request (names for
 * hover, completion, definition) uses the file's last tree, or an empty one, so that a request in a small
 * file never waits for a big file's parse; a request inside the big file itself waits for its tree.
 */
import type { RvDocument } from '../ast/nodes.js';
import { parseRv, type ParseOptions } from '../parser/parseRv.js';
import { LARGE_TEXT, OverlaySource } from './overlay.js';
import { unpackDoc, type PackedDoc } from './transferDoc.js';

/**
 * How long a request inside a big file waits for the checking thread's tree before parsing the file itself
 * (a thread busy with another long check, or restarting after a crash).
 */
const WAIT_MS = 5000;

/**
 * Requests walk trees and never report (the checking thread does): the main thread parses without the
 * syntax checks, faster, and without keeping the row tables they scan (the model's data twice otherwise).
 */
function treeOnly(options: ParseOptions): ParseOptions {
  return { ...options, checks: false };
}

/** Editor buffers over the disk, with big files' trees taken from the checking thread. */
export class RequestSource extends OverlaySource {
  /** The last tree received for each big file, with the key of its text. */
  private readonly received = new Map<string, { key: string; packed: PackedDoc }>();
  private waiters: (() => void)[] = [];

  /** `arrived` is told when a big file's tree for its current text arrives (derived data is then stale). */
  constructor(private readonly arrived: (path: string) => void = () => {}) {
    super();
  }

  // A tree received before a buffer's text was set is of an older text (the thread gets texts from here).
  override set(path: string, text: string, version = 0): void {
    super.set(path, text, version);
    this.received.delete(path);
  }

  override drop(path: string): void {
    super.drop(path);
    this.received.delete(path);
  }

  /** Takes the big trees the checking thread sent. */
  receive(docs: readonly (readonly [string, string, PackedDoc])[]): void {
    for (const [path, key, packed] of docs) {
      this.received.set(path, { key, packed });
      if (this.keyOf(path) === key) this.arrived(path);
    }
    const waiters = this.waiters;
    this.waiters = [];
    for (const w of waiters) w();
  }

  /**
   * The tree of a text, for loading a model: a big text's tree from the checking thread when it has come,
   * otherwise the file's previous tree (or an empty one) until it does.
   */
  override parse(path: string, text: string, options: ParseOptions): RvDocument {
    if (text.length < LARGE_TEXT) return super.parse(path, text, treeOnly(options));
    return this.ready(path, text, options) ?? this.parsed.get(path)?.doc ?? parseRv('', options);
  }

  /**
   * A file's text and tree as they are now (the buffer's text when it is open), waiting for the checking
   * thread's tree when the text is big.
   */
  async parseNow(path: string, options: ParseOptions): Promise<{ text: string; doc: RvDocument }> {
    const until = Date.now() + WAIT_MS;
    for (;;) {
      // Read again after each wait: the buffer may have changed meanwhile.
      const text = await this.readText(path);
      if (text.length < LARGE_TEXT) return { text, doc: super.parse(path, text, treeOnly(options)) };
      const doc = this.ready(path, text, options);
      if (doc) return { text, doc };
      const left = until - Date.now();
      if (left <= 0) return { text, doc: super.parse(path, text, treeOnly(options)) };
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** The tree of exactly this text, cached or received, or undefined. */
  private ready(path: string, text: string, options: ParseOptions): RvDocument | undefined {
    const fileName = options.fileName ?? path;
    const cached = this.parsed.get(path);
    if (
      cached &&
      cached.text === text &&
      cached.fileType === options.fileType &&
      cached.fileName === fileName
    )
      return cached.doc;
    const got = this.received.get(path);
    if (!got || got.key !== this.keyOf(path) || got.packed.fileType !== options.fileType) return undefined;
    const doc = unpackDoc(got.packed, text, fileName);
    if (!doc) return undefined;
    // Unpacked once: the cache now holds it (its big texts cut from this text, so no second copy).
    this.received.delete(path);
    this.parsed.set(path, { text, fileType: options.fileType, fileName, doc });
    return doc;
  }
}
