/**
 * A Config saved in the directory it was loaded from saves as `saveProject` does (issue 23 item 1, issue 22
 * item 3, "one save path"): only the files whose content it changed are written, an edit made meanwhile to a
 * file it did not change stays, and a file it changed that was edited meanwhile is a conflict: nothing at all
 * is written unless forced.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync, appendFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import '../../src/index.js'; // attaches Config.load and writeRv
import type { HRUs } from '../../src/models/rvh/index.js';
import { Config } from '../../src/models/sections/config.js';
import { ProjectConflictError } from '../../src/project/errors.js';
import { ownCorpus } from '../paths.js';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

function tiny(): string {
  const dir = mkdtempSync(join(tmpdir(), 'rvkit-inplace-'));
  dirs.push(dir);
  cpSync(join(ownCorpus, 'gr4j-tiny'), dir, { recursive: true });
  return dir;
}

const read = (path: string) => readFileSync(path, 'latin1');

describe('Config.writeRv in place (item 1)', () => {
  it('keeps an edit made on disk to a file it did not change, and writes only the file it changed', async () => {
    const dir = tiny();
    const config = await Config.load(dir);
    config.duration = 365;
    // Someone (an editor, a colleague, git pull) adds a line to the .rvh meanwhile.
    appendFileSync(join(dir, 'tiny.rvh'), '# reviewed by a colleague\n');
    const rvh = read(join(dir, 'tiny.rvh'));
    const rvpTime = statSync(join(dir, 'tiny.rvp')).mtimeMs;
    await config.writeRv(dir, undefined, true);
    expect(read(join(dir, 'tiny.rvh'))).toBe(rvh);
    expect(read(join(dir, 'tiny.rvi'))).toContain(':Duration  365\n');
    expect(statSync(join(dir, 'tiny.rvp')).mtimeMs).toBe(rvpTime);
  });

  it('refuses, writing nothing, when a file it changed was edited on disk; forced, it writes', async () => {
    const dir = tiny();
    const config = await Config.load(dir);
    config.duration = 365;
    (config.hrus as HRUs).root[0].area = 300;
    appendFileSync(join(dir, 'tiny.rvi'), '# edited elsewhere\n');
    const before = { rvi: read(join(dir, 'tiny.rvi')), rvh: read(join(dir, 'tiny.rvh')) };
    const error = await config.writeRv(dir, undefined, true).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProjectConflictError);
    expect((error as ProjectConflictError).paths).toEqual([join(dir, 'tiny.rvi')]);
    expect((error as Error).message).toMatch(/tiny\.rvi.*no file was changed/);
    // All or nothing: the .rvh, which could have been written, was not.
    expect(read(join(dir, 'tiny.rvi'))).toBe(before.rvi);
    expect(read(join(dir, 'tiny.rvh'))).toBe(before.rvh);
    await config.writeRv(dir, undefined, true, { force: true });
    expect(read(join(dir, 'tiny.rvi'))).toContain(':Duration  365\n');
    expect(read(join(dir, 'tiny.rvh'))).toContain('  1           300 600.0 ');
  });

  it('saves again after a save: the second save compares with what the first wrote', async () => {
    const dir = tiny();
    const config = await Config.load(dir);
    config.duration = 365;
    await config.writeRv(dir, undefined, true);
    const first = statSync(join(dir, 'tiny.rvi')).mtimeMs;
    // Nothing changed since: nothing is written.
    await config.writeRv(dir, undefined, true);
    expect(statSync(join(dir, 'tiny.rvi')).mtimeMs).toBe(first);
    config.duration = 100;
    await config.writeRv(dir, undefined, true);
    expect(read(join(dir, 'tiny.rvi'))).toContain(':Duration  100\n');
    // An edit on disk after that save is seen as one.
    writeFileSync(join(dir, 'tiny.rvi'), read(join(dir, 'tiny.rvi')) + '# later\n');
    config.duration = 50;
    await expect(config.writeRv(dir, undefined, true)).rejects.toThrow(ProjectConflictError);
  });
});
