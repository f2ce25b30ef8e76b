/**
 * The frame guard on its own: whatever bad bytes come before a good frame, the good frame comes out whole, and
 * the same however the input is cut into chunks (whole, byte by byte, at random places), since a pipe
 * delivers a client's writes in pieces of any size.
 */
import { Random } from '../check/oracle/random.js';
import { FrameGuard } from '../../src/lsp/frameGuard.js';

/** The frames that come out of the guard for an input cut into the given chunks, and its notes. */
async function through(chunks: readonly Buffer[]): Promise<{ bodies: string[]; notes: string[] }> {
  const notes: string[] = [];
  const guard = new FrameGuard({ maxBodyBytes: 10_000, onDrop: (what) => notes.push(what) });
  const out: Buffer[] = [];
  guard.on('data', (d: Buffer) => out.push(d));
  const ended = new Promise((resolve) => guard.on('end', resolve));
  for (const chunk of chunks) guard.write(chunk);
  guard.end();
  await ended;
  const bodies: string[] = [];
  let rest = Buffer.concat(out).toString('latin1');
  while (rest.length > 0) {
    const m = /^Content-Length: (\d+)\r\n\r\n/.exec(rest);
    if (!m) throw new Error(`not a frame: ${JSON.stringify(rest.slice(0, 60))}`);
    bodies.push(rest.slice(m[0].length, m[0].length + Number(m[1])));
    rest = rest.slice(m[0].length + Number(m[1]));
  }
  return { bodies, notes };
}

const good = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'shutdown' });
const frame = (body: string) => `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
const pretty = '{\r\n\r\n  "jsonrpc": "2.0",\r\n\r\n  "method": "x"\r\n}';

/** Inputs: bad bytes, then the good frame. */
const CASES: Record<string, string> = {
  'nothing bad': '',
  'not a number': `Content-Length: abc\r\n\r\n${good}`,
  'too short': `Content-Length: 10\r\n\r\n${good}`,
  'too long': `Content-Length: ${good.length + 7}\r\n\r\n${good}`,
  'far too long': `Content-Length: 9000\r\n\r\n${good}`,
  'over the limit': `Content-Length: 10001\r\n\r\n${good}`,
  garbage: '\u0000\u00ff\r\n\r\nContent-Lengt',
  'a header block that never ends': `Content-Length: 5\r\n${'A: b\r\n'.repeat(800)}`,
  'a pretty-printed body (blank lines are no header)': frame(pretty),
};

describe.each(Object.keys(CASES))('%s, then a good frame', (name) => {
  const input = Buffer.from(CASES[name]! + frame(good), 'latin1');
  const expected = name.startsWith('a pretty') ? [pretty, good] : [good];

  test('whole', async () => {
    expect((await through([input])).bodies).toEqual(expected);
  });

  test('byte by byte', async () => {
    const bytes = [...input].map((b) => Buffer.from([b]));
    expect((await through(bytes)).bodies).toEqual(expected);
  });

  test('cut at random places', async () => {
    const random = new Random(name);
    for (let round = 0; round < 20; round++) {
      const chunks: Buffer[] = [];
      for (let at = 0; at < input.length;) {
        const n = 1 + random.int(64);
        chunks.push(input.subarray(at, at + n));
        at += n;
      }
      expect((await through(chunks)).bodies).toEqual(expected);
    }
  });
});

test('a dropped frame is noted once, with the bytes skipped after it', async () => {
  const { notes } = await through([Buffer.from(CASES['not a number']! + frame(good))]);
  expect(notes).toEqual([
    'frame dropped: a Content-Length that is not a number: "abc"',
    // The rest of the refused frame: its header but the first byte, and its body.
    `${CASES['not a number']!.length - 1} byte(s) outside any frame skipped`,
  ]);
});
