/**
 * Issue 23 item 10: a file a model names that is a FIFO, a device, a directory or a socket is never opened
 * for reading, nor a regular file over the size limit: the loader and the checker say so at the line that
 * names it (file, line, column, RV214) and check the rest. Real special files on a copy of a corpus model;
 * the command line is run as a real process, each bounded by a timeout (a hang fails the test).
 */
import { execFileSync, spawn } from 'node:child_process';
import { appendFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkProject } from '../../src/check/checkProject.js';
import { fileHost } from '../../src/project/fileHost.js';
import { loadProject } from '../../src/project/load.js';
import { readRegularText } from '../../src/project/regularFile.js';
import { copyCorpusModel, repoRoot } from '../paths.js';

const MAIN = join(repoRoot, 'dist', 'src', 'cli', 'main.js');
const IRONDEQUOIT = 'CSHS-CWRA__RavenHydroFramework/benchmarking___InputFiles__Irondequoit';
const COQUITLAM = 'CSHS-CWRA__RavenHydroFramework/benchmarking___InputFiles__Coquitlam';

let root: string;
/** The servers listening on the socket files (closed at the end). */
const sockets: Server[] = [];

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'rvkit-special-'));
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await rm(root, { recursive: true, force: true });
});

/** A copy of Irondequoit whose .rvt ends with a redirect to each special file, and those files. */
async function modelWithSpecialRedirects(name: string): Promise<{ dir: string; rvt: string; lines: number }> {
  const dir = copyCorpusModel(IRONDEQUOIT, join(root, name));
  execFileSync('mkfifo', [join(dir, 'fifo.rvt')]);
  mkdirSync(join(dir, 'folder.rvt'));
  const socket = createServer();
  sockets.push(socket);
  await new Promise<void>((resolve) => socket.listen(join(dir, 'socket.rvt'), resolve));
  const rvt = join(dir, 'Irondequoit.rvt');
  const lines = readFileSync(rvt, 'latin1').split('\n').length;
  appendFileSync(
    rvt,
    ':RedirectToFile fifo.rvt\n:RedirectToFile /dev/zero\n:RedirectToFile folder.rvt\n:RedirectToFile socket.rvt\n',
  );
  return { dir, rvt, lines };
}

/** Runs `rvkit args` as a process; fails the test if it has not ended within the bound. */
function rvkit(args: string[], cwd: string): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [MAIN, ...args], { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString('latin1')));
    child.stderr.on('data', (d: Buffer) => (err += d.toString('latin1')));
    const bound = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`rvkit ${args.join(' ')} did not end (it hung): ${err}`));
    }, 60_000);
    child.on('exit', (code) => {
      clearTimeout(bound);
      resolve({ code, out, err });
    });
  });
}

describe('a :RedirectToFile to a FIFO, /dev/zero, a directory or a socket', () => {
  test('the loader reports each at its line and column, and loads the rest', async () => {
    const { dir, lines } = await modelWithSpecialRedirects('load');
    const project = await loadProject(dir);
    const problems = project.problems.map((p) => `${p.file}:${p.line}:${p.column} ${p.code} ${p.message}`);
    const rvt = project.files.find((f) => f.ravenName === 'Irondequoit.rvt')!.doc.fileName;
    expect(problems).toEqual([
      `${rvt}:${lines}:17 RV214 :RedirectToFile: fifo.rvt is a FIFO (named pipe): rvkit reads only regular files`,
      `${rvt}:${lines + 1}:17 RV214 :RedirectToFile: /dev/zero is a character device: rvkit reads only regular files`,
      `${rvt}:${lines + 2}:17 RV214 :RedirectToFile: folder.rvt is a directory: rvkit reads only regular files`,
      `${rvt}:${lines + 3}:17 RV214 :RedirectToFile: socket.rvt is a socket: rvkit reads only regular files`,
    ]);
    // Every regular file of the model was read: the two redirects of the .rvt before them included.
    expect(project.files.map((f) => f.ravenName).sort()).toEqual([
      'Irondequoit.rvc',
      'Irondequoit.rvh',
      'Irondequoit.rvi',
      'Irondequoit.rvp',
      'Irondequoit.rvt',
      'IrondequoitGauge.rvt',
      'IrondequoitObserved.rvt',
    ]);
  });

  test('rvkit check ends, names each at its place, and checks the rest', async () => {
    const { dir, lines } = await modelWithSpecialRedirects('check');
    const { code, out, err } = await rvkit(['check', '.'], dir);
    expect(code).toBe(1);
    expect(out).toContain(`Irondequoit.rvt:${lines}:17: error: :RedirectToFile: fifo.rvt is a FIFO`);
    expect(out).toContain(
      `Irondequoit.rvt:${lines + 1}:17: error: :RedirectToFile: /dev/zero is a character`,
    );
    expect(out).toContain(
      `Irondequoit.rvt:${lines + 2}:17: error: :RedirectToFile: folder.rvt is a directory`,
    );
    expect(out).toContain(`Irondequoit.rvt:${lines + 3}:17: error: :RedirectToFile: socket.rvt is a socket`);
    // The rest of the model was checked: Irondequoit's legacy snow balance name is still reported.
    expect(out).toContain('[RV513]');
    expect(err).toMatch(/7 file\(s\) checked: 4 error\(s\)/);
  });

  test('rvkit fix ends, and says the same', async () => {
    const { dir, lines } = await modelWithSpecialRedirects('fix');
    const { code, out } = await rvkit(['fix', '--dry-run', '.'], dir);
    expect(code).toBe(1);
    expect(out).toContain(`Irondequoit.rvt:${lines}:17: error: :RedirectToFile: fifo.rvt is a FIFO`);
    expect(out).toContain(
      `Irondequoit.rvt:${lines + 1}:17: error: :RedirectToFile: /dev/zero is a character`,
    );
  });

  test('a FIFO or a device named on the command line is reported, and the other files are checked', async () => {
    const { dir } = await modelWithSpecialRedirects('named');
    const { code, out, err } = await rvkit(['check', 'fifo.rvt', 'Irondequoit.rvh'], dir);
    expect(code).toBe(1);
    expect(out).toContain(
      'fifo.rvt:1:1: error: fifo.rvt is a FIFO (named pipe): rvkit reads only regular files',
    );
    expect(err).toContain('2 file(s) checked');
    const dump = await rvkit(['dump', '--type', 'rvt', '/dev/zero'], dir);
    expect(dump.code).toBe(3);
    expect(dump.err).toContain('/dev/zero is a character device');
  });
});

describe('the size limit', () => {
  test('a redirect to a file over the limit is reported like a special file (--max-file-size)', async () => {
    const dir = copyCorpusModel(IRONDEQUOIT, join(root, 'large'));
    writeFileSync(join(dir, 'big.rvt'), `# ${'x'.repeat(300_000)}\n`);
    const rvt = join(dir, 'Irondequoit.rvt');
    const line = readFileSync(rvt, 'latin1').split('\n').length;
    appendFileSync(rvt, ':RedirectToFile big.rvt\n');
    const limited = await rvkit(['check', '--max-file-size', '100K', '.'], dir);
    expect(limited.out).toContain(
      `Irondequoit.rvt:${line}:17: error: :RedirectToFile: big.rvt is 293 KiB, more than the limit of 100 KiB: ` +
        'not read (--max-file-size sets the limit) [RV214]',
    );
    // The default limit reads it; a bad value is a usage error.
    expect((await rvkit(['check', '.'], dir)).out).not.toContain('RV214');
    expect((await rvkit(['check', '--max-file-size', 'lots', '.'], dir)).code).toBe(2);
    // The library's option.
    const project = await loadProject(dir, { maxFileBytes: 100 * 1024 });
    expect(project.problems.map((p) => p.code)).toContain('RV214');
    await expect(readRegularText(join(dir, 'big.rvt'), { maxFileBytes: 1000 })).rejects.toMatchObject({
      name: 'UnreadableFileError',
      code: 'EUNREADABLE',
    });
  });
});

describe('data files the checker opens', () => {
  test('an :EnsimTimeSeries that is a FIFO is reported at its name (RV214), and the check ends', async () => {
    const dir = copyCorpusModel(COQUITLAM, join(root, 'data'));
    rmSync(join(dir, 'CQD_h.tb0'));
    execFileSync('mkfifo', [join(dir, 'CQD_h.tb0')]);
    const project = await loadProject(dir);
    const found = (await checkProject(project, { host: fileHost(dir) })).filter((d) => d.code === 'RV214');
    const rvt = readFileSync(join(dir, 'Coquitlam_ws.rvt'), 'latin1').split('\n');
    const line = rvt.findIndex((l) => l.includes('CQD_h.tb0')) + 1;
    expect(found.map((d) => `${d.line}:${d.column} ${d.message}`)).toEqual([
      `${line}:${rvt[line - 1]!.indexOf('CQD_h.tb0') + 1} :EnsimTimeSeries: the Ensim time series file CQD_h.tb0 ` +
        'is a FIFO (named pipe): rvkit reads only regular files',
    ]);
  });
});
