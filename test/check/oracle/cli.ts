/**
 * The oracle from the command line, for working on rules: `node dist/test/check/oracle/cli.js [--model M]
 * [--kind K]` runs the chosen models and kinds (substrings) and prints the agreement table and disagreements.
 */
import { rm } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { GENERATORS } from './generators/index.js';
import { prepareBases, runTrials, scratch, timing } from './oracle.js';
import { reportMarkdown } from './report.js';
import { modelLabel, runnableModels } from './runnable.js';

const { values } = parseArgs({
  options: { model: { type: 'string', multiple: true }, kind: { type: 'string', multiple: true } },
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
  console.log(reportMarkdown(trials.filter((t) => pick(t.mutation.kind, values.kind))));
} finally {
  await rm(root, { recursive: true, force: true });
}
