/**
 * The published package as a user gets it: this build packed with `npm pack`, installed with `npm install
 * <tarball>` into an empty project, then its own commands run from there. `rvkit engine --install` runs the
 * installer shipped in the package; rvkit's engine cache is pointed at this machine's, which already holds a
 * built engine, so the installer finds it working instead of compiling Raven for minutes (the same script,
 * the same cache rules: `scripts/setup.sh` builds it there on a clean machine).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { cachedEnginePath } from '../../src/engine/discovery.js';
import { copyCorpusModel, repoRoot } from '../paths.js';

let tmp: string;
let app: string;

/** Runs a program; its exit code and output. */
function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = process.env) {
  const r = spawnSync(command, args, { cwd, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

/** `rvkit` as the project installed it (node_modules/.bin), with `env`. */
const rvkit = (args: string[], env?: NodeJS.ProcessEnv) =>
  run(join(app, 'node_modules', '.bin', 'rvkit'), args, app, env);

beforeAll(() => {
  tmp = mkdtempSync(join(tmpdir(), 'rvkit-packed-'));
  const packed = run('npm', ['pack', '--ignore-scripts', '--pack-destination', tmp], repoRoot);
  if (packed.code !== 0) throw new Error(`npm pack failed: ${packed.err}`);
  const tarball = join(tmp, packed.out.trim().split('\n').pop()!);
  app = join(tmp, 'app');
  mkdirSync(app);
  writeFileSync(join(app, 'package.json'), '{ "name": "app", "private": true, "type": "module" }\n');
  // The dependencies come from npm's cache when it has them (this machine installed them for the clone).
  const installed = run('npm', ['install', tarball, '--prefer-offline', '--no-audit', '--no-fund'], app);
  if (installed.code !== 0) throw new Error(`npm install failed: ${installed.err}`);
}, 600_000);
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

test('rvkit engine --install runs the installer shipped in the package and reports the engine', () => {
  const help = rvkit(['engine', '--help']);
  expect(help.out).toContain(join(app, 'node_modules', 'rvkit', 'scripts', 'install-engine.sh'));
  const cache = dirname(dirname(dirname(cachedEnginePath())));
  const r = rvkit(['engine', '--install'], { ...process.env, RVKIT_CACHE_DIR: cache, RAVEN_BINARY: '' });
  expect([r.code, r.err]).toEqual([0, '']);
  expect(r.out).toContain(`engine:   ${cachedEnginePath()}`);
  expect(r.out).toMatch(/^version: +4\.12/m);
});

test('with no engine anywhere, rvkit run says to type rvkit engine --install', () => {
  const model = copyCorpusModel('Ouranosinc__raven-testdata/raven-gr4j-cemaneige', join(tmp, 'model'));
  const empty = join(tmp, 'no-cache');
  mkdirSync(empty);
  const env = {
    ...process.env,
    RVKIT_CACHE_DIR: empty,
    RAVEN_BINARY: '',
    RAVENPY_RAVEN_BINARY_PATH: '',
    PATH: `${dirname(process.execPath)}:/usr/bin:/bin`,
  };
  const r = rvkit(['run', model], env);
  expect(r.code).toBe(3);
  expect(r.err).toContain('rvkit engine --install');
  expect(r.err).not.toMatch(/npm run engine|scripts\/install-engine/);
});

test('the package root and each subpath of its exports load in the installed package', () => {
  const manifest = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as {
    exports: Record<string, unknown>;
  };
  for (const subpath of Object.keys(manifest.exports)) {
    const specifier = subpath === '.' ? 'rvkit' : `rvkit/${subpath.slice(2)}`;
    const script = `const m = await import('${specifier}'); console.log(Object.keys(m).length);`;
    const r = run(process.execPath, ['--input-type=module', '-e', script], app);
    expect([specifier, r.code, r.err]).toEqual([specifier, 0, '']);
    expect(Number(r.out)).toBeGreaterThan(0);
  }
});
