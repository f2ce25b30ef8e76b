/**
 * `npm run bench:oracle`: the whole oracle (test/check/oracle): every mutation kind on every runnable corpus
 * model, Raven 4.12.1's verdict and WARNING lines against rvkit check's errors and warnings. Prints the
 * agreement tables (verdicts; Raven's warnings per kind), the time Raven and rvkit spent side by side, and the
 * machine's load; writes the report to test-output/oracle-report.md. Prints, never fails: the tests run a
 * small case of it (test/check/oracle.test.ts), this is the long run (some twenty minutes on two cores).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { RAVEN_WARNING_REACH } from '../grammar/ravenWarningReach.js';
import { RAVEN_WARNINGS } from '../grammar/ravenWarnings.js';
import { RULES } from '../src/check/rules/index.js';
import { GENERATORS } from '../test/check/oracle/generators/index.js';
import { prepareBases, runTrials, scratch, timing } from '../test/check/oracle/oracle.js';
import { baselineMarkdown, reportMarkdown } from '../test/check/oracle/report.js';
import { runnableModels } from '../test/check/oracle/runnable.js';
import { repoRoot } from '../test/paths.js';

const root = await scratch();
try {
  const started = performance.now();
  const bases = await prepareBases(runnableModels(), root);
  const trials = await runTrials(
    bases.filter((b) => !b.raven.fails),
    GENERATORS,
    root,
  );
  const wall = performance.now() - started;
  const report = `${baselineMarkdown(bases)}\n${reportMarkdown(trials)}`;
  mkdirSync(join(repoRoot, 'test-output'), { recursive: true });
  writeFileSync(join(repoRoot, 'test-output', 'oracle-report.md'), report);
  console.log(report);
  // What the checker can say of Raven's warnings at all: the warnings its rules name (grammar/ravenWarnings.ts).
  const predictable = new Set(RULES.flatMap((r) => r.ravenWarnings ?? []));
  console.log(
    `Raven's distinct WARNING messages rvkit can predict: ${predictable.size} of ${RAVEN_WARNINGS.length}`,
  );
  // The others by where they come from (grammar/ravenWarningReach.ts): the model's text, a run, the environment.
  const rest = new Map<string, number>();
  for (const w of RAVEN_WARNINGS) {
    if (predictable.has(w.id)) continue;
    const reach = RAVEN_WARNING_REACH[w.id]?.reach ?? 'unclassified';
    rest.set(reach, (rest.get(reach) ?? 0) + 1);
  }
  const inputs = predictable.size + (rest.get('input') ?? 0);
  console.log(
    `not predicted, by class: ${[...rest].map(([k, n]) => `${k} ${n}`).join(', ')}; ` +
      `of the ${inputs} the model's text can cause, rvkit predicts ${predictable.size}`,
  );
  const per = (ms: number) => (ms / Math.max(1, trials.length)).toFixed(1);
  console.log(
    `oracle: ${bases.length} models, ${trials.length} mutants, ${Math.round(wall / 1000)} s wall; ` +
      `per mutant: Raven ${per(timing.raven)} ms, rvkit check ${per(timing.rvkit)} ms ` +
      `(rvkit/Raven ${(timing.rvkit / Math.max(1, timing.raven)).toFixed(2)}); ` +
      `load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')} on ${cpus().length} cores`,
  );
} finally {
  await rm(root, { recursive: true, force: true });
}
