/** Splitting a child's output stream into lines, and keeping its end, in bounded memory. */

/** Longest line kept whole; Raven's lines are short, so anything longer is noise worth cutting. */
const MAX_LINE = 16 * 1024;

/** Turns chunks of text into complete lines (`\n`, `\r\n` or a lone `\r` end a line). */
export class LineSplitter {
  private partial = '';

  constructor(private readonly onLine: (line: string) => void) {}

  /** Feeds one chunk; calls back once per completed line. */
  push(chunk: string): void {
    const parts = (this.partial + chunk).split(/\r\n|\r|\n/);
    this.partial = parts.pop() ?? '';
    if (this.partial.length > MAX_LINE) this.partial = this.partial.slice(0, MAX_LINE);
    for (const line of parts) this.onLine(line.length > MAX_LINE ? line.slice(0, MAX_LINE) : line);
  }

  /** Emits the last line if the stream ended without a line break. */
  end(): void {
    if (this.partial !== '') this.onLine(this.partial);
    this.partial = '';
  }
}

/** Keeps the last `limit` characters of a stream. */
export class TextTail {
  private text = '';
  private dropped = false;

  constructor(private readonly limit = 64 * 1024) {}

  /** Appends a chunk, forgetting the oldest text beyond the limit. */
  push(chunk: string): void {
    this.text += chunk;
    if (this.text.length > 2 * this.limit) {
      this.text = this.text.slice(-this.limit);
      this.dropped = true;
    }
  }

  /** The kept text, marked when its beginning was dropped. */
  toString(): string {
    if (!this.dropped && this.text.length <= this.limit) return this.text;
    return `[…]${this.text.slice(-this.limit)}`;
  }
}
