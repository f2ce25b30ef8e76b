/**
 * Parallel DDS against OSTRICH's own (OstrichMPI, its PDDSAlgorithm.cpp, run under MPI): in the synchronous
 * mode (SynchReceives yes) and OSTRICH's testing mode, rvkit's evaluations are OSTRICH's, candidate by
 * candidate: OSTRICH's worker k evaluates candidates k, k + w, k + 2w … (its OstModel<k>.txt), its master the
 * closing run of the best (OstModel0.txt); rvkit journals them all by candidate number.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { calibrateOstrich, type JournalEntry } from '../../src/calibrate/index.js';
import {
  layOutOstrichSetup,
  ostrichMpiBinary,
  removeTemporaryDirs,
  runOstrichMpi,
  tempDir,
} from './helpers.js';

beforeAll(() => {
  ostrichMpiBinary();
});
afterAll(removeTemporaryDirs);

/** Lays out the setup as ParallelDDS in its synchronous mode. */
async function parallelSetup(name: 'gr4j-cemaneige' | 'hmets', budget: number): Promise<string> {
  const dir = layOutOstrichSetup(name, join(await tempDir(), name));
  const path = join(dir, 'ostIn.txt');
  const text = readFileSync(path, 'latin1')
    .replace(/^ProgramType +DDS/m, 'ProgramType ParallelDDS\nSynchReceives yes')
    .replace(/MaxIterations +\d+/, `MaxIterations ${budget}`);
  writeFileSync(path, text);
  return dir;
}

/** The objective and parameters of a row of OstModel<k>.txt. */
const row = (line: string) => line.trim().split(/\s+/).slice(1).join(' ');

describe.each([
  ['gr4j-cemaneige', 2, 14],
  ['gr4j-cemaneige', 3, 14],
  ['hmets', 2, 12],
] as const)('%s with %d workers', (name, workers, budget) => {
  it("makes OstrichMPI's evaluations, candidate by candidate", async () => {
    const theirs = await parallelSetup(name, budget);
    runOstrichMpi(theirs, workers);
    const byCandidate = new Map<number, string>();
    for (let k = 1; k <= workers; k++) {
      const lines = readFileSync(join(theirs, `OstModel${k}.txt`), 'latin1')
        .trim()
        .split('\n')
        .slice(1);
      lines.forEach((l, n) => byCandidate.set(k + n * workers, row(l)));
    }
    const closing = readFileSync(join(theirs, 'OstModel0.txt'), 'latin1').trim().split('\n').slice(1);
    byCandidate.set(budget + 1, row(closing[0]!));
    expect(byCandidate.size).toBe(budget + 1);

    const ours = await parallelSetup(name, budget);
    await calibrateOstrich(join(ours, 'ostIn.txt'), { jobs: workers });
    const entries = readFileSync(join(ours, 'calibration', 'journal.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .slice(1)
      .map((l) => JSON.parse(l) as JournalEntry);
    // rvkit's OstModel0.txt has a row per evaluation in the order they ended; the journal says which.
    const lines = readFileSync(join(ours, 'OstModel0.txt'), 'latin1').trim().split('\n').slice(1);
    const mine = new Map(entries.map((e, n) => [e.i, row(lines[n]!)]));
    expect(new Map([...mine].sort((a, b) => a[0] - b[0]))).toEqual(
      new Map([...byCandidate].sort((a, b) => a[0] - b[0])),
    );
  }, 600_000);
});
