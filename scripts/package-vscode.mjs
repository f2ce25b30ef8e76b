/* global process, console */
// Packages the VS Code extension (editors/vscode) as a .vsix with @vscode/vsce. The client library and its
// dependencies are copied from the repository's node_modules into a staging copy of the extension, so no
// separate `npm install` is needed; the .vsix lands in dist/.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const source = join(root, 'editors', 'vscode');
const manifest = JSON.parse(readFileSync(join(source, 'package.json'), 'utf8'));
const stage = mkdtempSync(join(tmpdir(), 'rvkit-vsix-'));
try {
  cpSync(source, stage, { recursive: true, filter: (p) => !p.endsWith('.vsix') && !p.includes('node_modules') });
  // The runtime closure of the extension's dependencies, as npm would install it.
  const copied = new Set();
  const copy = (name) => {
    if (copied.has(name)) return;
    copied.add(name);
    const from = join(root, 'node_modules', name);
    if (!existsSync(from)) throw new Error(`${name} is not installed (npm ci first)`);
    cpSync(from, join(stage, 'node_modules', name), { recursive: true, dereference: true });
    const pkg = JSON.parse(readFileSync(join(from, 'package.json'), 'utf8'));
    for (const dep of Object.keys(pkg.dependencies ?? {})) copy(dep);
  };
  for (const dep of Object.keys(manifest.dependencies ?? {})) copy(dep);
  mkdirSync(join(root, 'dist'), { recursive: true });
  const out = join(root, 'dist', `${manifest.name}-${manifest.version}.vsix`);
  execFileSync(
    process.execPath,
    [join(root, 'node_modules', '@vscode', 'vsce', 'vsce'), 'package', '--allow-missing-repository', '--skip-license', '-o', out],
    { cwd: stage, stdio: ['ignore', 'inherit', 'inherit'] },
  );
  console.log(out);
} finally {
  rmSync(stage, { recursive: true, force: true });
}
