/**
 * Every error of every command names what to type next: its last line gives an option (`--elevation M`), a
 * command (`rvkit run MODEL -o DIR`), the help (`rvkit fix --help`) or what to give instead, or the command
 * prints its usage. A command added to `rvkit` without its cases here fails the first test.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { COMMANDS } from '../../src/cli/commands/index.js';
import { call } from './call.js';

let tmp: string;
let empty: string;
let notRv: string;
beforeAll(() => {
  tmp = mkdtempSync(join(tmpdir(), 'rvkit-next-'));
  empty = join(tmp, 'empty');
  mkdirSync(empty);
  notRv = join(tmp, 'notes.txt');
  writeFileSync(notRv, 'not a model\n');
});
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const missing = () => join(tmp, 'nowhere');

/** Bad command lines of each command (each fails), built when the test runs. */
const CASES: Readonly<Record<string, () => string[][]>> = {
  check: () => [['--nope'], [missing()], [empty], [notRv]],
  fix: () => [['--nope'], [missing()], [empty]],
  fmt: () => [['--nope'], [missing(), '--check'], []],
  dump: () => [['--nope'], [join(tmp, 'nowhere.rvh')], [notRv]],
  coverage: () => [['--nope'], [missing()], [empty]],
  new: () => [['--nope'], ['GR4JCN', join(tmp, 'm')], ['NOPE', join(tmp, 'm'), '-f', 'x.nc', '-a', '1']],
  run: () => [['--nope'], [missing()], [empty]],
  outputs: () => [['--nope'], [missing()]],
  plot: () => [['--nope'], [missing()], [empty], [empty, '--kind', 'pie']],
  schema: () => [['extra']],
  engine: () => [['--nope']],
  lsp: () => [['extra']],
  calibrate: () => [['--nope'], [missing()]],
  cluster: () => [['--nope']],
  gridweights: () => [['--nope'], [], [notRv, missing()], [notRv, missing(), '--id', 'HRU_ID']],
};

/** What a last line that names the next step looks like. */
const NEXT = /^Usage: rvkit|--help|\brvkit [a-z]+ |--[a-z][a-z-]+|\bgive\b|\bname\b|[Cc]hoose|[Cc]heck the/;

test('every command of rvkit has bad command lines here', () => {
  expect(COMMANDS.map((c) => c.name).filter((name) => CASES[name] === undefined)).toEqual([]);
});

test.each(COMMANDS.map((c) => [c.name, c] as const))(
  'rvkit %s: each error ends with the next step',
  async (name, entry) => {
    const command = await entry.load();
    for (const argv of CASES[name]!()) {
      const { code, err } = await call(command, argv);
      // A command that answers a wrong command line with its whole help names its usage first.
      const last = /^Usage: rvkit /m.test(err) ? 'Usage: rvkit …' : (err.trimEnd().split('\n').pop() ?? '');
      expect({ argv, code: code === 0 ? 'ok' : 'failed', last }).toEqual({
        argv,
        code: 'failed',
        last: expect.stringMatching(NEXT),
      });
    }
  },
);
