/**
 * A real `rvkit lsp` process spoken to in raw bytes, for the tests that send what no well-behaved client
 * sends (bad frames, random bodies). Every wait is bounded: a request is answered, or the server exits, or
 * the wait gives up and says so ("timeout"); the tests then fail instead of hanging.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from '../paths.js';

/** A message from the server. */
export interface ServerMessage {
  readonly id?: number | string | null;
  readonly method?: string;
  readonly result?: unknown;
  readonly error?: { code: number; message: string };
}

/** What became of a request: the server's answer, or its exit, or nothing within the bound. */
export type Answer = ServerMessage | 'exited' | 'timeout';

/** The bytes of one well-formed frame holding `message`. */
export function frame(message: unknown): Buffer {
  const body = Buffer.from(JSON.stringify(message), 'utf8');
  return Buffer.concat([Buffer.from(`Content-Length: ${body.length}\r\n\r\n`, 'latin1'), body]);
}

/** The file URI of a path. */
export function fileUri(path: string): string {
  return pathToFileURL(path).href;
}

/** One server process. */
export class RawServer {
  readonly child: ChildProcess;
  /** Everything the server wrote on standard error. */
  stderr = '';
  /** How it ended, once it has. */
  readonly exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  private exited = false;
  private pending = Buffer.alloc(0);
  private nextId = 1_000_000;
  private readonly waiting = new Map<number, (m: ServerMessage) => void>();

  constructor(args: readonly string[] = []) {
    this.child = spawn(process.execPath, [join(repoRoot, 'dist', 'src', 'cli', 'main.js'), 'lsp', ...args], {
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    this.exit = new Promise((resolve) =>
      this.child.on('exit', (code, signal) => {
        this.exited = true;
        for (const resolveOne of this.waiting.values()) resolveOne({ id: null });
        resolve({ code, signal });
      }),
    );
    // Writing to a server that has just exited is no error of the test's.
    this.child.stdin!.on('error', () => undefined);
    this.child.stderr!.on('data', (d: Buffer) => (this.stderr += d.toString('utf8')));
    this.child.stdout!.on('data', (d: Buffer) => this.received(d));
  }

  /** The server's process id. */
  get pid(): number {
    return this.child.pid!;
  }

  /** True once the process has exited. */
  get gone(): boolean {
    return this.exited;
  }

  /** Sends raw bytes. */
  write(bytes: Buffer | string): void {
    if (!this.exited) this.child.stdin!.write(bytes);
  }

  /** Sends one message in a well-formed frame. */
  send(message: unknown): void {
    this.write(frame(message));
  }

  /** Sends a request and waits for its answer, the server's exit, or `timeoutMs`. */
  async request(method: string, params?: unknown, timeoutMs = 30_000): Promise<Answer> {
    if (this.exited) return 'exited';
    const id = this.nextId++;
    const answer = new Promise<ServerMessage>((resolve) => this.waiting.set(id, resolve));
    this.send({ jsonrpc: '2.0', id, method, ...(params !== undefined && { params }) });
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<'timeout'>(
      (resolve) => (timer = setTimeout(() => resolve('timeout'), timeoutMs)),
    );
    const result = await Promise.race([answer, timeout]);
    clearTimeout(timer);
    this.waiting.delete(id);
    if (result === 'timeout') return 'timeout';
    return this.exited && result.id === null ? 'exited' : result;
  }

  /** `initialize` and `initialized`, with a workspace folder. */
  async initialize(root: string): Promise<Answer> {
    const answer = await this.request('initialize', {
      processId: null,
      rootUri: fileUri(root),
      capabilities: {},
      workspaceFolders: [{ uri: fileUri(root), name: 'models' }],
    });
    this.send({ jsonrpc: '2.0', method: 'initialized', params: {} });
    return answer;
  }

  /** Opens a file with its text on disk. */
  open(path: string, text = readFileSync(path, 'latin1')): void {
    this.send({
      jsonrpc: '2.0',
      method: 'textDocument/didOpen',
      params: { textDocument: { uri: fileUri(path), languageId: 'raven', version: 1, text } },
    });
  }

  /** `shutdown` then `exit`, as an editor closes the server; the exit code, or 'timeout' (then killed). */
  async stop(timeoutMs = 30_000): Promise<number | null | 'timeout'> {
    await this.request('shutdown', undefined, timeoutMs);
    this.send({ jsonrpc: '2.0', method: 'exit' });
    return this.ended(timeoutMs);
  }

  /** The exit code once the process has exited, or 'timeout' after `timeoutMs` (then it is killed). */
  async ended(timeoutMs = 30_000): Promise<number | null | 'timeout'> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<'timeout'>(
      (resolve) => (timer = setTimeout(() => resolve('timeout'), timeoutMs)),
    );
    const result = await Promise.race([this.exit, timeout]);
    clearTimeout(timer);
    if (result === 'timeout') {
      this.kill();
      return 'timeout';
    }
    return result.code;
  }

  /** Kills the process (the end of a test that found it hung). */
  kill(): void {
    if (!this.exited) this.child.kill('SIGKILL');
  }

  /** The process's resident memory in MiB, from /proc (0 once it has exited). */
  residentMiB(): number {
    try {
      const m = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${this.pid}/status`, 'utf8'));
      return m ? Number(m[1]) / 1024 : 0;
    } catch {
      return 0;
    }
  }

  /** Splits the server's output into frames (the server writes well-formed ones). */
  private received(data: Buffer): void {
    this.pending = Buffer.concat([this.pending, data]);
    for (;;) {
      const end = this.pending.indexOf('\r\n\r\n');
      if (end < 0) return;
      const length = Number(
        /Content-Length: (\d+)/i.exec(this.pending.subarray(0, end).toString('latin1'))?.[1],
      );
      if (this.pending.length < end + 4 + length) return;
      const body = this.pending.subarray(end + 4, end + 4 + length).toString('utf8');
      this.pending = this.pending.subarray(end + 4 + length);
      const message = JSON.parse(body) as ServerMessage;
      if (typeof message.id === 'number' && message.method === undefined) {
        this.waiting.get(message.id)?.(message);
      }
    }
  }
}
