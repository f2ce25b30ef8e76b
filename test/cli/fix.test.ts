/**
 * `rvkit fix` on copies of corpus models: Nith (which Raven 4.12 refuses) runs after it and checks clean; the
 * report lines, the backups and the exit codes; --dry-run writes nothing; a read-only directory or file
 * changes nothing; a path with spaces and quotes; a file with CRLF line ends and a byte order mark.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkCommand } from '../../src/cli/commands/check.js';
import { fixCommand } from '../../src/cli/commands/fix.js';
import { CORPUS } from '../check/rules/harness.js';
import { ravenVerdict } from '../check/oracle/raven.js';
import { shorten } from '../check/oracle/shorten.js';
import { copyCorpusModel, repoRoot } from '../paths.js';
import { call } from './call.js';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'rvkit-fix-'));
  chmodSync(root, 0o755);
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

/** Every file of a folder with its bytes and modification time. */
function snapshot(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isFile()) out.set(name, `${statSync(path).mtimeMs} ${readFileSync(path, 'latin1')}`);
  }
  return out;
}

/**
 * Runs `rvkit fix` in a child process that permission bits apply to. Root writes through any permission bits
 * by its capabilities, so as root the child runs without them (util-linux's setpriv: still uid 0, so it reads
 * the clone wherever it lives, but a read-only directory or file is read-only to it).
 */
function fixAsUser(args: string[]): { code: number; out: string; err: string } {
  const command = [process.execPath, join(repoRoot, 'dist', 'src', 'cli', 'main.js'), 'fix', ...args];
  const asRoot = process.getuid?.() === 0;
  const [file, ...rest] = asRoot
    ? ['setpriv', '--inh-caps=-all', '--bounding-set=-all', '--', ...command]
    : command;
  const r = spawnSync(file, rest, { encoding: 'utf8' });
  return { code: r.status ?? -1, out: r.stdout, err: r.stderr };
}

describe('rvkit fix', () => {
  it('migrates Nith: Raven 4.12 runs it, rvkit check is clean, the originals are kept', async () => {
    const dir = copyCorpusModel(CORPUS.nith.dir, join(root, 'nith'));
    const before = await ravenVerdict(dir, 'Nith');
    expect(before.fails).toBe(true);
    const original = readFileSync(join(dir, 'Nith.rvi'), 'latin1');
    await rm(join(dir, 'out'), { recursive: true, force: true });
    const r = await call(fixCommand, [dir]);
    expect(r.code).toBe(0);
    const lines = r.out.split('\n').map((l) => l.slice(dir.length + 1));
    expect(lines).toEqual([
      'Nith.rvi:36:3: RV513: :CanopySnowEvap → :CanopySublimation',
      'Nith.rvi:36:22: RV513: CANEVP_ALL → SUBLIM_ALL',
      'Nith.rvi:53:1: RV513: :AggregatedVariable FAST_RESERVOIR AllHRUs commented out: group AllHRUs is not declared above it, so Raven before 3.0.4 did nothing with it (to equalise FAST_RESERVOIR over a group, declare it with :DefineHRUGroups and use :LateralEquilibrate)',
      'Nith.rvi:54:1: RV513: :AggregatedVariable SLOW_RESERVOIR AllHRUs commented out: group AllHRUs is not declared above it, so Raven before 3.0.4 did nothing with it (to equalise SLOW_RESERVOIR over a group, declare it with :DefineHRUGroups and use :LateralEquilibrate)',
      'Nith.rvp:111:1: RV513: :SnowParameterList → :LandUseParameterList',
      '',
    ]);
    expect(readFileSync(join(dir, 'Nith.rvi.orig'), 'latin1')).toBe(original);
    const fixed = readFileSync(join(dir, 'Nith.rvi'), 'latin1');
    // Only the bytes of the fixes changed.
    expect(fixed).toBe(
      original
        .replace(':CanopySnowEvap    CANEVP_ALL', ':CanopySublimation    SUBLIM_ALL')
        .replace(':AggregatedVariable FAST', '# :AggregatedVariable FAST')
        .replace(':AggregatedVariable SLOW', '# :AggregatedVariable SLOW'),
    );
    expect((await ravenVerdict(dir, 'Nith')).fails).toBe(false);
    const check = await call(checkCommand, [dir]);
    expect([check.code, check.out]).toEqual([0, '']);
    // A second run has nothing left to do.
    const again = await call(fixCommand, [dir, '--no-backup']);
    expect([again.code, again.out]).toEqual([0, '']);
  }, 120_000);

  it('--dry-run prints a unified diff and writes nothing', async () => {
    const dir = copyCorpusModel(CORPUS.nith.dir, join(root, 'dry'));
    const before = snapshot(dir);
    const r = await call(fixCommand, [dir, '--dry-run']);
    expect(r.code).toBe(0);
    expect(r.out).toContain(
      '--- a/Nith.rvi\n+++ b/Nith.rvi\n@@ -33,7 +33,7 @@\n   :SnowRefreeze      FREEZE_DEGREE_DAY  SNOW_LIQ         SNOW\r\n',
    );
    expect(r.out).toContain(
      // Nith's files have CRLF line ends: the diff shows each line as it is.
      '-  :CanopySnowEvap    CANEVP_ALL         CANOPY_SNOW      ATMOSPHERE\r\n+  :CanopySublimation    SUBLIM_ALL         CANOPY_SNOW      ATMOSPHERE\r\n',
    );
    expect(r.out).toContain('--- a/Nith.rvp\n+++ b/Nith.rvp\n');
    expect(snapshot(dir)).toEqual(before);
  });

  it('--only applies the fixes of the rules named; --to accepts only 4.12', async () => {
    const dir = copyCorpusModel(CORPUS.nith.dir, join(root, 'only'));
    const r = await call(fixCommand, [dir, '--only', 'RV116', '--no-backup']);
    // Nothing of RV116 to fix: the model still fails on :AggregatedVariable.
    expect(r.code).toBe(1);
    expect(r.out).toContain('[RV208]');
    expect(readdirSync(dir).some((n) => n.endsWith('.orig'))).toBe(false);
    expect((await call(fixCommand, [dir, '--to', '3.0'])).code).toBe(2);
    expect((await call(fixCommand, [dir, '--only', 'RV999'])).code).toBe(2);
    expect((await call(fixCommand, [dir, '--to', '4.12', '--dry-run'])).code).toBe(0);
  });

  it('changes nothing in a read-only directory, and says why', () => {
    const dir = copyCorpusModel(CORPUS.nith.dir, join(root, 'readonly'));
    for (const name of readdirSync(dir)) chmodSync(join(dir, name), 0o644);
    chmodSync(dir, 0o555);
    const before = snapshot(dir);
    const r = fixAsUser([dir]);
    chmodSync(dir, 0o755);
    expect(r.code).toBe(3);
    expect(r.err).toMatch(
      /cannot write .*Nith\.rvi.*: permission denied \(its directory is read-only\); no file was changed/,
    );
    expect(snapshot(dir)).toEqual(before);
  });

  it('changes no file when one of them cannot be written', () => {
    const dir = copyCorpusModel(CORPUS.nith.dir, join(root, 'onefile'));
    chmodSync(dir, 0o777);
    for (const name of readdirSync(dir)) chmodSync(join(dir, name), 0o666);
    // The .rvp is read-only; the .rvi, which comes first, could be written.
    chmodSync(join(dir, 'Nith.rvp'), 0o444);
    const before = snapshot(dir);
    const r = fixAsUser([dir]);
    expect(r.code).toBe(3);
    expect(r.err).toMatch(
      /cannot write .*Nith\.rvp: permission denied \(the file is read-only\); no file was changed/,
    );
    expect(snapshot(dir)).toEqual(before);
  });

  it('works in a path with spaces and quotes', async () => {
    const dir = copyCorpusModel(CORPUS.nith.dir, join(root, `a "model" it's in`));
    const r = await call(fixCommand, [dir]);
    expect(r.code).toBe(0);
    expect(r.out.split('\n')[0]).toBe(
      `${join(dir, 'Nith.rvi')}:36:3: RV513: :CanopySnowEvap → :CanopySublimation`,
    );
    expect(existsSync(join(dir, 'Nith.rvi.orig'))).toBe(true);
    expect((await ravenVerdict(dir, 'Nith')).fails).toBe(false);
  }, 60_000);

  it('removes a byte order mark and keeps CRLF line ends', async () => {
    const dir = copyCorpusModel(CORPUS.salmonHbv.dir, join(root, 'crlf'));
    await shorten(dir, CORPUS.salmonHbv.stem);
    const path = join(dir, `${CORPUS.salmonHbv.stem}.rvi`);
    const lf = readFileSync(path, 'latin1');
    const crlf = lf.replace(/\r?\n/g, '\r\n');
    writeFileSync(path, '\xEF\xBB\xBF' + crlf, 'latin1');
    const r = await call(fixCommand, [dir, '--no-backup']);
    expect(r.code).toBe(0);
    expect(r.out).toContain('.rvi:1:1: RV116: removed the UTF-8 byte order mark');
    const fixed = readFileSync(path, 'latin1');
    expect(fixed).toBe(crlf.replace(':CanopySnowEvap    CANEVP_ALL', ':CanopySublimation    SUBLIM_ALL'));
    expect((await ravenVerdict(dir, CORPUS.salmonHbv.stem)).fails).toBe(false);
  }, 60_000);
});
