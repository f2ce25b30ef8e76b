/**
 * The fast path of parseSolution (Raven's own layout, read line by line) gives exactly what the parser and the
 * validators give, on every .rvc file of the corpora and on the solutions Raven writes; anything outside the
 * layout goes to the general reader.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runRaven } from '../../../src/engine/index.js';
import { parseSolution, parseSolutionText } from '../../../src/models/solution/parseSolution.js';
import { scanSolution } from '../../../src/models/solution/solutionScanner.js';
import { copyCorpusModel, ownCorpus, rvFilesUnder, sharedCorpus } from '../../paths.js';

/** What a reader gives: the solution, or the message of its error. */
function outcome(read: () => unknown): unknown {
  try {
    return read();
  } catch (error) {
    return { error: (error as Error).message };
  }
}

/** True when the fast path read the text, after checking it gives what the general reader gives. */
function sameAsGeneral(text: string): boolean {
  const scanned = scanSolution(text);
  if (scanned === null) return false;
  expect(scanned).toStrictEqual(outcome(() => parseSolutionText(text)));
  return true;
}

test('every .rvc file of the corpora: the fast path gives what the general reader gives, or leaves the file to it', () => {
  const files = [...rvFilesUnder(sharedCorpus), ...rvFilesUnder(ownCorpus)].filter((f) => f.endsWith('.rvc'));
  let fast = 0;
  for (const file of files) if (sameAsGeneral(readFileSync(file, 'latin1'))) fast++;
  expect(files.length).toBeGreaterThan(20);
  // The emulator examples and the corpus solutions are in Raven's layout.
  expect(fast).toBeGreaterThan(5);
});

test('solutions Raven writes (one HRU; 32 HRUs and 4 subbasins) are read by the fast path, as the general reader reads them', async () => {
  const root = await mkdtemp(join(tmpdir(), 'rvkit-solution-scan-'));
  try {
    const salmon = copyCorpusModel('Ouranosinc__raven-testdata/raven-gr4j-cemaneige', join(root, 'salmon'));
    await runRaven({ modelname: 'raven-gr4j-salmon', configdir: salmon, outputdir: 'out' });
    expect(sameAsGeneral(await readFile(join(salmon, 'out', 'solution.rvc'), 'latin1'))).toBe(true);
    const nith = copyCorpusModel(
      'CSHS-CWRA__RavenHydroFramework/benchmarking___InputFiles__Nith',
      join(root, 'nith'),
    );
    const rvi = join(nith, 'Nith.rvi');
    // Nith was written for an older Raven: 4.12.1 refuses its :AggregatedVariable lines (RUNNABLE.md).
    await import('node:fs/promises').then(async (fs) =>
      fs.writeFile(rvi, (await fs.readFile(rvi, 'latin1')).replace(/^:AggregatedVariable.*$/gm, '')),
    );
    await runRaven({ modelname: 'Nith', configdir: nith, outputdir: 'out' });
    const text = await readFile(join(nith, 'out', 'run1_solution.rvc'), 'latin1');
    expect(sameAsGeneral(text)).toBe(true);
    expect(parseSolution(text).hru_state_variable_table).toHaveLength(32);
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}, 120_000);

const BASE =
  ':TimeStamp 2000-01-01 00:00:00.00\n:HRUStateVariableTable\n  :Attributes,SOIL[0],SOIL[1]\n  :Units,mm,mm\n  1,0.5,2.5\n:EndHRUStateVariableTable\n:BasinStateVariables\n  :BasinIndex 1,sub\n    :ChannelStorage, 0.0\n    :RivuletStorage, 1.5\n    :Qout,1,2.0,2.5\n:EndBasinStateVariables\n';

test('comment lines and file header commands are passed over, as the general reader does', () => {
  expect(
    sameAsGeneral(
      `# a solution\n:FileType rvc Raven 4.12\n${BASE.replace(':BasinStateVariables', '* note\n:BasinStateVariables')}`,
    ),
  ).toBe(true);
});

test.each([
  ['an inline comment', BASE.replace('1,0.5,2.5', '1,0.5,2.5 # note')],
  ['a reservoir state', BASE.replace(':EndBasin', '    :ResStage 1.5 1.5\n:EndBasin')],
  ['a value that is not a number', BASE.replace('1,0.5,2.5', '1,0.5,abc')],
  ['a row one value short', BASE.replace('1,0.5,2.5', '1,0.5')],
  ['an unknown command', `:Foo 1\n${BASE}`],
  ['a broken count', BASE.replace(':Qout,1,2.0,2.5', ':Qout,2,2.0,2.5')],
])('%s leaves the text to the general reader, which reads it or says why not', (_, text) => {
  expect(sameAsGeneral(BASE)).toBe(true);
  expect(scanSolution(text)).toBeNull();
  expect(outcome(() => parseSolution(text))).toStrictEqual(outcome(() => parseSolutionText(text)));
});
