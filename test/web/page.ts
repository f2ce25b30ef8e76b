/**
 * The web page under test: built with Vite from web/, served by a small static server (module scripts do not
 * load from file://), driven by playwright-core in Debian's chromium (installed by scripts/setup.sh).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { repoRoot } from '../paths.js';

/** Where the page is built. */
export const webDist = join(repoRoot, 'web', 'dist');

/**
 * The chromium executable: $CHROMIUM_PATH, else the first of Debian's names on PATH. Throws, saying how to
 * install it, when there is none.
 */
export function chromiumPath(): string {
  const given = process.env['CHROMIUM_PATH'];
  if (given) return given;
  for (const dir of (process.env['PATH'] ?? '').split(':')) {
    for (const name of ['chromium', 'chromium-browser', 'google-chrome']) {
      const path = join(dir, name);
      if (existsSync(path) && statSync(path).isFile()) return path;
    }
  }
  throw new Error(
    'no chromium on PATH: run scripts/setup.sh (apt-get install chromium) or set CHROMIUM_PATH',
  );
}

/** Builds the page (tsc's dist/ must be current: `npm test` compiles first). */
export function buildPage(): void {
  execFileSync(
    process.execPath,
    [
      join(repoRoot, 'node_modules/vite/bin/vite.js'),
      'build',
      '--config',
      'web/vite.config.ts',
      '--logLevel',
      'error',
    ],
    {
      cwd: repoRoot,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
}

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.wasm': 'application/wasm',
};

/** Serves a directory of static files on a free port of 127.0.0.1. */
export async function serve(dir: string): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    const path = normalize(join(dir, decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)));
    const file = path.endsWith('/') ? join(path, 'index.html') : path;
    if (!file.startsWith(dir) || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    res.end(readFileSync(file));
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, server };
}

/** Starts headless chromium (no sandbox: CI runs as root). */
export function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox'] });
}

/** Files for an `<input type=file>`: name (a path below the dropped folder is kept in the name) and bytes. */
export function inputFiles(
  files: readonly { name: string; buffer: Buffer }[],
): { name: string; mimeType: string; buffer: Buffer }[] {
  return files.map((f) => ({ name: f.name, mimeType: 'application/octet-stream', buffer: f.buffer }));
}
