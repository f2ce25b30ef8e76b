/**
 * Issue 23 item 14: a closed pipe ends rvkit quietly, as it ends Unix tools. Each command that can print more
 * than a pipe holds is run in a real shell pipeline into `head -1`: `head` exits after one line, rvkit's next
 * write meets a closed pipe, and rvkit exits 141 (128 + SIGPIPE) with no error on standard error (it printed
 * "Unhandled 'error' event … EPIPE" and a stack trace, and exited 1).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot, sharedCorpus } from '../paths.js';

const MAIN = join(repoRoot, 'dist', 'src', 'cli', 'main.js');
/** The largest .rvt of the corpus: about 1 MB of daily forcing, far more than a pipe holds (64 KiB). */
const METEO = join(
  sharedCorpus,
  'CSHS-CWRA__RavenHydroFramework/benchmarking___InputFiles__Salmon_GR4J/data_obs/Salmon-River-Near-Prince-George_meteo_daily.rvt',
);

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'rvkit-pipe-'));
  // 20,000 unknown commands, each a diagnostic of its own: `rvkit check` prints about 2 MB.
  const unknown = Array.from({ length: 20_000 }, (_, i) => `:NoSuchCommand${i} 1\n`).join('');
  writeFileSync(join(dir, 'noisy.rvt'), `:Gauge G\n:EndGauge\n${unknown}`);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs `rvkit args | head -1` in bash: rvkit's exit status and standard error, and what head printed. */
function intoHead(args: string[]): { status: number; err: string; line: string } {
  const quoted = [process.execPath, MAIN, ...args].map((a) => `'${a.replace(/'/g, `'\\''`)}'`).join(' ');
  const script = `${quoted} 2>"$ERR" | head -1; echo "status=\${PIPESTATUS[0]}" >&2`;
  const errFile = join(dir, 'stderr.txt');
  const r = spawnSync('bash', ['-c', script], {
    cwd: dir,
    env: { ...process.env, ERR: errFile },
    timeout: 120_000,
    maxBuffer: 1 << 26,
  });
  const status = Number(/status=(\d+)/.exec(r.stderr.toString())?.[1]);
  return { status, err: spawnSync('cat', [errFile]).stdout.toString(), line: r.stdout.toString() };
}

describe('`rvkit … | head -1` ends quietly', () => {
  test.each([
    ['check', ['check', 'noisy.rvt']],
    ['check --format json', ['check', '--format', 'json', 'noisy.rvt']],
    ['dump', ['dump', METEO]],
    ['fmt', ['fmt', METEO]],
  ])('%s', (_name, args) => {
    const { status, err, line } = intoHead(args);
    expect(line.length).toBeGreaterThan(0);
    expect(status).toBe(141);
    // What the command says anyway (check's count of problems) may come; no error, no stack trace.
    expect(err).not.toMatch(/EPIPE|Error|^\s+at /m);
  });
});
