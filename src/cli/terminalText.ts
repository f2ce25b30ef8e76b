/**
 * Text from model files made safe to show to a person. A model file may hold any byte: an escape sequence in
 * a name that a diagnostic quotes would clear the terminal, retitle its window or move the cursor, and a line
 * of millions of characters would come back whole. What rvkit prints for people shows every control character
 * as an escape (`\x1b`) and cuts long excerpts; JSON and SARIF output stay exact (JSON escapes controls itself).
 */
/* eslint-disable no-control-regex -- finding control characters is what this file is for */
import type { Diagnostic } from '../ast/nodes.js';

/** The longest message shown whole; longer ones keep their start and end. */
export const MAX_SHOWN_CHARS = 500;
/** How much of the end of a cut message is kept (what follows an excerpt usually says what is wrong). */
const KEPT_END = 100;

// C0 controls but tab and line feed, DEL, and the C1 controls (U+009B is an 8-bit CSI to many terminals).
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;
// The same, line feed included: for text that must stay on one line (a file name).
const CONTROL_OR_NEWLINE = /[\u0000-\u0008\u000a-\u001f\u007f-\u009f]/g;

function escape(c: string): string {
  return `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`;
}

/** `text` with its control characters (all but tab and line feed) shown as `\xNN`. */
export function escapeControls(text: string, keepNewlines = true): string {
  return text.replace(keepNewlines ? CONTROL : CONTROL_OR_NEWLINE, escape);
}

/** `text` cut to about `max` characters: its start and end, and how much was left out between them. */
export function clip(text: string, max = MAX_SHOWN_CHARS): string {
  if (text.length <= max) return text;
  const end = Math.min(KEPT_END, Math.floor(max / 4));
  const start = max - end;
  return `${text.slice(0, start)} […${text.length - start - end} characters not shown…] ${text.slice(-end)}`;
}

/** Text from a model shown to a person: cut to a readable length, then its controls escaped. */
export function shownText(text: string, max = MAX_SHOWN_CHARS): string {
  return escapeControls(clip(text, max));
}

/** One diagnostic as the `file:line:col: severity: message [CODE]` line people read, made safe. */
export function diagnosticLine(d: Diagnostic): string {
  const where = `${escapeControls(d.file, false)}:${d.line}:${d.column}`;
  return `${where}: ${d.severity}: ${shownText(d.message)} [${escapeControls(d.code, false)}]`;
}

/**
 * What goes to a terminal: every control character escaped but line feed, tab, carriage return before a line
 * feed, and rvkit's own progress line (`\r\x1b[K`, a carriage return and "erase the line"). The last guard of
 * `rvkit`'s output when standard output or error is a terminal, behind the escaping each command does.
 */
export function terminalSafe(text: string): string {
  return text.replace(/\r\x1b\[K|\x1b\[K|\r\n|[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, (m) =>
    m.length > 1 ? m : escape(m),
  );
}
