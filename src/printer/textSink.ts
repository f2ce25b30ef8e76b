/**
 * The formatter's output. Data rows are written as UTF-8 into one byte buffer sized beforehand, then decoded
 * into a string at once: a million formatted rows cost their output text and one buffer of the same size
 * (outside the JavaScript heap, and reused), not millions of short strings held until a final join. Whole
 * lines (commands, comments, short tables) are gathered and encoded together by the native encoder.
 */

const LF = 10;
const SPACE = 32;
const MIN_SIZE = 256;

/**
 * The buffer of the last sink, reused by the next one while the garbage collector has not taken it: formatting
 * file after file (or the same file again) then allocates one buffer, not one per file.
 */
let spare: WeakRef<Uint8Array> | undefined;

// ignoreBOM keeps a leading U+FEFF: the output holds exactly the characters written.
const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
const encoder = new TextEncoder();
const SURROGATE = /[\uD800-\uDFFF]/;
/** Characters of whole lines encoded at once: few native calls, a small joined string. */
const BATCH = 1 << 16;

/** Builds a text of lines; empty lines at the very end are dropped. */
export class TextSink {
  /** Whole lines not yet encoded. */
  private lines: string[] = [];
  private linesLength = 0;
  /** Text decoded from full buffers, and lone surrogates (UTF-8 cannot hold them). */
  private readonly pieces: string[] = [];
  /** Allocated on the first byte written. */
  private buf: Uint8Array = new Uint8Array(0);
  private pos = 0;
  /** Nothing written on the current line yet. */
  private empty = true;
  /** Empty lines (one LF each) at the end of what is encoded so far. */
  private trailing = 0;

  /** `size` is the expected output length: exact for ASCII text, which then takes a single decode. */
  constructor(private readonly size: number) {}

  /** Appends a whole line (at the start of a line). */
  line(s: string): void {
    this.lines.push(s);
    this.linesLength += s.length;
    if (this.linesLength > BATCH) this.writeLines();
  }

  /** Appends `s.slice(from, to)` (a loop the JIT makes fast on the many short fields of data rows). */
  write(s: string, from = 0, to = s.length): void {
    if (to <= from) return;
    if (this.lines.length > 0) this.writeLines();
    this.empty = false;
    let buf = this.buf;
    let pos = this.pos;
    for (let i = from; i < to; i++) {
      const c = s.charCodeAt(i);
      if (c < 0x80 && pos < buf.length) buf[pos++] = c;
      else {
        this.pos = pos;
        i = this.writeChar(s, i, to);
        buf = this.buf;
        pos = this.pos;
      }
    }
    this.pos = pos;
  }

  /** Appends `n` spaces. */
  spaces(n: number): void {
    if (n <= 0) return;
    if (this.lines.length > 0) this.writeLines();
    this.empty = false;
    this.reserve(n);
    const buf = this.buf;
    let pos = this.pos;
    for (const end = pos + n; pos < end;) buf[pos++] = SPACE;
    this.pos = pos;
  }

  /**
   * Room for `n` more bytes written straight into the buffer, at the start of a line: the buffer, written from
   * `at`. The caller writes whole lines (LF included) and hands the end back to `wrote`; a loop over a long
   * table then costs no call per cell.
   */
  room(n: number): Uint8Array {
    if (this.lines.length > 0) this.writeLines();
    this.reserve(n);
    return this.buf;
  }

  /** Where bytes written into `room`'s buffer start. */
  get at(): number {
    return this.pos;
  }

  /**
   * Takes the lines written into `room`'s buffer up to `end`; `trailing` is how many of them, at the end, are
   * empty (a lone LF).
   */
  wrote(end: number, trailing: number): void {
    if (end === this.pos) return;
    const lines = trailing === end - this.pos;
    this.pos = end;
    this.trailing = lines ? this.trailing + trailing : trailing;
    this.empty = true;
  }

  /** Ends the current line. */
  endLine(): void {
    if (this.lines.length > 0) this.writeLines();
    this.reserve(1);
    this.buf[this.pos++] = LF;
    this.trailing = this.empty ? this.trailing + 1 : 0;
    this.empty = true;
  }

  /** The text written, without the line ends of trailing empty lines. */
  toString(): string {
    this.writeLines();
    this.flush();
    if (this.buf.length > 0) spare = new WeakRef(this.buf);
    const pieces = this.pieces;
    // The last `trailing` characters are the LFs of the trailing empty lines.
    for (let k = this.trailing; k > 0;) {
      const last = pieces.pop()!;
      if (last.length > k) pieces.push(last.slice(0, last.length - k));
      k -= Math.min(k, last.length);
    }
    return pieces.length === 1 ? pieces[0] : pieces.join('');
  }

  /**
   * Encodes the gathered lines (at the start of a line) through the native encoder: one call for many lines,
   * fast before the JIT warms up. Text with surrogates takes the exact path, as the encoder would turn a lone
   * one into U+FFFD.
   */
  private writeLines(): void {
    const lines = this.lines;
    if (lines.length === 0) return;
    this.lines = [];
    this.linesLength = 0;
    const text = lines.join('\n');
    if (SURROGATE.test(text)) this.write(text);
    else {
      for (let from = 0; ; this.flush()) {
        this.reserve(1);
        const rest = from === 0 ? text : text.slice(from);
        const { read, written } = encoder.encodeInto(rest, this.buf.subarray(this.pos));
        this.pos += written;
        from += read;
        if (from >= text.length) break;
      }
    }
    let k = 0;
    while (k < lines.length && lines[lines.length - 1 - k] === '') k++;
    this.reserve(1);
    this.buf[this.pos++] = LF;
    this.trailing = k === lines.length ? this.trailing + k : k;
    this.empty = true;
  }

  /** Encodes the character at `i` (two units for a surrogate pair); returns the index of its last unit. */
  private writeChar(s: string, i: number, to: number): number {
    const c = s.charCodeAt(i);
    this.reserve(4);
    const buf = this.buf;
    let pos = this.pos;
    if (c < 0x80) buf[pos++] = c;
    else if (c < 0x800) {
      buf[pos++] = 0xc0 | (c >> 6);
      buf[pos++] = 0x80 | (c & 0x3f);
    } else if (c < 0xd800 || c > 0xdfff) {
      buf[pos++] = 0xe0 | (c >> 12);
      buf[pos++] = 0x80 | ((c >> 6) & 0x3f);
      buf[pos++] = 0x80 | (c & 0x3f);
    } else {
      const d = i + 1 < to ? s.charCodeAt(i + 1) : 0;
      if (c <= 0xdbff && d >= 0xdc00 && d <= 0xdfff) {
        const p = 0x10000 + ((c - 0xd800) << 10) + (d - 0xdc00);
        buf[pos++] = 0xf0 | (p >> 18);
        buf[pos++] = 0x80 | ((p >> 12) & 0x3f);
        buf[pos++] = 0x80 | ((p >> 6) & 0x3f);
        buf[pos++] = 0x80 | (p & 0x3f);
        i++;
      } else {
        // A lone surrogate becomes a piece of its own, so the text stays exact.
        this.flush();
        this.pieces.push(s[i]);
        return i;
      }
    }
    this.pos = pos;
    return i;
  }

  /** Makes room for `n` more bytes: the first time takes a buffer; later a full one is decoded and reused. */
  private reserve(n: number): void {
    if (this.pos + n <= this.buf.length) return;
    if (this.buf.length === 0) {
      const reused = spare?.deref();
      // Taken out while in use, so that two sinks never share it.
      spare = undefined;
      const size = Math.max(MIN_SIZE, this.size, n);
      this.buf = reused && reused.length >= size ? reused : new Uint8Array(size);
      return;
    }
    this.flush();
    if (n > this.buf.length) this.buf = new Uint8Array(n);
  }

  private flush(): void {
    if (this.pos === 0) return;
    this.pieces.push(decoder.decode(this.buf.subarray(0, this.pos)));
    this.pos = 0;
  }
}
