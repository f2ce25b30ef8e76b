/**
 * The oracle from the command line, for working on rules: `node dist/test/check/oracle/cli.js [--model M]
 * [--kind K] [--json FILE]` runs the chosen models and kinds (substrings) and prints the agreement tables and
 * disagreements; `--json` also writes every base and trial (both sides' errors and warnings) to FILE.
 */
import { writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { Diagnostic } from '../../../src/ast/nodes.js';
import { parseArgs } from 'node:util';
import { GENERATORS } from './generators/index.js';
import { prepareBases, runTrials, scratch, timing } from './oracle.js';
import { baselineMarkdown, reportMarkdown } from './report.js';
import { modelLabel, runnableModels } from './runnable.js';

const { values } = parseArgs({
  options: {
    model: { type: 'string', multiple: true },
    kind: { type: 'string', multiple: true },
    json: { type: 'string' },
  },
});
const pick = (name: string, filters?: string[]) => !filters || filters.some((f) => name.includes(f));

const root = await scratch();
try {
  const models = runnableModels().filter((m) => pick(modelLabel(m), values.model));
  const bases = await prepareBases(models, root);
  for (const b of bases) {
    if (b.raven.fails || b.errors.length > 0) {
      console.log(
        `base ${modelLabel(b.model)}: Raven ${b.raven.fails ? 'fails' : 'completes'}`,
        b.raven.errors,
      );
      for (const e of b.errors)
        console.log(`  rvkit: ${e.file}:${e.line}:${e.column} ${e.code} ${e.message}`);
    }
  }
  const generators = GENERATORS.filter((g) => g.kinds.some((k) => pick(k, values.kind)));
  const trials = await runTrials(
    bases.filter((b) => !b.raven.fails),
    generators,
    root,
  );
  console.log(`${trials.length} mutants; time (ms, summed): ${JSON.stringify(timing)}`);
  console.log(baselineMarkdown(bases));
  console.log(reportMarkdown(trials.filter((t) => pick(t.mutation.kind, values.kind))));
  if (values.json) {
    const brief = (d: Diagnostic) => ({
      code: d.code,
      line: d.line,
      message: d.message,
      raven: d.ravenWarning,
      own: d.own,
    });
    const data = {
      bases: bases.map((b) => ({
        model: modelLabel(b.model),
        raven: b.raven,
        warnings: b.warnings.map(brief),
      })),
      trials: trials.map((t) => ({
        model: t.model,
        kind: t.mutation.kind,
        label: t.mutation.label,
        at: t.mutation.at,
        raven: t.raven,
        newWarnings: t.newWarnings,
        unmatched: t.unmatched,
        runtime: t.runtime,
        unclaimed: t.unclaimed,
        errors: t.errors.map(brief),
        warnings: t.warnings.map(brief),
      })),
    };
    writeFileSync(values.json, JSON.stringify(data, null, 1));
  }
} finally {
  await rm(root, { recursive: true, force: true });
}
