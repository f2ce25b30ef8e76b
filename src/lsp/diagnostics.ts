/**
 * Diagnostics: each model is checked on the checking thread whenever one of its files changes, and the
 * result is published for every open file of the model, the file just edited first. Checks of one model
 * never overlap: changes that arrive during a check are gathered and checked together once it is done, and
 * a result that changes have overtaken is dropped rather than shown at stale positions.
 */
import { DiagnosticSeverity, type Diagnostic as LspDiagnostic } from 'vscode-languageserver';
import type { Diagnostic } from '../ast/nodes.js';
import type { CheckResult, CheckRunner } from './checkRunner.js';
import { rangeOf } from './ranges.js';
import type { Workspace } from './workspace.js';

/** Where diagnostics go: the open buffers and the connection. */
export interface DiagnosticsSink {
  /** The text of an open buffer (absolute path), or undefined when the file is not open. */
  openText(path: string): string | undefined;
  /** Every open buffer's path. */
  openPaths(): string[];
  publish(path: string, diagnostics: LspDiagnostic[]): void;
}

const SEVERITY = {
  error: DiagnosticSeverity.Error,
  warning: DiagnosticSeverity.Warning,
  info: DiagnosticSeverity.Information,
} as const;

/** A certain fix of a diagnostic as the LSP diagnostic carries it (`data.fixes`), for the quick fix. */
export interface LspFixEdit {
  /** The absolute path of the file the edit changes (a fix may touch several files of the model). */
  readonly path: string;
  readonly range: LspDiagnostic['range'];
  readonly newText: string;
  readonly message: string;
}

/** A diagnostic's certain fix (`diagnostic.fix`, as `rvkit fix` applies it) with its files as paths. */
function fixEdits(d: Diagnostic, paths: ReadonlyMap<string, string>): LspFixEdit[] | undefined {
  if (!d.fix?.length) return undefined;
  const out: LspFixEdit[] = [];
  for (const e of d.fix) {
    const path = paths.get(e.file);
    // A fix is applied whole or not at all: an edit in a file the server cannot name drops the fix.
    if (!path) return undefined;
    out.push({
      path,
      range: {
        start: { line: e.range.line - 1, character: e.range.column - 1 },
        end: { line: e.range.endLine - 1, character: e.range.endColumn - 1 },
      },
      newText: e.newText,
      message: e.message,
    });
  }
  return out;
}

/** A checker diagnostic as an LSP diagnostic in a text (a point widens to the word it starts). */
export function toLsp(
  d: Diagnostic,
  text: string,
  starts: Int32Array,
  docsBase?: string,
  paths?: ReadonlyMap<string, string>,
): LspDiagnostic {
  const line = Math.min(d.line, starts.length) - 1;
  const offset = Math.min(starts[line] + d.column - 1, text.length);
  let end: number;
  if (d.endLine !== undefined && d.endColumn !== undefined) {
    const endLine = Math.min(d.endLine, starts.length) - 1;
    end = Math.min(starts[endLine] + d.endColumn - 1, text.length);
  } else {
    end = offset;
    while (end < text.length && !/[\s,]/.test(text[end])) end++;
  }
  const fixes = paths && fixEdits(d, paths);
  return {
    ...(fixes ? { data: { fixes } } : {}),
    range: rangeOf(starts, offset, Math.max(0, end - offset)),
    severity: SEVERITY[d.severity],
    code: d.code,
    source: 'rvkit',
    message: d.message,
    ...(docsBase && /^RV\d{3}$/.test(d.code) ? { codeDescription: { href: `${docsBase}${d.code}.md` } } : {}),
  };
}

interface ModelState {
  running: boolean;
  /** Changes arrived during the running check. */
  dirty: boolean;
  /** The file to publish first (the one last edited). */
  first?: string;
}

/** Schedules checks and publishes their results. */
export class DiagnosticsScheduler {
  private readonly models = new Map<string, ModelState>();
  private readonly loose = new Map<string, ModelState>();
  /** Files published last time per model, to clear those a model no longer reads. */
  private readonly published = new Map<string, Set<string>>();
  /** Resolved when no check is running or waiting (for tests and benchmarks). */
  private idleWaiters: (() => void)[] = [];

  constructor(
    private readonly ws: Workspace,
    private readonly runner: CheckRunner,
    private readonly sink: DiagnosticsSink,
    private readonly docsBase?: string,
  ) {}

  /** A file changed (or opened): check every model that reads it, or the file alone. */
  async changed(path: string): Promise<void> {
    const models = await this.ws.modelsOf(path);
    if (models.length === 0) return this.run(this.loose, path, path, { kind: 'file', path });
    await Promise.all(models.map((rvi) => this.run(this.models, rvi, path, { kind: 'model', rvi })));
  }

  private async run(
    states: Map<string, ModelState>,
    key: string,
    first: string,
    target: { kind: 'model'; rvi: string } | { kind: 'file'; path: string },
  ): Promise<void> {
    let st = states.get(key);
    if (!st) states.set(key, (st = { running: false, dirty: false }));
    st.first = first;
    if (st.running) {
      st.dirty = true;
      return;
    }
    st.running = true;
    try {
      for (;;) {
        st.dirty = false;
        const result = await this.runner.check(target);
        if (st.dirty) continue;
        this.publish(key, result, st.first);
        break;
      }
    } finally {
      st.running = false;
      this.maybeIdle();
    }
  }

  private publish(key: string, result: CheckResult, first: string | undefined): void {
    const paths = new Map(result.files.map(([name, path]) => [name, path]));
    const byPath = new Map<string, Diagnostic[]>();
    for (const path of paths.values()) byPath.set(path, []);
    for (const d of result.diagnostics) {
      const path = paths.get(d.file);
      if (path) byPath.get(path)!.push(d);
    }
    if (result.files.length && key.match(/\.rvi(\.tpl)?$/i)) this.ws.setMembers(key, paths.values());
    const order = [...byPath.keys()].sort((a, b) => (a === first ? -1 : b === first ? 1 : 0));
    for (const path of order) {
      const text = this.sink.openText(path);
      if (text === undefined) continue;
      const starts = this.ws.lineStarts(path, text);
      this.sink.publish(
        path,
        byPath.get(path)!.map((d) => toLsp(d, text, starts, this.docsBase, paths)),
      );
    }
    // A file the model read last time but no longer does (a redirect removed) gets checked on its own.
    const before = this.published.get(key);
    this.published.set(key, new Set(byPath.keys()));
    for (const path of before ?? [])
      if (!byPath.has(path) && this.sink.openText(path) !== undefined) void this.changed(path);
  }

  /** Resolves once every check has run and published. */
  idle(): Promise<void> {
    if (!this.busy()) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private busy(): boolean {
    return [...this.models.values(), ...this.loose.values()].some((s) => s.running);
  }

  private maybeIdle(): void {
    if (this.busy()) return;
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const w of waiters) w();
  }
}
