/**
 * The main thread's side of the checking thread (checkWorker.ts): requests go out with the editor buffers
 * that changed since the last request, results come back as diagnostics with the model's files.
 */
import { Worker } from 'node:worker_threads';
import type { Diagnostic } from '../ast/nodes.js';
import type { ReadLimits } from '../project/regularFile.js';
import type { PackedDoc } from './transferDoc.js';

/** A request to the checking thread: a whole model, or one file that no model reads (syntax only). */
export type CheckRequest = (
  { readonly kind: 'model'; readonly rvi: string } | { readonly kind: 'file'; readonly path: string }
) & {
  readonly id: number;
  /** Editor buffers set or changed since the last request: [absolute path, text, editor version]. */
  readonly set: readonly Buffer[];
  /** Buffers closed since the last request (the disk speaks for them again). */
  readonly drop: readonly string[];
};

/** An editor buffer: [absolute path, text, editor version]. */
export type Buffer = readonly [string, string, number];

/**
 * Sent by the checking thread as soon as a model is loaded, before its check: the big files it parsed,
 * each with the key of its text (OverlaySource.keyOf), for the main thread's requests.
 */
export interface ParsedMessage {
  readonly kind: 'parsed';
  readonly docs: readonly (readonly [path: string, key: string, doc: PackedDoc])[];
}

/** What the checking thread sends back. */
export interface CheckResult {
  readonly id: number;
  readonly diagnostics: readonly Diagnostic[];
  /** Every file checked: [the name diagnostics use, absolute path]. */
  readonly files: readonly (readonly [string, string])[];
  /** Set when the check itself failed (a model that cannot be loaded). */
  readonly error?: string;
}

/** Runs checks on a worker thread, one at a time, in the order asked. */
export class CheckRunner {
  private worker?: Worker;
  private nextId = 1;
  private readonly waiting = new Map<number, (r: CheckResult) => void>();
  private readonly set = new Map<string, Buffer>();
  private readonly drop = new Set<string>();
  private crashed = false;

  /**
   * `buffers` gives every open buffer, to fill a thread started after a crash; `parsed` receives the big
   * trees the thread parsed.
   */
  constructor(
    private readonly buffers: () => Iterable<Buffer>,
    private readonly parsed: (m: ParsedMessage) => void = () => {},
    private readonly limits: ReadLimits = {},
  ) {}

  /** Notes an editor buffer's text and version, sent with the next request. */
  setText(path: string, text: string, version = 0): void {
    this.drop.delete(path);
    this.set.set(path, [path, text, version]);
  }

  /** Notes that a buffer was closed. */
  dropText(path: string): void {
    this.set.delete(path);
    this.drop.add(path);
  }

  /** Checks a whole model (its .rvi) or a loose file. */
  check(target: { kind: 'model'; rvi: string } | { kind: 'file'; path: string }): Promise<CheckResult> {
    const thread = this.thread();
    const id = this.nextId++;
    const request: CheckRequest = { ...target, id, set: [...this.set.values()], drop: [...this.drop] };
    this.set.clear();
    this.drop.clear();
    return new Promise((resolve) => {
      this.waiting.set(id, resolve);
      thread.postMessage(request);
    });
  }

  /** Stops the thread. */
  async close(): Promise<void> {
    await this.worker?.terminate();
    this.worker = undefined;
  }

  private thread(): Worker {
    if (this.worker) return this.worker;
    if (this.crashed) for (const [path, text, version] of this.buffers()) this.setText(path, text, version);
    const worker = new Worker(new URL('./checkWorker.js', import.meta.url), { workerData: this.limits });
    worker.on('message', (r: CheckResult | ParsedMessage) => {
      if ('kind' in r) return this.parsed(r);
      this.waiting.get(r.id)?.(r);
      this.waiting.delete(r.id);
    });
    worker.on('error', (e) => {
      // A crashed thread answers every open request with the error; the next request starts a new one.
      for (const [id, resolve] of this.waiting) resolve({ id, diagnostics: [], files: [], error: String(e) });
      this.waiting.clear();
      this.worker = undefined;
      this.crashed = true;
    });
    worker.unref();
    this.worker = worker;
    return worker;
  }
}
