/**
 * `rvkit lsp`: the language server. It speaks LSP over a connection (stdio for `rvkit lsp`) through
 * vscode-languageserver, keeps open buffers with incremental sync, checks models on a worker thread, and
 * answers hover, completion, definition, references, formatting, symbols, folding and quick fixes from the
 * catalogue and the model.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  CodeActionKind,
  TextDocumentSyncKind,
  TextDocuments,
  type CancellationToken,
  type Connection,
  type InitializeResult,
  type TextDocumentPositionParams,
} from 'vscode-languageserver/node';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { fileTypeOf } from '../project/fileType.js';
import type { ReadLimits } from '../project/regularFile.js';
import { CheckRunner } from './checkRunner.js';
import { quickFixes } from './codeActions.js';
import { complete } from './completion.js';
import { DiagnosticsScheduler } from './diagnostics.js';
import { formatAll, formatRange } from './formatting.js';
import { hover } from './hover.js';
import { placeAt, type Place } from './locate.js';
import { definition, references } from './navigation.js';
import { documentSymbols, foldingRanges } from './outline.js';
import { offsetOf, rangeOf, uriOf } from './ranges.js';
import { Workspace, type ParsedFile } from './workspace.js';

/** The running server's parts, for tests and benchmarks that drive it in process. */
export interface Server {
  readonly workspace: Workspace;
  readonly diagnostics: DiagnosticsScheduler;
  /** Stops the checking thread. */
  close(): Promise<void>;
}

const VERSION_URL = new URL('../../../package.json', import.meta.url);

/** Options of the server. */
export type ServerOptions = ReadLimits;

/** Serves the language server protocol on a connection until it closes. */
export function startServer(connection: Connection, options: ServerOptions = {}): Server {
  const documents = new TextDocuments(TextDocument);
  const ws = new Workspace();
  ws.source.limits = options;
  const pathOf = (uri: string): string | undefined => {
    if (!uri.startsWith('file:')) return undefined;
    return resolve(fileURLToPath(uri));
  };
  const open = new Map<string, TextDocument>();
  /** The version of each open buffer last taken in (sync). */
  const synced = new Map<string, number>();
  const runner = new CheckRunner(
    () => [...open].map(([p, d]) => [p, d.getText(), d.version] as const),
    (m) => ws.source.receive(m.docs),
    options,
  );
  const docsBase = new URL('../../../docs/rules/', import.meta.url).href;
  const scheduler = new DiagnosticsScheduler(
    ws,
    runner,
    {
      openText: (path) => open.get(path)?.getText(),
      openPaths: () => [...open.keys()],
      publish: (path, diagnostics) =>
        void connection.sendDiagnostics({ uri: uriOf(path), version: open.get(path)?.version, diagnostics }),
    },
    docsBase,
  );

  connection.onInitialize((): InitializeResult => ({
    capabilities: {
      textDocumentSync: { openClose: true, change: TextDocumentSyncKind.Incremental, save: false },
      hoverProvider: true,
      completionProvider: { triggerCharacters: [':', ' ', ','] },
      definitionProvider: true,
      referencesProvider: true,
      documentFormattingProvider: true,
      documentRangeFormattingProvider: true,
      documentSymbolProvider: true,
      foldingRangeProvider: true,
      codeActionProvider: { codeActionKinds: [CodeActionKind.QuickFix] },
    },
    serverInfo: { name: 'rvkit', version: serverVersion() },
  }));

  const sync = (doc: TextDocument) => {
    const path = pathOf(doc.uri);
    if (!path || !fileTypeOf(path)) return;
    // An open fires both onDidOpen and onDidChangeContent: the second would send a big text to the
    // checking thread again and check the model twice.
    if (open.get(path) === doc && synced.get(path) === doc.version) return;
    synced.set(path, doc.version);
    open.set(path, doc);
    const text = doc.getText();
    ws.setText(path, text, doc.version);
    runner.setText(path, text, doc.version);
    void scheduler.changed(path).catch((e: unknown) => connection.console.error(String(e)));
  };
  documents.onDidOpen((e) => sync(e.document));
  documents.onDidChangeContent((e) => sync(e.document));
  documents.onDidClose((e) => {
    const path = pathOf(e.document.uri);
    if (!path || !open.has(path)) return;
    open.delete(path);
    synced.delete(path);
    ws.close(path);
    runner.dropText(path);
    void connection.sendDiagnostics({ uri: e.document.uri, diagnostics: [] });
    // The model now reads the file from disk, which may differ from the buffer: check the model again.
    void ws.modelsOf(path).then((models) => {
      for (const p of open.keys()) if (models.length) void scheduler.changed(p);
    });
  });
  connection.onDidChangeWatchedFiles(() => {
    ws.touch();
    for (const p of open.keys()) void scheduler.changed(p);
  });

  /** The parsed file and the place of a request, or undefined for a file the server does not handle. */
  const at = async (
    params: TextDocumentPositionParams,
  ): Promise<{ file: ParsedFile; place: Place } | undefined> => {
    const path = pathOf(params.textDocument.uri);
    if (!path || !documents.get(params.textDocument.uri)) return undefined;
    const file = await ws.parsed(path);
    if (!file) return undefined;
    const offset = offsetOf(ws.lineStarts(path, file.text), file.text, params.position);
    return { file, place: placeAt(file.doc, file.text, offset) };
  };
  const names = (path: string) => () => ws.modelNames(path);

  connection.onHover(async (params) => {
    const here = await at(params);
    if (!here) return null;
    const result = await hover({ ...here, names: names(here.file.path) });
    if (!result) return null;
    const starts = ws.lineStarts(here.file.path, here.file.text);
    return {
      contents: { kind: 'markdown', value: result.markdown },
      range: rangeOf(starts, result.word.offset, result.word.text.length),
    };
  });

  connection.onCompletion(async (params) => {
    const here = await at(params);
    if (!here) return [];
    const items = await complete({ ...here, names: names(here.file.path) });
    // Replace the word being typed (a command's colon included).
    const word = here.place.word;
    if (word) {
      const starts = ws.lineStarts(here.file.path, here.file.text);
      const range = rangeOf(starts, word.offset, word.text.length);
      for (const item of items) item.textEdit = { range, newText: item.label };
    }
    return { isIncomplete: false, items };
  });

  connection.onDefinition(async (params) => {
    const here = await at(params);
    if (!here) return [];
    return definition(ws, here.file, here.place, await ws.modelNames(here.file.path));
  });

  connection.onReferences(async (params, token: CancellationToken) => {
    const here = await at(params);
    if (!here || token.isCancellationRequested) return [];
    const index = await ws.modelNames(here.file.path);
    if (token.isCancellationRequested) return [];
    return references(ws, here.file, here.place, index, params.context.includeDeclaration);
  });

  const parsedOf = async (uri: string): Promise<ParsedFile | undefined> => {
    const path = pathOf(uri);
    return path && documents.get(uri) ? ws.parsed(path) : undefined;
  };

  connection.onDocumentFormatting(async (params) => {
    const file = await parsedOf(params.textDocument.uri);
    return file ? formatAll(file) : [];
  });
  connection.onDocumentRangeFormatting(async (params) => {
    const file = await parsedOf(params.textDocument.uri);
    return file ? formatRange(file, params.range) : [];
  });
  connection.onDocumentSymbol(async (params) => {
    const file = await parsedOf(params.textDocument.uri);
    return file ? documentSymbols(file.doc.items, file.text, ws.lineStarts(file.path, file.text)) : [];
  });
  connection.onFoldingRanges(async (params) => {
    const file = await parsedOf(params.textDocument.uri);
    return file ? foldingRanges(file.doc.items, ws.lineStarts(file.path, file.text)) : [];
  });
  connection.onCodeAction((params) => quickFixes(params.textDocument.uri, params.context.diagnostics));

  connection.onShutdown(() => runner.close());
  documents.listen(connection);
  connection.listen();
  return { workspace: ws, diagnostics: scheduler, close: () => runner.close() };
}

function serverVersion(): string {
  try {
    return (JSON.parse(readFileSync(VERSION_URL, 'utf8')) as { version: string }).version;
  } catch {
    return '0.0.0';
  }
}
