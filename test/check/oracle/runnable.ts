/** The corpus models that complete on Raven 4.12, as RUNNABLE.md (beside the corpus) lists them. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sharedCorpus } from '../../paths.js';

/** A runnable corpus model: its folder (relative to the corpus) and its .rvi stem. */
export interface RunnableModel {
  readonly dir: string;
  readonly stem: string;
}

/** Every model RUNNABLE.md marks as completing, in its order. */
export function runnableModels(): RunnableModel[] {
  const text = readFileSync(join(sharedCorpus, 'RUNNABLE.md'), 'utf8');
  const out: RunnableModel[] = [];
  for (const line of text.split('\n')) {
    const cells = line.split('|').map((c) => c.trim());
    if (cells.length < 5 || !cells[3]?.startsWith('completes')) continue;
    out.push({ dir: cells[1], stem: cells[2] });
  }
  return out;
}

/** A short label for a model folder (`Alouette`, `raven-hbvec`). */
export function modelLabel(model: RunnableModel): string {
  const last = model.dir.split('/').pop() ?? model.dir;
  return last.replace(/^benchmarking___InputFiles__/, '');
}
