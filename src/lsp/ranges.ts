/** Offsets of a text as LSP ranges and locations (0-based lines, characters in UTF-16 units). */
import { pathToFileURL } from 'node:url';
import type { Location, Range } from 'vscode-languageserver';
import type { Site } from '../check/model/site.js';
import { positionAt } from '../parser/positions.js';
import type { Workspace } from './workspace.js';

/** The range of `length` characters at `offset` of a text whose line starts are `starts`. */
export function rangeOf(starts: Int32Array, offset: number, length: number): Range {
  const a = positionAt(starts, offset);
  const b = positionAt(starts, offset + length);
  return {
    start: { line: a.line - 1, character: a.column - 1 },
    end: { line: b.line - 1, character: b.column - 1 },
  };
}

/** The file URI of an absolute path. */
export function uriOf(path: string): string {
  return pathToFileURL(path).href;
}

/** A checker site as an LSP location. */
export function locationOf(ws: Workspace, site: Site): Location {
  const starts = ws.lineStarts(site.file.path, site.file.text);
  return { uri: uriOf(site.file.path), range: rangeOf(starts, site.offset, site.length) };
}
