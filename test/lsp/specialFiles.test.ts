/**
 * Issue 23 item 10, in the editor: a model whose .rvt redirects to a FIFO and to /dev/zero, opened in a real
 * `rvkit lsp`. The server reads neither: hover and definition answer, the diagnostics name both redirects,
 * its memory stays that of a server (it grew to 1.75 GB reading /dev/zero), and `shutdown`/`exit` end it.
 */
import { execFileSync } from 'node:child_process';
import { appendFileSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { copyCorpusModel } from '../paths.js';
import { fileUri, RawServer, type ServerMessage } from './rawServer.js';

const IRONDEQUOIT = 'CSHS-CWRA__RavenHydroFramework/benchmarking___InputFiles__Irondequoit';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'rvkit-lsp-special-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

/** The 0-based position of the first occurrence of `needle` in a file, one character into it. */
function position(path: string, needle: string): { line: number; character: number } {
  const lines = readFileSync(path, 'latin1').split('\n');
  const line = lines.findIndex((l) => l.includes(needle));
  return { line, character: lines[line]!.indexOf(needle) + 1 };
}

test('hover and definition answer, the redirects are diagnosed, and shutdown/exit end the server', async () => {
  const dir = copyCorpusModel(IRONDEQUOIT, join(root, 'model'));
  execFileSync('mkfifo', [join(dir, 'fifo.rvt')]);
  const rvt = join(dir, 'Irondequoit.rvt');
  appendFileSync(rvt, ':RedirectToFile fifo.rvt\n:RedirectToFile /dev/zero\n');
  const rvh = join(dir, 'Irondequoit.rvh');
  const server = new RawServer();
  try {
    await server.initialize(dir);
    server.open(rvt);
    server.open(rvh);
    const at = (path: string, needle: string) => ({
      textDocument: { uri: fileUri(path) },
      position: position(path, needle),
    });
    const hover = await server.request('textDocument/hover', at(rvt, ':RedirectToFile fifo'));
    expect(hover).toMatchObject({ result: { contents: { kind: 'markdown' } } });
    // A land use class named in the :HRUs table: its definition is in the .rvp.
    const definition = await server.request('textDocument/definition', at(rvh, ':HRUs'));
    expect(definition).not.toBe('timeout');
    expect(definition).not.toBe('exited');
    expect((definition as ServerMessage).error).toBeUndefined();
    const symbols = await server.request('textDocument/documentSymbol', {
      textDocument: { uri: fileUri(rvt) },
    });
    expect((symbols as ServerMessage).result).toEqual(expect.any(Array));
    expect(server.residentMiB()).toBeLessThan(600);
    expect(await server.stop()).toBe(0);
  } finally {
    server.kill();
  }
});

test('the model is checked without them: the diagnostics of the .rvt name both redirects', async () => {
  const dir = copyCorpusModel(IRONDEQUOIT, join(root, 'diagnostics'));
  execFileSync('mkfifo', [join(dir, 'fifo.rvt')]);
  const rvt = join(dir, 'Irondequoit.rvt');
  appendFileSync(rvt, ':RedirectToFile fifo.rvt\n:RedirectToFile /dev/zero\n');
  const server = new RawServer();
  const published: string[] = [];
  try {
    await server.initialize(dir);
    server.child.stdout!.on('data', (d: Buffer) => published.push(d.toString('latin1')));
    server.open(rvt);
    // Hover waits for nothing the check does; ask until the diagnostics of the .rvt have come (bounded).
    for (let i = 0; i < 60 && !published.join('').includes('/dev/zero is a character device'); i++) {
      await server.request('textDocument/hover', {
        textDocument: { uri: fileUri(rvt) },
        position: { line: 0, character: 1 },
      });
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const text = published.join('');
    expect(text).toContain(
      ':RedirectToFile: fifo.rvt is a FIFO (named pipe): rvkit reads only regular files',
    );
    expect(text).toContain(
      ':RedirectToFile: /dev/zero is a character device: rvkit reads only regular files',
    );
    expect(server.residentMiB()).toBeLessThan(600);
    expect(await server.stop()).toBe(0);
  } finally {
    server.kill();
  }
});
