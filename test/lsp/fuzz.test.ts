/**
 * Issue 23: a fuzz of the language server's input. 10,000 random messages go to a real `rvkit lsp`: well-formed
 * requests and notifications with sound or mangled parameters, random JSON bodies, bodies that are no JSON,
 * frames with bad headers, and bytes outside any frame. After every batch a valid hover on an open file must
 * be answered (with a result, not an error), or the server must have exited (a client then restarts it: so does the test). A server that
 * does neither within the bound has hung, and the test fails. The seed is fixed (RVKIT_FUZZ_SEED overrides it)
 * and printed with every failure, so that a failing sequence can be replayed.
 */
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Random } from '../check/oracle/random.js';
import { copyCorpusModel } from '../paths.js';
import { fileUri, frame, RawServer, type Answer } from './rawServer.js';

const MESSAGES = 10_000;
const BATCH = 40;
const SEED = Number(process.env.RVKIT_FUZZ_SEED ?? 23);

class Fuzz {
  constructor(
    private readonly random: Random,
    private readonly files: readonly { path: string; text: string }[],
  ) {}

  int(n: number): number {
    return this.random.int(n);
  }
  pick<T>(list: readonly T[]): T {
    return this.random.pick(list);
  }
  chance(p: number): boolean {
    return this.random.next() < p;
  }

  /** Random bytes. */
  bytes(n: number): Buffer {
    return Buffer.from(Array.from({ length: n }, () => this.int(256)));
  }

  /** A random JSON value, nested at most `depth` deep. */
  json(depth = 3): unknown {
    const kind = this.int(depth > 0 ? 8 : 5);
    switch (kind) {
      case 0:
        return null;
      case 1:
        return this.chance(0.5);
      case 2:
        return this.pick([0, -1, 1.5, 2 ** 53, -(2 ** 31), 1e308, this.int(1000)]);
      case 3:
        return this.string();
      case 4:
        return this.pick(['', 'file:///', ':RedirectToFile', '\u0000', '\ud800']);
      case 5:
        return Array.from({ length: this.int(4) }, () => this.json(depth - 1));
      default:
        return Object.fromEntries(
          Array.from({ length: this.int(5) }, () => [
            this.pick(['uri', 'textDocument', 'position', 'line', 'character', 'text', 'id', this.string()]),
            this.json(depth - 1),
          ]),
        );
    }
  }

  /** A short random string, sometimes with control characters and non-ASCII. */
  string(): string {
    const alphabet = 'abc:XYZ_ 019#\t\n\r\\"\u00e9\u2603\u001b{}[]';
    return Array.from({ length: this.int(20) }, () => alphabet[this.int(alphabet.length)]).join('');
  }

  /** A text document URI: mostly the model's files, sometimes others and some that are no file URI. */
  uri(): string {
    if (this.chance(0.8)) return fileUri(this.pick(this.files).path);
    return this.pick([
      'file:///',
      'file:///dev/zero.rvt',
      'file://host/share/x.rvi',
      'untitled:Untitled-1',
      'file:///tmp/no/such/dir/x.rvt',
      '',
      'file:///%E0%A4%A',
      fileUri(join(this.pick(this.files).path, '..', 'new.rvi')),
    ]);
  }

  position(): unknown {
    if (this.chance(0.1)) return this.json(1);
    return {
      line: this.chance(0.9) ? this.int(120) : this.pick([-1, 1e9, 2 ** 31]),
      character: this.chance(0.9) ? this.int(60) : this.pick([-5, 1e9]),
    };
  }

  /** A text for a buffer: a file of the model cut and spliced, or random. */
  text(): string {
    const source = this.pick(this.files).text;
    if (this.chance(0.2)) return this.string().repeat(this.int(50));
    const a = this.int(source.length);
    const b = this.int(source.length);
    return source.slice(0, Math.min(a, b)) + this.string() + source.slice(Math.max(a, b));
  }

  /** A well-formed JSON-RPC message (its parameters sound or not). */
  message(id: () => number): unknown {
    const doc = { uri: this.uri() };
    const requests: [string, () => unknown][] = [
      ['textDocument/hover', () => ({ textDocument: doc, position: this.position() })],
      ['textDocument/completion', () => ({ textDocument: doc, position: this.position() })],
      ['textDocument/definition', () => ({ textDocument: doc, position: this.position() })],
      [
        'textDocument/references',
        () => ({
          textDocument: doc,
          position: this.position(),
          context: { includeDeclaration: this.chance(0.5) },
        }),
      ],
      ['textDocument/documentSymbol', () => ({ textDocument: doc })],
      ['textDocument/foldingRange', () => ({ textDocument: doc })],
      ['textDocument/formatting', () => ({ textDocument: doc, options: { tabSize: 2, insertSpaces: true } })],
      [
        'textDocument/rangeFormatting',
        () => ({ textDocument: doc, range: { start: this.position(), end: this.position() }, options: {} }),
      ],
      [
        'textDocument/codeAction',
        () => ({
          textDocument: doc,
          range: { start: this.position(), end: this.position() },
          context: this.json(2),
        }),
      ],
      ['workspace/symbol', () => ({ query: this.string() })],
      ['no/suchMethod', () => this.json()],
      ['initialize', () => ({ processId: null, rootUri: null, capabilities: {} })],
    ];
    const notifications: [string, () => unknown][] = [
      [
        'textDocument/didOpen',
        () => ({ textDocument: { ...doc, languageId: 'raven', version: this.int(100), text: this.text() } }),
      ],
      [
        'textDocument/didChange',
        () => ({
          textDocument: { ...doc, version: this.int(1000) },
          contentChanges: this.chance(0.3)
            ? [{ text: this.text() }]
            : [{ range: { start: this.position(), end: this.position() }, text: this.string() }],
        }),
      ],
      ['textDocument/didClose', () => ({ textDocument: doc })],
      ['workspace/didChangeWatchedFiles', () => ({ changes: [{ uri: doc.uri, type: 2 }] })],
      ['$/cancelRequest', () => ({ id: this.int(100) })],
      ['$/setTrace', () => ({ value: this.pick(['off', 'verbose', 5]) })],
      ['initialized', () => ({})],
      ['no/suchNotification', () => this.json()],
    ];
    if (this.chance(0.5)) {
      const [method, params] = this.pick(requests);
      return {
        jsonrpc: '2.0',
        id: this.chance(0.9) ? id() : this.json(1),
        method,
        params: this.mangle(params()),
      };
    }
    const [method, params] = this.pick(notifications);
    return { jsonrpc: '2.0', method, params: this.mangle(params()) };
  }

  /** Parameters as made, or (one time in five) replaced or stripped. */
  mangle(params: unknown): unknown {
    if (!this.chance(0.2)) return params;
    return this.pick([undefined, null, this.json(), [], 'params']);
  }

  /** The bytes of one fuzzed message: a sound frame, a bad body, a bad frame, or noise. */
  next(id: () => number): Buffer {
    const roll = this.random.next();
    if (roll < 0.55) return frame(this.message(id));
    if (roll < 0.65) return frame(this.json());
    if (roll < 0.7) {
      const shapes = [
        { jsonrpc: '1.0', id: id(), method: 'textDocument/hover' },
        { jsonrpc: '2.0', id: this.json(1), method: this.json(1) },
        { jsonrpc: '2.0', id: id(), result: this.json() },
        { jsonrpc: '2.0', id: id(), error: this.json() },
        { jsonrpc: '2.0', method: 'textDocument/didOpen', params: { textDocument: { uri: 5, text: 7 } } },
      ];
      return frame(this.pick(shapes));
    }
    if (roll < 0.78) {
      const body = this.chance(0.5) ? this.bytes(this.int(200)) : Buffer.from(this.string());
      return Buffer.concat([Buffer.from(`Content-Length: ${body.length}\r\n\r\n`), body]);
    }
    const body = JSON.stringify(this.message(id));
    const n = Buffer.byteLength(body);
    const bad = [
      `Content-Length: ${this.string()}\r\n\r\n${body}`,
      `Content-Length: ${Math.max(0, n - 1 - this.int(n))}\r\n\r\n${body}`,
      `Content-Length: ${n + 1 + this.int(5000)}\r\n\r\n${body}`,
      `Content-Length: ${this.pick(['99999999999999999999', '4294967296', '-1', '1e3', '0x10', ''])}\r\n\r\n${body}`,
      `${this.string()}: ${this.string()}\r\nContent-Length: ${n}\r\n\r\n${body}`,
      `Content-Length: ${n}\r\n${this.string()}\r\n\r\n${body}`,
      `Content-Length: ${n}\n\n${body}`,
      `Content-Length: ${n}\r\n\r\n`,
      body,
    ];
    if (this.chance(0.15)) return this.bytes(1 + this.int(300));
    return Buffer.from(this.pick(bad), 'utf8');
  }
}

let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'rvkit-fuzz-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

test(`${MESSAGES} random messages: the server keeps answering, or exits to be restarted; it never hangs`, async () => {
  const dir = copyCorpusModel(
    'CSHS-CWRA__RavenHydroFramework/benchmarking___InputFiles__Irondequoit',
    join(root, 'm'),
  );
  const files = ['Irondequoit.rvi', 'Irondequoit.rvp', 'Irondequoit.rvh', 'Irondequoit.rvt'].map((name) => ({
    path: join(dir, name),
    text: readFileSync(join(dir, name), 'latin1'),
  }));
  const fuzz = new Fuzz(new Random(SEED), files);
  let nextId = 1;
  const id = () => nextId++;
  const probeFile = files[1]!.path;

  /** A server started and set up as an editor does; the probe file open with its text on disk. */
  const startServer = async (): Promise<RawServer> => {
    const server = new RawServer();
    const init = await server.initialize(dir);
    if (init === 'timeout') throw new Error(`seed ${SEED}: a new server did not answer initialize`);
    server.open(probeFile, files[1]!.text);
    return server;
  };

  let server = await startServer();
  const restarts: string[] = [];
  let answered = 0;
  try {
    for (let sent = 0; sent < MESSAGES;) {
      const batch: Buffer[] = [];
      for (let i = 0; i < BATCH && sent < MESSAGES; i++, sent++) batch.push(fuzz.next(id));
      // Now and then a client's `exit` among them: the server ends, and must be restarted.
      const exitSent = fuzz.chance(0.01);
      if (exitSent) batch.push(frame({ jsonrpc: '2.0', method: 'exit' }));
      server.write(Buffer.concat(batch));
      // The probe reopens its file: the batch may have closed it or replaced its text.
      server.send({
        jsonrpc: '2.0',
        method: 'textDocument/didOpen',
        params: {
          textDocument: { uri: fileUri(probeFile), languageId: 'raven', version: 1, text: files[1]!.text },
        },
      });
      const probe: Answer = await server.request(
        'textDocument/hover',
        { textDocument: { uri: fileUri(probeFile) }, position: { line: 5, character: 3 } },
        60_000,
      );
      if (probe === 'timeout') {
        throw new Error(
          `seed ${SEED}: after ${sent} messages the server neither answered a hover nor exited (it hung)\n` +
            server.stderr.slice(-2000),
        );
      }
      if (probe === 'exited') {
        const code = await server.ended();
        restarts.push(`after ${sent} messages (exit status ${code}${exitSent ? ', asked to exit' : ''})`);
        server = await startServer();
      } else if (probe.error) {
        // An error for a sound request: the garbage before it broke the server's state.
        throw new Error(`seed ${SEED}: after ${sent} messages a valid hover failed: ${probe.error.message}`);
      } else answered++;
    }
    // The server that is left still stops as asked.
    expect(await server.stop()).toBe(0);
  } finally {
    server.kill();
  }
  // Most batches hold no `exit`: the server answered after them, it did not merely die and restart.
  expect(answered).toBeGreaterThan(MESSAGES / BATCH / 2);
  process.stdout.write(
    `lsp fuzz (seed ${SEED}): ${MESSAGES} messages, ${answered} probes answered, ${restarts.length} restarts` +
      `${restarts.length ? `: ${restarts.join('; ')}` : ''}\n`,
  );
}, 1_800_000);
