/** Line diffs of two texts: as data (the web page shows what formatting changed), and unified (`rvkit fix --dry-run`). */

/** The lines of a text, each with its line end ('' for a last line without one). */
function linesOf(text: string): string[] {
  const out: string[] = [];
  let at = 0;
  while (at < text.length) {
    const nl = text.indexOf('\n', at);
    const end = nl < 0 ? text.length : nl + 1;
    out.push(text.slice(at, end));
    at = end;
  }
  return out;
}

/** One line of a line diff: kept (' '), removed ('-') or added ('+'), with its line end. */
export interface DiffOp {
  readonly kind: ' ' | '-' | '+';
  readonly line: string;
}
type Op = DiffOp;

/**
 * An edit script between two line lists by longest common subsequence. The lists are the changed middle of
 * two files (their common head and tail are skipped), small for a fix; past a few million cells the middle is
 * shown as removed then added, which is still a correct diff.
 */
function script(a: readonly string[], b: readonly string[]): Op[] {
  const n = a.length;
  const m = b.length;
  if (n * m > 4_000_000) {
    return [...a.map((line): Op => ({ kind: '-', line })), ...b.map((line): Op => ({ kind: '+', line }))];
  }
  // lcs[i][j]: length of the longest common subsequence of a[i..] and b[j..].
  const lcs = new Int32Array((n + 1) * (m + 1));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      lcs[i * (m + 1) + j] =
        a[i] === b[j]
          ? lcs[(i + 1) * (m + 1) + j + 1] + 1
          : Math.max(lcs[(i + 1) * (m + 1) + j], lcs[i * (m + 1) + j + 1]);
    }
  }
  const ops: Op[] = [];
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (a[i] === b[j]) {
      ops.push({ kind: ' ', line: a[i++] });
      j++;
    } else if (lcs[(i + 1) * (m + 1) + j] >= lcs[i * (m + 1) + j + 1]) ops.push({ kind: '-', line: a[i++] });
    else ops.push({ kind: '+', line: b[j++] });
  }
  while (i < n) ops.push({ kind: '-', line: a[i++] });
  while (j < m) ops.push({ kind: '+', line: b[j++] });
  return ops;
}

function show(op: Op): string {
  const line = op.line.endsWith('\n') ? op.line.slice(0, -1) : op.line;
  const noEol = op.line.endsWith('\n') ? '' : '\n\\ No newline at end of file';
  return `${op.kind}${line}${noEol}\n`;
}

/** The line diff turning `before` into `after`: the common head and tail kept, the changed middle by LCS. */
export function lineDiff(before: string, after: string): DiffOp[] {
  const a = linesOf(before);
  const b = linesOf(after);
  // The common head and tail cost nothing to skip; the LCS runs on the changed middle only.
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (
    tail < a.length - head &&
    tail < b.length - head &&
    a[a.length - 1 - tail] === b[b.length - 1 - tail]
  )
    tail++;
  return [
    ...a.slice(0, head).map((line): Op => ({ kind: ' ', line })),
    ...script(a.slice(head, a.length - tail), b.slice(head, b.length - tail)),
    ...a.slice(a.length - tail).map((line): Op => ({ kind: ' ', line })),
  ];
}

/** The unified diff (3 lines of context) turning `before` into `after`, '' when they are equal. */
export function unifiedDiff(
  before: string,
  after: string,
  oldName: string,
  newName: string,
  context = 3,
): string {
  if (before === after) return '';
  const ops = lineDiff(before, after);
  let out = `--- ${oldName}\n+++ ${newName}\n`;
  let i = 0;
  let oldLine = 1;
  let newLine = 1;
  while (i < ops.length) {
    if (ops[i].kind === ' ') {
      i++;
      oldLine++;
      newLine++;
      continue;
    }
    // A hunk: from `context` lines before this change to `context` lines after the last change within reach.
    const start = Math.max(0, i - context);
    let end = i;
    let lastChange = i;
    while (end < ops.length && end - lastChange <= 2 * context) {
      if (ops[end].kind !== ' ') lastChange = end;
      end++;
    }
    end = Math.min(ops.length, lastChange + context + 1);
    const lead = i - start;
    const hunk = ops.slice(start, end);
    const oldCount = hunk.filter((o) => o.kind !== '+').length;
    const newCount = hunk.filter((o) => o.kind !== '-').length;
    const oldStart = oldLine - lead;
    const newStart = newLine - lead;
    out += `@@ -${oldCount === 0 ? oldStart - 1 : oldStart},${oldCount} +${newCount === 0 ? newStart - 1 : newStart},${newCount} @@\n`;
    for (const op of hunk) out += show(op);
    for (const op of ops.slice(i, end)) {
      if (op.kind !== '+') oldLine++;
      if (op.kind !== '-') newLine++;
    }
    i = end;
  }
  return out;
}
