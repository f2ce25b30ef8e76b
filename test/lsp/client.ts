/**
 * A real LSP client for the tests: `rvkit lsp` spawned as an editor spawns it, spoken to over stdio through
 * vscode-jsonrpc (the protocol library under VS Code's own client), with the diagnostics it publishes kept.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  createMessageConnection,
  StreamMessageReader,
  StreamMessageWriter,
  type MessageConnection,
} from 'vscode-jsonrpc/node';
import type { Diagnostic, Position, PublishDiagnosticsParams } from 'vscode-languageserver';
import { repoRoot } from '../paths.js';

/** The client side of one server process. */
export class LspClient {
  readonly connection: MessageConnection;
  private readonly child: ChildProcess;
  /** The latest diagnostics of each URI. */
  readonly diagnostics = new Map<string, PublishDiagnosticsParams>();
  private waiters: (() => void)[] = [];
  private readonly versions = new Map<string, number>();

  constructor() {
    this.child = spawn(
      process.execPath,
      [join(repoRoot, 'dist', 'src', 'cli', 'main.js'), 'lsp', '--stdio'],
      {
        stdio: ['pipe', 'pipe', 'inherit'],
      },
    );
    this.connection = createMessageConnection(
      new StreamMessageReader(this.child.stdout!),
      new StreamMessageWriter(this.child.stdin!),
    );
    this.connection.onNotification('textDocument/publishDiagnostics', (p: PublishDiagnosticsParams) => {
      this.diagnostics.set(p.uri, p);
      const w = this.waiters;
      this.waiters = [];
      for (const f of w) f();
    });
    this.connection.onNotification('window/logMessage', () => {});
    this.connection.listen();
  }

  /** The server's process id. */
  get pid(): number {
    return this.child.pid!;
  }

  /** The version of an open file after the last edit. */
  version(path: string): number {
    return this.versions.get(uri(path)) ?? 0;
  }

  /** Sends `initialize` and `initialized`. */
  async initialize(rootDir: string): Promise<unknown> {
    const result = await this.connection.sendRequest('initialize', {
      processId: process.pid,
      rootUri: uri(rootDir),
      capabilities: {},
      workspaceFolders: [{ uri: uri(rootDir), name: 'models' }],
    });
    await this.connection.sendNotification('initialized', {});
    return result;
  }

  /** Opens a file with its text on disk, or the text given (an unsaved buffer). */
  async open(path: string, text = readFileSync(path, 'latin1')): Promise<string> {
    const u = uri(path);
    this.versions.set(u, 1);
    await this.connection.sendNotification('textDocument/didOpen', {
      textDocument: { uri: u, languageId: 'raven', version: 1, text },
    });
    return u;
  }

  /** Replaces a range of an open file (incremental sync). */
  async edit(path: string, start: Position, end: Position, text: string): Promise<void> {
    const u = uri(path);
    const version = (this.versions.get(u) ?? 1) + 1;
    this.versions.set(u, version);
    await this.connection.sendNotification('textDocument/didChange', {
      textDocument: { uri: u, version },
      contentChanges: [{ range: { start, end }, text }],
    });
  }

  /** Waits until the diagnostics of a file satisfy a test. */
  async diagnosticsOf(path: string, until: (d: Diagnostic[]) => boolean = () => true): Promise<Diagnostic[]> {
    const u = uri(path);
    for (;;) {
      const p = this.diagnostics.get(u);
      if (p && until(p.diagnostics)) return p.diagnostics;
      await new Promise<void>((resolve) => this.waiters.push(resolve));
    }
  }

  /** A request. */
  request<R>(method: string, params: unknown): Promise<R> {
    return this.connection.sendRequest(method, params) as Promise<R>;
  }

  /** Shuts the server down and waits for it to exit. */
  async close(): Promise<number | null> {
    const exited = new Promise<number | null>((resolve) => this.child.once('exit', (code) => resolve(code)));
    await this.connection.sendRequest('shutdown');
    await this.connection.sendNotification('exit');
    const code = await exited;
    this.connection.dispose();
    return code;
  }
}

/** The file URI of a path. */
export function uri(path: string): string {
  return pathToFileURL(path).href;
}
