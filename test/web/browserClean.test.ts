import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { repoRoot } from '../paths.js';

// The web page may use only layers that run in a browser. The test reads the sources (not the bundle): every
// module the page's entry reaches, and every file of the layers the design promises are browser-clean, must
// import no Node module (node:*, a builtin, or a package that is Node-only).

/** The layers that must run in a browser (DESIGN.md: grammar, lexer, parser, ast, models, printer, checker). */
const CLEAN_LAYERS = [
  'grammar',
  'src/lexer',
  'src/parser',
  'src/ast',
  'src/models',
  'src/printer',
  'src/check',
];
/** Packages that load native code or Node's file system. */
const NODE_ONLY_PACKAGES = ['@resvg/resvg-js', 'h5wasm/node', 'netcdfjs/node'];
const BUILTINS = new Set(builtinModules);

/** A module's imports: `import … from`, `export … from`, side-effect `import '…'` and `import('…')`; type-only imports left out. */
export function importsOf(source: string): { specifier: string; dynamic: boolean }[] {
  const out: { specifier: string; dynamic: boolean }[] = [];
  const text = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  for (const m of text.matchAll(/^\s*(import|export)\s+(type\s+)?([^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm)) {
    if (m[2] === undefined) out.push({ specifier: m[4] as string, dynamic: false });
  }
  // `typeof import('…')` is a type, not a load.
  for (const m of text.matchAll(/(?<!typeof\s+)\bimport\(\s*['"]([^'"]+)['"]\s*\)/g))
    out.push({ specifier: m[1] as string, dynamic: true });
  return out;
}

/** True for a specifier that only Node can load. */
export function isNodeOnly(specifier: string): boolean {
  return (
    specifier.startsWith('node:') ||
    BUILTINS.has(specifier) ||
    BUILTINS.has(specifier.split('/')[0] as string) ||
    NODE_ONLY_PACKAGES.some((p) => specifier === p || specifier.startsWith(`${p}/`))
  );
}

/** The source file an import names: `../dist/src/x.js` (what the page imports) and `./x.js` map to the `.ts` source. */
function sourceOf(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  let path = resolve(dirname(from), specifier);
  const dist = join(repoRoot, 'dist') + '/';
  if (path.startsWith(dist)) path = join(repoRoot, path.slice(dist.length));
  const ts = path.replace(/\.js$/, '.ts');
  return existsSync(ts) ? ts : existsSync(path) && statSync(path).isFile() ? path : undefined;
}

function tsFilesUnder(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...tsFilesUnder(path));
    else if (name.endsWith('.ts') && !name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

test('the scanner sees Node imports in every form, and not type-only ones', () => {
  const found = importsOf(
    [
      "import { readFile } from 'node:fs/promises';",
      "import type { Stats } from 'node:fs';",
      "export { join } from 'path';",
      "import 'os';",
      "const m = await import('child_process');",
      "type H = typeof import('h5wasm/node');",
      "import { Resvg } from '@resvg/resvg-js';",
      "import { x } from './local.js';",
    ].join('\n'),
  );
  expect(found.filter((i) => isNodeOnly(i.specifier)).map((i) => i.specifier)).toEqual([
    'node:fs/promises',
    'path',
    'os',
    '@resvg/resvg-js',
    'child_process',
  ]);
});

test('every module the web page reaches imports no Node module', () => {
  const entry = join(repoRoot, 'web', 'main.ts');
  const seen = new Map<string, string | null>([[entry, null]]);
  const queue = [entry];
  const problems: string[] = [];
  while (queue.length > 0) {
    const file = queue.shift() as string;
    for (const { specifier } of importsOf(readFileSync(file, 'utf8'))) {
      if (isNodeOnly(specifier)) {
        const chain: string[] = [];
        for (let f: string | null = file; f !== null; f = seen.get(f) ?? null)
          chain.unshift(relative(repoRoot, f));
        problems.push(`${chain.join(' -> ')} imports ${specifier}`);
      }
      const next = sourceOf(file, specifier);
      if (next !== undefined && !seen.has(next)) {
        seen.set(next, file);
        queue.push(next);
      }
    }
  }
  expect(problems).toEqual([]);
  // The page really does use the layers: the walk reached the checker, the printer and the plot.
  const reached = [...seen.keys()].map((f) => relative(repoRoot, f));
  for (const layer of ['src/check/', 'src/printer/', 'src/parser/', 'src/plot/', 'src/output/', 'grammar/'])
    expect(reached.some((f) => f.startsWith(layer))).toBe(true);
});

test('the browser-clean layers import no Node module at load time', () => {
  const problems: string[] = [];
  for (const layer of CLEAN_LAYERS)
    for (const file of tsFilesUnder(join(repoRoot, layer)))
      for (const { specifier, dynamic } of importsOf(readFileSync(file, 'utf8')))
        // A dynamic import runs only when its function is called (readSolution reads a file on Node).
        if (!dynamic && isNodeOnly(specifier))
          problems.push(`${relative(repoRoot, file)} imports ${specifier}`);
  expect(problems).toEqual([]);
});
