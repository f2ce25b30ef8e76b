/**
 * A rewritten file keeps its mode and its owner (issue 23 item 8: under umask 022 a 0664 file became 0644
 * after `fmt --write` or `fix`, the .orig too, and run as root the owner became root). The backup gets the
 * file's mode and owner; a new file gets the usual mode (0666 less the umask).
 */
import { chmodSync, chownSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import '../../src/index.js';
import { fixCommand } from '../../src/cli/commands/fix.js';
import { fmtCommand } from '../../src/cli/commands/fmt.js';
import { Config } from '../../src/models/sections/config.js';
import { call } from '../cli/call.js';
import { copyCorpusModel, ownCorpus } from '../paths.js';

const NITH = 'CSHS-CWRA__RavenHydroFramework/benchmarking___InputFiles__Nith';
const asRoot = process.getuid?.() === 0;
/** The owner the files are given (as root: nobody, so that a write as root shows whether it is kept). */
const owner = asRoot ? { uid: 65534, gid: 65534 } : { uid: process.getuid!(), gid: process.getgid!() };

const dirs: string[] = [];
let umask: number;
beforeAll(() => (umask = process.umask(0o022)));
afterAll(() => {
  process.umask(umask);
  dirs.forEach((d) => rmSync(d, { recursive: true, force: true }));
});

/** Nith with every file 0664 and owned by `owner`. */
function nith(): string {
  const base = mkdtempSync(join(tmpdir(), 'rvkit-modes-'));
  dirs.push(base);
  const dir = copyCorpusModel(NITH, join(base, 'Nith'));
  for (const name of readdirSync(dir)) {
    chmodSync(join(dir, name), 0o664);
    if (asRoot) chownSync(join(dir, name), owner.uid, owner.gid);
  }
  return dir;
}

function modeAndOwner(path: string): { mode: number; uid: number; gid: number } {
  const st = statSync(path);
  return { mode: st.mode & 0o7777, uid: st.uid, gid: st.gid };
}

describe('modes and owners are kept (item 8)', () => {
  it('rvkit fmt --write', async () => {
    const dir = nith();
    expect((await call(fmtCommand, ['--write', join(dir, 'Nith.rvi')])).code).toBe(0);
    expect(modeAndOwner(join(dir, 'Nith.rvi'))).toEqual({ mode: 0o664, ...owner });
  });

  it('rvkit fix: the fixed files and their .orig backups', async () => {
    const dir = nith();
    chmodSync(join(dir, 'Nith.rvp'), 0o640);
    expect((await call(fixCommand, [dir])).code).toBe(0);
    expect(modeAndOwner(join(dir, 'Nith.rvi'))).toEqual({ mode: 0o664, ...owner });
    expect(modeAndOwner(join(dir, 'Nith.rvi.orig'))).toEqual({ mode: 0o664, ...owner });
    expect(modeAndOwner(join(dir, 'Nith.rvp'))).toEqual({ mode: 0o640, ...owner });
    expect(modeAndOwner(join(dir, 'Nith.rvp.orig'))).toEqual({ mode: 0o640, ...owner });
  });

  it('Config.writeRv: in place the file keeps its mode; a new file gets 0666 less the umask', async () => {
    const base = mkdtempSync(join(tmpdir(), 'rvkit-modes-'));
    dirs.push(base);
    const dir = join(base, 'tiny');
    const config = await Config.load(join(ownCorpus, 'gr4j-tiny'));
    await config.writeRv(dir);
    expect(modeAndOwner(join(dir, 'tiny.rvi')).mode).toBe(0o644);
    const copy = await Config.load(dir);
    chmodSync(join(dir, 'tiny.rvi'), 0o660);
    if (asRoot) chownSync(join(dir, 'tiny.rvi'), owner.uid, owner.gid);
    copy.duration = 10;
    await copy.writeRv(dir, undefined, true);
    expect(modeAndOwner(join(dir, 'tiny.rvi'))).toEqual({ mode: 0o660, ...owner });
  });
});
