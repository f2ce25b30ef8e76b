/**
 * Code actions: the replacement a diagnostic already proposes ("did you mean X?": a misspelt class, group,
 * option value or command) as a quick fix on the diagnostic's range. The fixes of `rvkit fix` (src/fix/)
 * are not offered here.
 */
import { CodeActionKind, type CodeAction, type Diagnostic } from 'vscode-languageserver';

const DID_YOU_MEAN = /did you mean (\S+?)\?/;

/** The quick fixes for the diagnostics of a range. */
export function quickFixes(uri: string, diagnostics: readonly Diagnostic[]): CodeAction[] {
  const out: CodeAction[] = [];
  for (const d of diagnostics) {
    if (d.source !== 'rvkit') continue;
    const m = DID_YOU_MEAN.exec(typeof d.message === 'string' ? d.message : d.message.value);
    if (!m || (d.range.start.line === d.range.end.line && d.range.start.character === d.range.end.character))
      continue;
    out.push({
      title: `Replace with ${m[1]}`,
      kind: CodeActionKind.QuickFix,
      diagnostics: [d],
      isPreferred: true,
      edit: { changes: { [uri]: [{ range: d.range, newText: m[1] }] } },
    });
  }
  return out;
}
