/** The oracle's agreement table, per kind of mistake, and the list of disagreements with both verdicts. */
import { formatDiagnostic } from '../../../src/parser/diagnostics.js';
import { agrees, type Trial } from './oracle.js';

/** Counts for one kind of mistake. */
export interface KindCounts {
  readonly kind: string;
  readonly trials: number;
  readonly ravenFails: number;
  readonly agree: number;
  /** rvkit reported an error where Raven completed. */
  readonly falseAlarms: number;
  /** Raven failed and rvkit reported no error. */
  readonly missed: number;
  /** Both failed, but no rvkit error points at the mistake's line. */
  readonly misplaced: number;
}

/** The counts of every kind, in the order the kinds first appear. */
export function countByKind(trials: readonly Trial[]): KindCounts[] {
  const kinds = [...new Set(trials.map((t) => t.mutation.kind))];
  return kinds.map((kind) => {
    const list = trials.filter((t) => t.mutation.kind === kind);
    return {
      kind,
      trials: list.length,
      ravenFails: list.filter((t) => t.raven.fails).length,
      agree: list.filter(agrees).length,
      falseAlarms: list.filter((t) => !t.raven.fails && t.errors.length > 0).length,
      missed: list.filter((t) => t.raven.fails && t.errors.length === 0).length,
      misplaced: list.filter((t) => t.raven.fails && t.errors.length > 0 && !t.pointed).length,
    };
  });
}

/** The report as Markdown. */
export function reportMarkdown(trials: readonly Trial[]): string {
  const rows = countByKind(trials);
  const total = trials.length;
  const agree = trials.filter(agrees).length;
  const lines = [
    '| kind | mutants | Raven fails | agree | false alarms | missed | misplaced |',
    '|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.kind} | ${r.trials} | ${r.ravenFails} | ${r.agree} (${pct(r.agree, r.trials)}) | ${r.falseAlarms} | ${r.missed} | ${r.misplaced} |`,
    ),
    `| **all** | ${total} | ${trials.filter((t) => t.raven.fails).length} | ${agree} (${pct(agree, total)}) | ` +
      `${rows.reduce((s, r) => s + r.falseAlarms, 0)} | ${rows.reduce((s, r) => s + r.missed, 0)} | ` +
      `${rows.reduce((s, r) => s + r.misplaced, 0)} |`,
    '',
  ];
  const bad = trials.filter((t) => !agrees(t));
  if (bad.length > 0) lines.push('## Disagreements', '');
  for (const t of bad) {
    lines.push(
      `- ${t.model}: ${t.mutation.kind}: ${t.mutation.label} (${t.mutation.at.file}:${t.mutation.at.line})`,
    );
    lines.push(
      `  - Raven ${t.raven.fails ? 'fails' : 'completes'}${t.raven.crash ? ` (${t.raven.crash})` : ''}`,
    );
    for (const e of t.raven.errors.slice(0, 3)) lines.push(`    - ${e}`);
    lines.push(`  - rvkit: ${t.errors.length} error(s)`);
    for (const d of t.errors.slice(0, 3)) lines.push(`    - ${formatDiagnostic(d)} [${d.code}]`);
  }
  return lines.join('\n') + '\n';
}

function pct(n: number, d: number): string {
  return d === 0 ? '-' : `${((100 * n) / d).toFixed(1)}%`;
}
