/**
 * A guard in front of vscode-jsonrpc's message reader. That reader trusts every header: after a
 * `Content-Length` that is not a number it leaves the body in its buffer, to be read as the next header; after
 * one too short the rest of the body; one too long swallows the messages that follow; a huge one waits for
 * ever. After any of them it never reads a message again, so the server ignores even `shutdown` and `exit`
 * and the editor cannot tell that it must restart it.
 *
 * The guard passes on only well-formed frames: header lines it can read (`Name: value`, one `Content-Length`
 * of digits within the limit), and a body that holds no other frame's header and starts and ends as a JSON
 * object or array does. Anything else is dropped, with a note, and reading resumes at the next
 * `Content-Length` header, so the client's following messages are answered. A valid JSON body cannot hold a
 * header: a JSON string holds no raw line break, and `Content-Length` is no JSON token. Whether a well-formed
 * frame's body is valid JSON-RPC stays the reader's business: it answers a bad one with an error and goes on.
 */
import { Transform, type TransformCallback } from 'node:stream';

/** Options of the guard. */
export interface FrameGuardOptions {
  /** The largest body passed on, in bytes; a frame that announces more is dropped unread. */
  readonly maxBodyBytes: number;
  /** Told of every frame dropped and of the bytes skipped outside frames, in words (the server logs it). */
  readonly onDrop?: (what: string) => void;
}

/** No header block is longer than this (a client sends two short lines). */
const MAX_HEADER_BYTES = 4096;
const CRLF2 = Buffer.from('\r\n\r\n', 'latin1');
/** Where a header starts: the only two headers of the protocol. */
const HEADER_START = /content-(?:length|type)[ \t]*:/i;
/** A header block that ends where the text ends (the text before a blank line). */
const HEADER_BLOCK_AT_END = /content-length[ \t]*:[ \t]*\d+[ \t]*(?:\r\n[!-9;-~]+[ \t]*:[^\r\n]*)*$/i;
/** One header line. */
const HEADER_LINE = /^([!-9;-~]+)[ \t]*:[ \t]*(.*?)[ \t]*$/;

/** The bytes of a stream, as frames only. */
export class FrameGuard extends Transform {
  /** Bytes received and not yet passed on or dropped. */
  private chunks: Buffer[] = [];
  private length = 0;
  /** The body length of the frame whose header was read, or -1 while a header is awaited. */
  private need = -1;
  /** How far the current body has been searched for a header (see `embeddedHeader`). */
  private searched = 0;

  constructor(private readonly options: FrameGuardOptions) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.chunks.push(chunk);
    this.length += chunk.length;
    try {
      this.pump();
      done();
    } catch (error) {
      done(error as Error);
    }
  }

  override _flush(done: TransformCallback): void {
    if (this.length > 0) this.discard(this.length, 'the input ended inside a frame');
    this.noteSkipped();
    done();
  }

  /** Passes on every complete frame received, drops what is not one. */
  private pump(): void {
    for (;;) {
      if (this.length === 0) return;
      if (this.need < 0) {
        if (!this.readHeader()) return;
      } else if (!this.readBody()) return;
    }
  }

  /** Reads a header block; false when more bytes are needed. */
  private readHeader(): boolean {
    const head = this.peek(Math.min(this.length, MAX_HEADER_BYTES)).toString('latin1');
    const start = head.search(HEADER_START);
    if (start < 0) {
      // Nothing here starts a header: keep only what may be the start of one cut by the chunk's end.
      const keep = Math.min(head.length, 20);
      if (head.length - keep > 0) this.discard(head.length - keep);
      return this.length > keep;
    }
    if (start > 0) {
      this.discard(start);
      return true;
    }
    const end = head.indexOf('\r\n\r\n');
    if (end < 0) {
      if (head.length < MAX_HEADER_BYTES) return false;
      this.discard(1, `a header block longer than ${MAX_HEADER_BYTES} bytes`);
      return true;
    }
    const problem = this.headerProblem(head.slice(0, end).split('\r\n'));
    if (typeof problem === 'string') {
      // Skip this header's first byte: the search resumes at the next header, wherever it is.
      this.discard(1, problem);
      return true;
    }
    this.consume(end + 4);
    this.need = problem;
    this.searched = 0;
    return true;
  }

  /** The body length a header block announces, or why the block is refused. */
  private headerProblem(lines: readonly string[]): number | string {
    let length: number | undefined;
    for (const line of lines) {
      const m = HEADER_LINE.exec(line);
      if (!m) return `a header line that is not "Name: value": ${JSON.stringify(line.slice(0, 80))}`;
      if (m[1]!.toLowerCase() !== 'content-length') continue;
      if (length !== undefined) return 'two Content-Length headers';
      if (!/^\d{1,15}$/.test(m[2]!))
        return `a Content-Length that is not a number: ${JSON.stringify(m[2]!.slice(0, 40))}`;
      length = Number(m[2]);
      if (length > this.options.maxBodyBytes) {
        return `a Content-Length of ${length} bytes, over the limit of ${this.options.maxBodyBytes}`;
      }
    }
    return length ?? 'a header without Content-Length';
  }

  /** Passes on the awaited body when it is complete and sound; false when more bytes are needed. */
  private readBody(): boolean {
    const inside = this.embeddedHeader();
    if (inside !== undefined) {
      this.need = -1;
      this.discard(inside, 'a body that holds the next frame (its Content-Length was too long)');
      return true;
    }
    if (this.length < this.need) return false;
    const need = this.need;
    this.need = -1;
    const body = this.peek(need);
    if (!looksLikeJson(body)) {
      // Cut short (its Content-Length too small) or not JSON: resume at the next header after its start.
      this.discard(Math.min(1, need), 'a body that is not one JSON value (its Content-Length was wrong)');
      return true;
    }
    this.consume(need);
    this.noteSkipped();
    this.push(Buffer.from(`Content-Length: ${need}\r\n\r\n`, 'latin1'));
    this.push(body);
    return true;
  }

  /**
   * Where a header starts inside the awaited body, if one does: the offset of its `Content-Length`. Searches
   * the bytes received since the last call for the blank line that ends a header block, then looks back.
   */
  private embeddedHeader(): number | undefined {
    const limit = Math.min(this.length, this.need + MAX_HEADER_BYTES + 4);
    if (limit <= this.searched) return undefined;
    const from = this.searched;
    this.searched = limit;
    for (const at of this.blankLines(from, limit)) {
      const back = Math.max(0, at - MAX_HEADER_BYTES);
      const m = HEADER_BLOCK_AT_END.exec(this.bytes(back, at).toString('latin1'));
      if (m && back + m.index < this.need) return back + m.index;
    }
    return undefined;
  }

  /**
   * The offsets of the blank lines (CR LF CR LF) that end in `[from, to)`, in order: each chunk searched where
   * it lies, and the seams between chunks through a few copied bytes, so that a big body is never copied.
   */
  private blankLines(from: number, to: number): number[] {
    const found: number[] = [];
    let offset = 0;
    for (const chunk of this.chunks) {
      const end = offset + chunk.length;
      if (end > from - 3 && offset < to) {
        // A blank line that starts up to 3 bytes before this chunk ends inside it: the seam.
        if (offset > 0 && offset > from - 3) {
          const seam = this.bytes(offset - 3, Math.min(offset + 3, this.length));
          const at = seam.indexOf(CRLF2);
          if (at >= 0 && at < 3 && offset - 3 + at + 4 > from) found.push(offset - 3 + at);
        }
        const lo = Math.max(0, from - 3 - offset);
        const hi = Math.min(chunk.length, to - offset);
        for (let at = chunk.indexOf(CRLF2, lo); at >= 0 && at + 4 <= hi; at = chunk.indexOf(CRLF2, at + 1)) {
          if (offset + at + 4 > from) found.push(offset + at);
        }
      }
      if (end >= to) break;
      offset = end;
    }
    return found.sort((a, b) => a - b);
  }

  /** The first `n` bytes, without consuming them. */
  private peek(n: number): Buffer {
    return this.bytes(0, n);
  }

  /** Bytes `from` to `to` (exclusive) of those received, without consuming them; copied only across chunks. */
  private bytes(from: number, to: number): Buffer {
    const parts: Buffer[] = [];
    let offset = 0;
    for (const chunk of this.chunks) {
      const end = offset + chunk.length;
      if (end > from && offset < to)
        parts.push(chunk.subarray(Math.max(0, from - offset), Math.min(chunk.length, to - offset)));
      if (end >= to) break;
      offset = end;
    }
    return parts.length === 1 ? parts[0]! : Buffer.concat(parts);
  }

  /** Consumes the first `n` bytes. */
  private consume(n: number): void {
    let left = n;
    while (left > 0) {
      const first = this.chunks[0]!;
      if (first.length <= left) {
        this.chunks.shift();
        left -= first.length;
      } else {
        this.chunks[0] = first.subarray(left);
        left = 0;
      }
    }
    this.length -= n;
  }

  /** Bytes skipped outside frames since the last note (told once, before the next frame passes). */
  private skipped = 0;

  /**
   * Drops the first `n` bytes: a frame's first byte with why it is refused (the search for the next header
   * starts after it), or without a reason bytes outside any frame (the rest of a refused frame among them).
   */
  private discard(n: number, reason?: string): void {
    this.consume(n);
    if (reason === undefined) this.skipped += n;
    else this.options.onDrop?.(`frame dropped: ${reason}`);
  }

  private noteSkipped(): void {
    if (this.skipped > 0) this.options.onDrop?.(`${this.skipped} byte(s) outside any frame skipped`);
    this.skipped = 0;
  }
}

/** True when the bytes, blanks aside, start with `{` or `[` and end with `}` or `]`, as a message does. */
function looksLikeJson(body: Buffer): boolean {
  const blank = (b: number) => b === 0x20 || b === 0x09 || b === 0x0a || b === 0x0d;
  let i = 0;
  let j = body.length - 1;
  while (i <= j && blank(body[i]!)) i++;
  while (j >= i && blank(body[j]!)) j--;
  if (i > j) return false;
  const first = body[i]!;
  const last = body[j]!;
  return (first === 0x7b && last === 0x7d) || (first === 0x5b && last === 0x5d);
}
