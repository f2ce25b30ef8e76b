/**
 * The oracle's agreement tables, per kind of mistake: on the verdict (Raven stops or runs), and on Raven's
 * warnings where it runs; then the disagreements with both sides.
 */
import { formatDiagnostic } from '../../../src/parser/diagnostics.js';
import { ravenWarningsOf } from '../../../grammar/ravenWarningMatch.js';
import { BASELINE_EXPLAINED } from './baseline.js';
import { knownOnlyAtRunTime } from './runtimeWarnings.js';
import { agrees, warningsAgree, type Base, type Trial } from './oracle.js';
import { modelLabel } from './runnable.js';

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
  /** Raven completed. */
  readonly completes: number;
  /** Raven completed and wrote a WARNING the unmutated model does not give. */
  readonly newWarnings: number;
  /** Raven completed and rvkit predicts each of its new warnings. */
  readonly warningsAgree: number;
  /** rvkit predicts a Raven warning Raven did not write. */
  readonly unclaimed: number;
  /** Raven wrote a new warning that only the run decides (explained, counted apart). */
  readonly runtime: number;
  /** rvkit gives a warning of its own (Raven says nothing). */
  readonly own: number;
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
      completes: list.filter((t) => !t.raven.fails).length,
      newWarnings: list.filter((t) => t.newWarnings.length > 0).length,
      warningsAgree: list.filter(warningsAgree).length,
      unclaimed: list.filter((t) => t.unclaimed.length > 0).length,
      runtime: list.filter((t) => t.runtime.length > 0).length,
      own: list.filter((t) => t.own.length > 0).length,
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
  const sum = (f: (r: KindCounts) => number) => rows.reduce((s, r) => s + f(r), 0);
  lines.push(
    "Raven's warnings, on the mutants Raven completes: each WARNING it writes beyond the unmutated model's is",
    "predicted by a warning of rvkit's (by the id of the warning, grammar/ravenWarnings.ts); rvkit's own",
    'warnings (Raven says nothing) are counted apart, and so are the warnings only a run decides, which no check',
    'of the input can predict (each explained in the last section).',
    '',
    "| kind | Raven completes | new Raven warnings | warnings agree | rvkit predicts one Raven does not write | rvkit's own | known only at run time |",
    '|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.kind} | ${r.completes} | ${r.newWarnings} | ${r.warningsAgree} (${pct(r.warningsAgree, r.completes)}) | ${r.unclaimed} | ${r.own} | ${r.runtime} |`,
    ),
    `| **all** | ${sum((r) => r.completes)} | ${sum((r) => r.newWarnings)} | ${sum((r) => r.warningsAgree)} (${pct(
      sum((r) => r.warningsAgree),
      sum((r) => r.completes),
    )}) | ${sum((r) => r.unclaimed)} | ${sum((r) => r.own)} | ${sum((r) => r.runtime)} |`,
    '',
  );
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
  const unwarned = trials.filter((t) => t.unmatched.length > 0 || t.unclaimed.length > 0);
  if (unwarned.length > 0) lines.push('', '## Warnings not predicted, or predicted and not written', '');
  for (const t of unwarned) {
    lines.push(
      `- ${t.model}: ${t.mutation.kind}: ${t.mutation.label} (${t.mutation.at.file}:${t.mutation.at.line})`,
    );
    for (const w of t.unmatched) lines.push(`  - Raven: ${w}`);
    for (const id of t.unclaimed) lines.push(`  - rvkit predicts ${id}, Raven does not write it`);
  }
  const runtime = trials.filter((t) => t.runtime.length > 0);
  if (runtime.length > 0) lines.push('', '## Warnings known only at run time (explained)', '');
  for (const t of runtime) {
    lines.push(
      `- ${t.model}: ${t.mutation.kind}: ${t.mutation.label} (${t.mutation.at.file}:${t.mutation.at.line})`,
    );
    for (const w of t.runtime) lines.push(`  - Raven: ${w} — ${knownOnlyAtRunTime(w)}`);
  }
  return lines.join('\n') + '\n';
}

function pct(n: number, d: number): string {
  return d === 0 ? '-' : `${((100 * n) / d).toFixed(1)}%`;
}

/**
 * The warnings Raven writes on the unmutated models (the baseline the mutants' warnings are compared with):
 * each predicted by a warning of rvkit's (its rule code), or explained (BASELINE_EXPLAINED), or neither.
 */
export function baselineMarkdown(bases: readonly Base[]): string {
  const lines = [
    "## Raven's warnings on the unmutated models",
    '',
    '| model | Raven writes | rvkit |',
    '|---|---|---|',
  ];
  let predicted = 0;
  let explained = 0;
  let total = 0;
  for (const b of bases) {
    for (const message of b.raven.warnings) {
      total++;
      const ids = ravenWarningsOf(message).map((w) => w.id);
      const by = b.warnings.find((d) => d.ravenWarning !== undefined && ids.includes(d.ravenWarning));
      const why = ids.map((id) => BASELINE_EXPLAINED[id]).find((x) => x !== undefined);
      if (by) predicted++;
      else if (why) explained++;
      const said = by ? `predicted (${by.code})` : why ? `explained: ${why}` : '**not predicted**';
      lines.push(`| ${modelLabel(b.model)} | ${message.replace(/\|/g, '\\|')} | ${said} |`);
    }
  }
  lines.push('', `${total} warnings: ${predicted} predicted, ${explained} explained.`, '');
  return lines.join('\n');
}
