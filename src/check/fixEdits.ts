/**
 * Fixes as data: a rule's `FindingFix` (edits at sites of the loaded files) becomes the `TextEdit`s a
 * diagnostic carries (file name, offsets and lines/columns, old and new text), and the places a fix needs
 * are found here: the word a parser diagnostic points at, a whole line, the end of a line.
 */
import type { Diagnostic, TextEdit } from '../ast/nodes.js';
import { lineStarts } from '../parser/positions.js';
import type { ProjectFile } from '../project/project.js';
import type { ModelFacts } from '../facts/facts.js';
import { spanOf, type Site } from '../facts/site.js';
import type { FindingFix } from './rule.js';

/** The edits of a fix, as data, tagged with the code of the rule that offers it. */
export function textEdits(code: string, fix: FindingFix): TextEdit[] {
  return fix.edits.map(({ at, newText }) => {
    const span = spanOf(at);
    return {
      file: span.file,
      range: {
        start: at.offset,
        end: at.offset + at.length,
        line: span.line,
        column: span.column,
        endLine: span.endLine,
        endColumn: span.endColumn,
      },
      oldText: at.file.text.slice(at.offset, at.offset + at.length),
      newText,
      code,
      message: fix.message,
    };
  });
}

/** The loaded file a diagnostic names. */
export function fileOf(model: ModelFacts, d: Diagnostic): ProjectFile | undefined {
  return model.project.files.find((f) => f.doc.fileName === d.file);
}

/** The offset of a diagnostic's line and column in its file. */
export function offsetOf(file: ProjectFile, d: Diagnostic): number {
  const starts = lineStarts(file.text);
  return (starts[d.line - 1] ?? file.text.length) + d.column - 1;
}

const SEPARATOR = /[\s,]/;

/** The word (Raven's token: up to a space, tab, comma or line end) that starts at an offset. */
export function wordAt(file: ProjectFile, offset: number): Site {
  let end = offset;
  while (end < file.text.length && !SEPARATOR.test(file.text[end])) end++;
  return { file, offset, length: end - offset };
}

/** The whole line holding an offset, its line end included. */
export function lineAt(file: ProjectFile, offset: number): Site {
  const start = file.text.lastIndexOf('\n', offset - 1) + 1;
  const nl = file.text.indexOf('\n', offset);
  const end = nl < 0 ? file.text.length : nl + 1;
  return { file, offset: start, length: end - start };
}

/** The line end a file uses (its first one; '\n' for a file without any). */
export function lineEndOf(file: ProjectFile): string {
  const nl = file.text.indexOf('\n');
  return nl > 0 && file.text[nl - 1] === '\r' ? '\r\n' : '\n';
}
