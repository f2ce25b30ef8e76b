/**
 * RV513 legacy-name on the Salmon HBV model, which Raven 4.12 reads with a deprecation WARNING for its own
 * :InitialConditions block: the messages of the entries whose rewrite depends on the text (the rewrites
 * themselves, against Raven, are in test/fix/migrations.test.ts).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fixProject } from '../../../../src/fix/fixProject.js';
import { fileHost } from '../../../../src/project/fileHost.js';
import { loadProject } from '../../../../src/project/load.js';
import { copyCorpusModel } from '../../../paths.js';
import { CORPUS, checkMutated, cleanUp, only } from '../harness.js';

afterAll(cleanUp);

const HBV = CORPUS.salmonHbv;
const RVC = `${HBV.stem}.rvc`;
const RVI = `${HBV.stem}.rvi`;

describe('RV513 legacy-name', () => {
  it(':InitialConditions with one value per HRU: the table is offered as a fix', async () => {
    const out = await checkMutated(HBV);
    expect(only('RV513', out).filter((s) => s.startsWith(RVC))).toEqual([
      `${RVC}:20:1: warning: :InitialConditions SV (one value per HRU, in HRU order) is deprecated: it is now a :HRUStateVariableTable with :Attributes SV and one "HRU_ID value" row per HRU (Raven 3.5; Raven 4.12 warns) [RV513]`,
    ]);
  });

  it(':InitialConditions with more values than HRUs: no fix, the message says what to write', async () => {
    const edits = [{ file: RVC, from: '     0.50657', to: '     0.50657 0.3' }];
    const out = await checkMutated(HBV, edits);
    expect(only('RV513', out).filter((s) => s.startsWith(RVC))).toEqual([
      `${RVC}:20:1: warning: :InitialConditions SV (one value per HRU, in HRU order) is deprecated: it is now a :HRUStateVariableTable with :Attributes SV and one "HRU_ID value" row per HRU (Raven 3.5; Raven 4.12 warns): write :HRUStateVariableTable, then :Attributes SOIL[2], then one "HRU_ID value" row per HRU, then :EndHRUStateVariableTable [RV513]`,
    ]);
    const root = await mkdtemp(join(tmpdir(), 'rvkit-legacy-'));
    try {
      const dir = copyCorpusModel(HBV.dir, join(root, 'model'));
      const path = join(dir, RVC);
      writeFileSync(path, readFileSync(path, 'latin1').replace(edits[0].from, edits[0].to), 'latin1');
      const result = await fixProject(await loadProject(dir, { stem: HBV.stem }), {
        dryRun: true,
        host: fileHost(dir),
      });
      expect(result.edits.filter((e) => e.file.endsWith('.rvc'))).toEqual([]);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });

  it(':EvaluationTime: the :EvaluationPeriod line to write, with its dates', async () => {
    const at = ':CloudCoverMethod';
    const out = await checkMutated(HBV, [
      { file: RVI, from: at, to: `:EvaluationTime 1955-01-01 00:00:00 1960-12-31 00:00:00\r\n${at}` },
    ]);
    expect(only('RV513', out).filter((s) => s.includes('EvaluationTime'))).toEqual([
      `${RVI}:35:1: warning: :EvaluationTime is deprecated and has no exact successor: it narrows the diagnostics of the whole run (ALL) to its dates (Raven 3.0.1; Raven 4.12 warns): write :EvaluationPeriod EVAL 1955-01-01 1960-12-31; Diagnostics.csv then has an EVAL row for this period beside the ALL row for the whole run [RV513]`,
    ]);
  });
});
