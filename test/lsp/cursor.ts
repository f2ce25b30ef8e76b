/**
 * Language-server features called one at a time, as Langium's test helpers call them: a snippet with a cursor
 * marker (`<|>`) is found in a file of a small model (a copy of the rule docs' minimal model: one subbasin, one
 * HRU, a gauge), or added at its end when it is not there; the file is opened as a buffer of the server's
 * workspace, and a feature's own function is called at the marker, without the protocol
 * (test/lsp/protocol.test.ts keeps the whole protocol as the smoke test).
 */
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Diagnostic as LspDiagnostic } from 'vscode-languageserver';
import { checkProject } from '../../src/check/checkProject.js';
import { toLsp } from '../../src/lsp/diagnostics.js';
import { placeAt, type Place } from '../../src/lsp/locate.js';
import type { NameIndex } from '../../src/facts/names.js';
import { uriOf } from '../../src/lsp/ranges.js';
import { Workspace, type ParsedFile } from '../../src/lsp/workspace.js';
import { fileHost } from '../../src/project/fileHost.js';
import { loadProject, textsOverDisk } from '../../src/project/load.js';
import { MINIMAL } from '../check/ruleExamples.js';

/** The cursor marker of a snippet. */
export const CURSOR = '<|>';

/** A feature's inputs at the marker. */
export interface AtCursor {
  readonly ws: Workspace;
  readonly file: ParsedFile;
  readonly place: Place;
  readonly uri: string;
  /** The cursor's line and character, as a client sends them. */
  readonly position: { readonly line: number; readonly character: number };
  /** The model's names (what hover, completion and navigation load on demand). */
  readonly names: () => Promise<NameIndex | undefined>;
}

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** The model `minimal` with `snippet` (marker removed) in file `name`, and the cursor's place in it. */
export async function atCursor(name: string, snippet: string): Promise<AtCursor> {
  const marker = snippet.indexOf(CURSOR);
  if (marker < 0 || snippet.indexOf(CURSOR, marker + 1) >= 0) throw new Error(`one ${CURSOR} in: ${snippet}`);
  const plain = snippet.replace(CURSOR, '');
  const dir = mkdtempSync(join(tmpdir(), 'rvkit-lsp-feature-'));
  dirs.push(dir);
  cpSync(MINIMAL, dir, { recursive: true });
  const path = join(dir, name);
  const base = readFileSync(path, 'latin1');
  const found = base.indexOf(plain);
  const text = found >= 0 ? base : `${base}${base.endsWith('\n') ? '' : '\n'}${plain}\n`;
  const offset = (found >= 0 ? found : text.length - plain.length - 1) + marker;
  const ws = new Workspace();
  ws.setText(path, text, 1);
  const file = (await ws.parsed(path))!;
  const before = text.slice(0, offset).split('\n');
  return {
    ws,
    file,
    place: placeAt(file.doc, file.text, offset),
    uri: uriOf(path),
    position: { line: before.length - 1, character: before[before.length - 1]!.length },
    names: () => ws.modelNames(path),
  };
}

/**
 * The model's diagnostics in the cursor's file as the server publishes them (with their fixes' edits): checked
 * as its checking thread checks, the buffer laid over the disk and every file parsed with its syntax checks
 * (the request thread's trees have none).
 */
export async function diagnosticsAt(at: AtCursor): Promise<LspDiagnostic[]> {
  const { path, text } = at.file;
  const project = await loadProject(join(dirname(path), 'minimal.rvi'), {
    source: textsOverDisk(new Map([[path, text]])),
  });
  const list = await checkProject(project, { host: fileHost(project.dir) });
  const paths = new Map(project.files.map((f) => [f.doc.fileName, f.path]));
  const starts = at.ws.lineStarts(at.file.path, at.file.text);
  return list
    .filter((d) => paths.get(d.file) === at.file.path)
    .map((d) => toLsp(d, at.file.text, starts, undefined, paths));
}
