/**
 * Issue 23 item 12: words from a model file never reach a terminal as control sequences. `rvkit check` runs
 * on a real terminal (a pseudo-terminal made by util-linux's `script`) and through a pipe, on a file whose
 * line holds an OSC "retitle" sequence and a "clear screen" one: the bytes written hold no escape character
 * and show the sequences escaped; a line of 5,000,000 characters comes back cut. JSON stays exact.
 */
import { spawnSync } from 'node:child_process';
import { appendFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { copyCorpusModel, repoRoot } from '../paths.js';

const MAIN = join(repoRoot, 'dist', 'src', 'cli', 'main.js');
const HOSTILE = 'X\x1b]0;PWNED\x07\x1b[2J';
const SHOWN = 'X\\x1b]0;PWNED\\x07\\x1b[2J';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'rvkit-terminal-'));
  writeFileSync(join(dir, 'f.rvt'), `:Gauge G\n:EndGauge\n${HOSTILE}\n`, 'latin1');
  writeFileSync(join(dir, 'long.rvt'), `:Gauge G\n:EndGauge\n${'Y'.repeat(5_000_000)}\n`, 'latin1');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The bytes `rvkit args` writes to a terminal: run under `script`, whose output is what the terminal got. */
function onTerminal(args: string[]): Buffer {
  const command = [process.execPath, MAIN, ...args].map((a) => `'${a.replace(/'/g, `'\\''`)}'`).join(' ');
  const result = spawnSync('script', ['-qefc', command, '/dev/null'], {
    cwd: dir,
    timeout: 120_000,
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.error) throw result.error;
  return result.stdout;
}

/** What `rvkit args` writes to a pipe (standard output and error). */
function throughPipe(args: string[]): { out: string; err: string; code: number | null } {
  const r = spawnSync(process.execPath, [MAIN, ...args], { cwd: dir, timeout: 120_000, maxBuffer: 1 << 30 });
  return { out: r.stdout.toString('latin1'), err: r.stderr.toString('latin1'), code: r.status };
}

/* eslint-disable no-control-regex -- the test looks for control characters */

/** The control bytes in output, but line ends and tabs. */
function controls(bytes: Buffer | string): string[] {
  const text = typeof bytes === 'string' ? bytes : bytes.toString('latin1');
  return [...text]
    .filter((c) => /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(c))
    .map((c) => c.charCodeAt(0).toString(16));
}

describe('rvkit check on a file with escape sequences', () => {
  test('on a terminal: no escape character reaches it, the sequence is shown escaped', () => {
    const bytes = onTerminal(['check', 'f.rvt']);
    expect(bytes.toString('latin1')).toContain(`f.rvt:3:1: error: unrecognized line starting '${SHOWN}'`);
    expect(controls(bytes)).toEqual([]);
  });

  test('through a pipe the text is escaped the same; JSON and SARIF keep the exact text', () => {
    const text = throughPipe(['check', 'f.rvt']);
    expect(text.out).toContain(`'${SHOWN}'`);
    expect(controls(text.out)).toEqual([]);
    const json = JSON.parse(throughPipe(['check', '--format', 'json', 'f.rvt']).out) as { message: string }[];
    expect(json.some((d) => d.message.includes(HOSTILE))).toBe(true);
    const sarif = throughPipe(['check', '--format', 'sarif', 'f.rvt']).out;
    expect(sarif).toContain(JSON.stringify(HOSTILE).slice(1, -1));
  });

  test('rvkit fmt and rvkit dump on a terminal', () => {
    expect(controls(onTerminal(['fmt', 'f.rvt']))).toEqual([]);
    expect(controls(onTerminal(['dump', 'f.rvt']))).toEqual([]);
  });
});

test('a line of 5,000,000 characters comes back cut in the text, whole in JSON', () => {
  const text = throughPipe(['check', 'long.rvt']);
  const longest = Math.max(...text.out.split('\n').map((l) => l.length));
  expect(longest).toBeLessThan(1000);
  expect(text.out).toMatch(/characters not shown/);
  const json = JSON.parse(throughPipe(['check', '--json', 'long.rvt']).out) as { message: string }[];
  expect(Math.max(...json.map((d) => d.message.length))).toBeGreaterThan(5_000_000);
});

test('rvkit run: the errors Raven echoes from the model are escaped', () => {
  const model = copyCorpusModel(
    'CSHS-CWRA__RavenHydroFramework/benchmarking___InputFiles__Irondequoit',
    join(dir, 'model'),
  );
  appendFileSync(join(model, 'Irondequoit.rvt'), `:RedirectToFile missing${HOSTILE}.rvt\n`, 'latin1');
  const bytes = onTerminal(['run', 'model', '-o', join(dir, 'out')]);
  expect(bytes.toString('latin1')).toContain(
    `ERROR: :RedirectToFile (from .rvt): Cannot find file missing${SHOWN}.rvt`,
  );
  // rvkit's own progress line (a carriage return, then "erase the line") is the only escape left.
  expect(controls(bytes.toString('latin1').replaceAll('\r\x1b[K', ''))).toEqual([]);
});
