import { join } from 'node:path';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { checkProject } from '../../../../src/check/checkProject.js';
import { fileHost } from '../../../../src/project/fileHost.js';
import { loadProject } from '../../../../src/project/load.js';
import { copyCorpusModel } from '../../../paths.js';
import { ravenVerdict } from '../../oracle/raven.js';
import { shorten } from '../../oracle/shorten.js';
import { CORPUS, checkMutated, cleanUp, only } from '../harness.js';

afterAll(cleanUp);

describe('RV208 hru-group', () => {
  it('reports the group Nith uses but never declares, where Raven 4.12 stops on it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'rvkit-nith-'));
    try {
      const model = copyCorpusModel(CORPUS.nith.dir, join(dir, 'model'));
      await shorten(model, CORPUS.nith.stem);
      const raven = await ravenVerdict(model, CORPUS.nith.stem);
      expect(raven.fails).toBe(true);
      expect(raven.errors).toContain(
        'ERROR    : ParseInput: :AggregatedVariable - invalid HRU Group used. Must define using :DefineHRUGroups command.',
      );
      const project = await loadProject(model, { stem: CORPUS.nith.stem });
      const errors = (await checkProject(project, { host: fileHost(model) })).filter(
        (d) => d.severity === 'error',
      );
      const message =
        ':AggregatedVariable: HRU group \'AllHRUs\' is never declared (Raven: "invalid HRU Group used"): add :DefineHRUGroups AllHRUs to the .rvi, below :SoilModel and above this line';
      expect(errors.map((d) => `${d.line}:${d.column} ${d.message} [${d.code}]`)).toEqual([
        `53:36 ${message} [RV208]`,
        `54:36 ${message} [RV208]`,
      ]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('points at a misspelled group, with the closest declared name', async () => {
    const out = await checkMutated(CORPUS.alouette, [
      {
        file: 'Alouette_ws.rvi',
        from: ':AggregatedVariable TOP_SOIL Band3',
        to: ':AggregatedVariable TOP_SOIL band3',
      },
    ]);
    expect(only('RV208', out)).toEqual([
      'Alouette_ws.rvi:97:30: error: :AggregatedVariable: HRU group \'band3\' is never declared (did you mean Band3?) (Raven: "invalid HRU Group used"): add :DefineHRUGroups band3 to the .rvi, below :SoilModel and above this line [RV208]',
    ]);
  });

  it('says when the declaration comes before :SoilModel, where Raven ignores it', async () => {
    const out = await checkMutated(CORPUS.alouette, [
      {
        file: 'Alouette_ws.rvi',
        from: /(:SoilModel[^\r\n]*\r?\n)([\s\S]*)(:DefineHRUGroups[^\r\n]*\r?\n)/,
        to: '$3$1$2',
      },
    ]);
    expect(only('RV208', out).length).toBe(7);
    expect(only('RV208', out)[0]).toMatch(
      /HRU group 'Band1' is declared before :SoilModel \(line \d+\), where Raven ignores the declaration/,
    );
  });

  it('warns about a conditional on a group that never exists (Raven treats it as false)', async () => {
    const out = await checkMutated(CORPUS.irondequoit, [
      {
        file: 'Irondequoit.rvi',
        from: /( :Baseflow[^\r\n]*\r?\n)/,
        to: '$1  :-->Conditional HRU_GROUP IS ForestHRUs\r\n',
      },
    ]);
    expect(only('RV208', out)).toEqual([
      "Irondequoit.rvi:50:32: warning: :-->Conditional: HRU group 'ForestHRUs' is never created: Raven says nothing and treats no HRU as a member, so the process runs in no HRU [RV208]",
    ]);
  });
});
