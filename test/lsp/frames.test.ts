/**
 * Issue 23 item 11: one bad frame must not wedge the language server. Each bad frame below is written to a
 * real `rvkit lsp` between good ones: afterwards the server still answers hover on an open file, and then
 * `shutdown` and `exit` end it with status 0. (Before the frame guard, every one of them left the server
 * alive and deaf: no answer, and `shutdown`/`exit` ignored.)
 */
import { join } from 'node:path';
import { sharedCorpus } from '../paths.js';
import { frame, RawServer, fileUri } from './rawServer.js';

const IRONDEQUOIT = join(
  sharedCorpus,
  'CSHS-CWRA__RavenHydroFramework/benchmarking___InputFiles__Irondequoit',
);
const RVP = join(IRONDEQUOIT, 'Irondequoit.rvp');

const body = JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'textDocument/hover', params: {} });
const n = Buffer.byteLength(body);

/** Bad frames, by what is wrong with them. */
const BAD: Record<string, Buffer | string> = {
  'a Content-Length that is not a number': `Content-Length: abc\r\n\r\n${body}`,
  'a negative Content-Length': `Content-Length: -5\r\n\r\n${body}`,
  'a fractional Content-Length': `Content-Length: 1.5\r\n\r\n${body}`,
  'a Content-Length too short': `Content-Length: ${n - 20}\r\n\r\n${body}`,
  'a Content-Length a little too long': `Content-Length: ${n + 10}\r\n\r\n${body}`,
  'a Content-Length far too long': `Content-Length: ${n + 100_000}\r\n\r\n${body}`,
  'a huge Content-Length': `Content-Length: 99999999999999999999\r\n\r\n${body}`,
  'a Content-Length over the limit': `Content-Length: 4000000000\r\n\r\n${body}`,
  'no Content-Length': `Content-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n${body}`,
  'two Content-Length headers': `Content-Length: 3\r\nContent-Length: ${n}\r\n\r\n${body}`,
  'a header line without a colon': `Content-Length ${n}\r\n\r\n${body}`,
  'a header that never ends': `Content-Length: ${n}\r\n${'X-Filler: y\r\n'.repeat(1000)}`,
  'bytes outside any frame': Buffer.from([0, 1, 2, 255, 254, 13, 10, 13, 10, 123, 125]),
  'a body that is not JSON': `Content-Length: 5\r\n\r\nhello`,
  'a body in another encoding': Buffer.concat([
    Buffer.from(`Content-Length: 4\r\n\r\n`),
    Buffer.from([0xff, 0xfe, 0x7b, 0x7d]),
  ]),
  'an empty body': `Content-Length: 0\r\n\r\n`,
  'a valid frame cut short by the next': `Content-Length: ${n}\r\n\r\n${body.slice(0, 10)}`,
};

describe('a bad frame is dropped and the server goes on', () => {
  test.each(Object.keys(BAD))('%s', async (kind) => {
    const server = new RawServer();
    try {
      expect(await server.initialize(IRONDEQUOIT)).toMatchObject({ result: { capabilities: {} } });
      server.open(RVP);
      server.write(BAD[kind]!);
      // The next message may follow the bad bytes at once, in the same write, as a client's next one does.
      server.write(frame({ jsonrpc: '2.0', method: '$/unknownNotification', params: {} }));
      const hover = await server.request('textDocument/hover', {
        textDocument: { uri: fileUri(RVP) },
        position: { line: 0, character: 2 },
      });
      expect(hover).not.toBe('timeout');
      expect(hover).not.toBe('exited');
      expect(await server.stop()).toBe(0);
    } finally {
      server.kill();
    }
  });
});

test('a bad frame is noted on standard error, where the editor shows the server log', async () => {
  const server = new RawServer();
  try {
    await server.initialize(IRONDEQUOIT);
    server.write(BAD['a Content-Length that is not a number']!);
    expect(await server.request('shutdown')).toMatchObject({ result: null });
    server.send({ jsonrpc: '2.0', method: 'exit' });
    expect(await server.ended()).toBe(0);
    expect(server.stderr).toContain('rvkit lsp: frame dropped: a Content-Length that is not a number: "abc"');
  } finally {
    server.kill();
  }
});

test('the end of its input ends the server, shut down or not', async () => {
  const server = new RawServer();
  try {
    await server.initialize(IRONDEQUOIT);
    server.write(`Content-Length: ${n + 50}\r\n\r\n${body}`);
    server.child.stdin!.end();
    // Not shut down first: status 1, so that the client knows the server did not stop as asked.
    expect(await server.ended()).toBe(1);
  } finally {
    server.kill();
  }
});
