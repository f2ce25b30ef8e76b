/**
 * Code actions: a diagnostic's certain fix — the one `rvkit fix` applies (a legacy name, a misspelt value with
 * one close match, a missing `:End…`, a byte order mark), carried in the diagnostic's `data` — as the preferred
 * quick fix, possibly across several files of the model; otherwise the replacement the message proposes ("did
 * you mean X?") on the diagnostic's range, which is a guess and so never preferred.
 */
import { pathToFileURL } from 'node:url';
import { CodeActionKind, type CodeAction, type Diagnostic, type TextEdit } from 'vscode-languageserver';
import type { LspFixEdit } from './diagnostics.js';

const DID_YOU_MEAN = /did you mean (\S+?)\?/;

/** The quick fixes for the diagnostics of a range. */
export function quickFixes(uri: string, diagnostics: readonly Diagnostic[]): CodeAction[] {
  const out: CodeAction[] = [];
  for (const d of diagnostics) {
    if (d.source !== 'rvkit') continue;
    const fixes = (d.data as { fixes?: LspFixEdit[] } | undefined)?.fixes;
    if (fixes?.length) {
      const changes: Record<string, TextEdit[]> = {};
      for (const e of fixes)
        (changes[pathToFileURL(e.path).href] ??= []).push({ range: e.range, newText: e.newText });
      out.push({
        title: fixes[0].message,
        kind: CodeActionKind.QuickFix,
        diagnostics: [d],
        isPreferred: true,
        edit: { changes },
      });
      continue;
    }
    const m = DID_YOU_MEAN.exec(typeof d.message === 'string' ? d.message : d.message.value);
    if (!m || (d.range.start.line === d.range.end.line && d.range.start.character === d.range.end.character))
      continue;
    out.push({
      title: `Replace with ${m[1]}`,
      kind: CodeActionKind.QuickFix,
      diagnostics: [d],
      edit: { changes: { [uri]: [{ range: d.range, newText: m[1] }] } },
    });
  }
  return out;
}
