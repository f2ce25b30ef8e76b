/**
 * The journal of a calibration: a JSON Lines file, a header line that says what calibration it belongs to,
 * then one line per evaluation, appended and flushed to the disk as each evaluation ends. A calibration
 * killed at any moment leaves at most a partial last line, dropped when it resumes; every complete line is an
 * evaluation that is never run again. The algorithms are replayed from it (same seed, same costs in the same
 * order), so a resumed calibration goes on exactly where it stopped.
 *
 * Format (version 1), one JSON object a line:
 * - header: `{"journal":"rvkit-calibration","version":1,"setup":<digest>,"algorithm":…,"seed":…,"budget":…,
 *   "width":…,"parameters":[names],"extracted"?:{name:value},"started":<ISO time>}`
 * - evaluation: `{"i":<number from 1>,"x":[search-space values],"cost":<number|null>,"ok":<bool>,
 *   "error"?:<text>,"responses":{name:value},"values":{name:real value},"ms":<wall time>,
 *   "run_ms":<model time>,"slot":<worker>,"at":<ISO time>}`; `"final":true` marks the closing run of the
 *   best set (OSTRICH's last evaluation).
 */
import { existsSync, fdatasyncSync, writeSync } from 'node:fs';
import { mkdir, open, readFile, truncate, type FileHandle } from 'node:fs/promises';
import { dirname } from 'node:path';
import { JournalError } from './errors.js';

/** What calibration a journal belongs to. */
export interface JournalHeader {
  readonly journal: 'rvkit-calibration';
  readonly version: 1;
  /** A digest of everything that decides the evaluations (parameters, templates or model, objective). */
  readonly setup: string;
  /**
   * The algorithm and its mode: `dds` (one worker), `dds-async`, `dds-sync` (rvkit's parallel DDS),
   * `pdds-async`, `pdds-sync` (OSTRICH's), `lhs`, `mc`.
   */
  readonly algorithm: string;
  readonly seed: number;
  readonly budget: number;
  /** Candidates out at once (parallel DDS's width; 1 for DDS). */
  readonly width: number;
  readonly parameters: readonly string[];
  /** How the cost reads for people: `sign · cost` is the `label` (NASH_SUTCLIFFE is −cost). */
  readonly objective?: { readonly label: string; readonly sign: 1 | -1 };
  /** OSTRICH's `extract`ed initial values, as read when the calibration began (null: none, a random start). */
  readonly extracted?: Readonly<Record<string, number | null>>;
  readonly started: string;
}

/** One evaluation, as journaled. */
export interface JournalEntry {
  /** Its number, from 1 (the final run of the best is budget + 1). */
  readonly i: number;
  /** Its point in the search space, every digit kept. */
  readonly x: readonly number[];
  /** The cost (lower is better); null when the evaluation failed. */
  readonly cost: number | null;
  readonly ok: boolean;
  readonly error?: string;
  /** What was read from the outputs (null for a value that is not a finite number). */
  readonly responses: Readonly<Record<string, number | null>>;
  /** Every parameter's and tied value's value in real units (what the model received), by name. */
  readonly values?: Readonly<Record<string, number>>;
  /** Wall time of the evaluation, writing files included, in milliseconds. */
  readonly ms: number;
  /** Wall time of the model program alone. */
  readonly run_ms: number;
  /** The worker (slot) it ran in. */
  readonly slot: number;
  /** When it ended (ISO 8601). */
  readonly at: string;
  /** The closing run of the best set. */
  readonly final?: true;
}

/** The fields of the header that must match for a journal to be continued. */
const IDENTITY: readonly (keyof JournalHeader)[] = ['setup', 'algorithm', 'seed', 'budget', 'width'];

/** An open journal, appending one line per evaluation. */
export class Journal {
  private tail: Promise<void> = Promise.resolve();
  private closed = false;
  /** A line was written since the last flush began. */
  private dirty = false;

  private constructor(
    readonly path: string,
    readonly header: JournalHeader,
    private readonly handle: FileHandle,
  ) {}

  /** Starts a journal at `path` (refusing to replace one). */
  static async create(path: string, header: JournalHeader): Promise<Journal> {
    await mkdir(dirname(path), { recursive: true });
    const handle = await open(path, 'wx');
    await handle.write(`${JSON.stringify(header)}\n`);
    await handle.datasync();
    return new Journal(path, header, handle);
  }

  /**
   * Opens a journal to continue it: checks that it belongs to `expected` (throws `JournalError` naming what
   * differs), drops a partial last line, and returns the evaluations it holds in the order they were written.
   */
  static async resume(
    path: string,
    expected: JournalHeader,
  ): Promise<{ journal: Journal; entries: JournalEntry[] }> {
    const text = await readFile(path, 'utf8');
    const complete = text.lastIndexOf('\n') + 1;
    const lines = text.slice(0, complete).split('\n').slice(0, -1);
    if (lines.length === 0) throw new JournalError(`${path}: empty journal (no header line)`);
    let header: JournalHeader;
    try {
      header = JSON.parse(lines[0]!) as JournalHeader;
    } catch {
      throw new JournalError(`${path}:1: not a calibration journal`);
    }
    if (header.journal !== 'rvkit-calibration' || header.version !== 1) {
      throw new JournalError(`${path}:1: not a calibration journal of this version`);
    }
    const differ = IDENTITY.filter((key) => JSON.stringify(header[key]) !== JSON.stringify(expected[key]));
    if (differ.length > 0) {
      const what = differ.map(
        (k) => `${k} ${JSON.stringify(header[k])} there, ${JSON.stringify(expected[k])} now`,
      );
      throw new JournalError(`${path}: the journal belongs to another calibration (${what.join('; ')})`);
    }
    const entries: JournalEntry[] = [];
    for (const [n, line] of lines.slice(1).entries()) {
      try {
        entries.push(JSON.parse(line) as JournalEntry);
      } catch {
        throw new JournalError(`${path}:${n + 2}: damaged line in the journal`);
      }
    }
    // A line cut short by a kill is the only damage a crash can do: drop it.
    if (complete < text.length) await truncate(path, complete);
    const handle = await open(path, 'a');
    return { journal: new Journal(path, header, handle), entries };
  }

  /** Whether a journal exists at `path`. */
  static exists(path: string): boolean {
    return existsSync(path);
  }

  /**
   * Appends an evaluation and flushes it to the disk before resolving. The line is written at once (a few
   * hundred bytes: no thread-pool trip), the flush goes on while the next evaluation runs; each flush follows
   * its line, so a resolved append is on the disk.
   */
  append(entry: JournalEntry): Promise<void> {
    try {
      this.write(entry);
    } catch (error) {
      return Promise.reject(error as Error);
    }
    return this.flush();
  }

  /** Writes an evaluation's line at once, not yet flushed: `flush` or `flushSync` before the next is written. */
  write(entry: JournalEntry): void {
    const bytes = Buffer.from(`${JSON.stringify(entry)}\n`);
    for (let at = 0; at < bytes.length;) at += writeSync(this.handle.fd, bytes, at);
    this.dirty = true;
  }

  /** Flushes what was written to the disk through the thread pool, after the flushes before it. */
  flush(): Promise<void> {
    this.dirty = false;
    this.tail = this.tail.then(() => this.handle.datasync());
    return this.tail;
  }

  /**
   * Flushes what was written to the disk now, in this thread: for a serial search, which has started its next
   * evaluation and has nothing else to do meanwhile (a thread-pool trip costs two more wake-ups, ~0.3 ms of CPU
   * on a loaded machine, for every evaluation).
   */
  flushSync(): void {
    this.dirty = false;
    fdatasyncSync(this.handle.fd);
  }

  /** Flushes what is written (a search stopped between a write and its flush), then closes the file. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    if (this.dirty) void this.flush();
    await this.tail.catch(() => undefined);
    await this.handle.close();
  }
}

/** Reads a calibration's journal as it stands (complete lines only), without changing it. */
export async function readJournal(path: string): Promise<{ header: JournalHeader; entries: JournalEntry[] }> {
  const text = await readFile(path, 'utf8');
  const lines = text
    .slice(0, text.lastIndexOf('\n') + 1)
    .split('\n')
    .slice(0, -1);
  if (lines.length === 0) throw new JournalError(`${path}: empty journal (no header line)`);
  const header = JSON.parse(lines[0]!) as JournalHeader;
  if (header.journal !== 'rvkit-calibration') throw new JournalError(`${path}:1: not a calibration journal`);
  return { header, entries: lines.slice(1).map((l) => JSON.parse(l) as JournalEntry) };
}

/** A journal entry's cost as a number: Infinity for a failed evaluation. */
export function entryCost(entry: JournalEntry): number {
  return entry.ok && entry.cost !== null ? entry.cost : Infinity;
}

/** Response values with the ones JSON cannot hold (NaN, ±Infinity) as null. */
export function jsonResponses(values: Readonly<Record<string, number>>): Record<string, number | null> {
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, Number.isFinite(v) ? v : null]));
}
