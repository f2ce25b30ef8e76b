/**
 * The main thread's side of the checking thread (checkWorker.ts): requests go out with the editor buffers
 * that changed since the last request, results come back as diagnostics with the model's files.
 */
import { Worker } from 'node:worker_threads';
import type { Diagnostic } from '../ast/nodes.js';

/** A request to the checking thread: a whole model, or one file that no model reads (syntax only). */
export type CheckRequest = (
  { readonly kind: 'model'; readonly rvi: string } | { readonly kind: 'file'; readonly path: string }
) & {
  readonly id: number;
  /** Editor buffers set or changed since the last request: [absolute path, text]. */
  readonly set: readonly (readonly [string, string])[];
  /** Buffers closed since the last request (the disk speaks for them again). */
  readonly drop: readonly string[];
};

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
  private readonly set = new Map<string, string>();
  private readonly drop = new Set<string>();
  private crashed = false;

  /** `buffers` gives every open buffer, to fill a thread started after a crash. */
  constructor(private readonly buffers: () => Iterable<readonly [string, string]>) {}

  /** Notes an editor buffer's text, sent with the next request. */
  setText(path: string, text: string): void {
    this.drop.delete(path);
    this.set.set(path, text);
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
    const request: CheckRequest = { ...target, id, set: [...this.set], drop: [...this.drop] };
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
    if (this.crashed) for (const [path, text] of this.buffers()) this.setText(path, text);
    const worker = new Worker(new URL('./checkWorker.js', import.meta.url));
    worker.on('message', (r: CheckResult) => {
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
