/** Offsets of a text as LSP ranges and locations (0-based lines, characters in UTF-16 units). */
import { pathToFileURL } from 'node:url';
import type { Location, Position, Range } from 'vscode-languageserver';
import type { Site } from '../facts/site.js';
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

/**
 * The offset of an LSP position in a text whose line starts are `starts` (a character past the line's end
 * means its end). Cheaper than TextDocument.offsetAt on a big file, whose first call indexes every line in
 * a loop over each character.
 */
export function offsetOf(starts: Int32Array, text: string, position: Position): number {
  if (position.line < 0) return 0;
  if (position.line >= starts.length) return text.length;
  const start = starts[position.line];
  let end = position.line + 1 < starts.length ? starts[position.line + 1] - 1 : text.length;
  if (end > start && text[end - 1] === '\r') end--;
  return Math.min(start + Math.max(0, position.character), end);
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
