/**
 * The public API as data: every name each entry point of package.json `exports` gives a user (read from the
 * compiled declarations with the TypeScript checker, as an editor sees them), each a value (a function, class
 * or constant: it exists at run time) or a type. `npm run api:exports` writes the list to
 * test/architecture/publicApi.exports.txt, and publicApi.test.ts fails when the committed list is not current.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

/** Each subpath of package.json `exports` (`.` for the root) and the compiled module it points to. */
export function entryPoints(root: string): [subpath: string, target: string][] {
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    exports: Record<string, string | { import: string }>;
  };
  return Object.entries(manifest.exports).map(([subpath, target]) => [
    subpath,
    typeof target === 'string' ? target : target.import,
  ]);
}

/** The names an entry point exports, sorted, each with its kind. */
export interface EntryExports {
  readonly specifier: string;
  readonly names: readonly { readonly name: string; readonly kind: 'value' | 'type' }[];
}

/** The exports of every entry point, from the declarations beside the compiled modules. */
export function apiExports(root: string): EntryExports[] {
  const entries = entryPoints(root).map(([subpath, target]) => ({
    specifier: subpath === '.' ? 'rvkit' : `rvkit/${subpath.slice(2)}`,
    file: join(root, target.replace(/\.js$/, '.d.ts')),
  }));
  const program = ts.createProgram(
    entries.map((e) => e.file),
    { noEmit: true, skipLibCheck: true, types: [] },
  );
  const checker = program.getTypeChecker();
  return entries.map(({ specifier, file }) => {
    const source = program.getSourceFile(file);
    const module = source && checker.getSymbolAtLocation(source);
    if (!module) throw new Error(`${specifier}: no declarations at ${file} (build first)`);
    const names = checker.getExportsOfModule(module).map((s) => {
      const target = s.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(s) : s;
      return {
        name: s.name,
        kind: target.flags & ts.SymbolFlags.Value ? ('value' as const) : ('type' as const),
      };
    });
    names.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    return { specifier, names };
  });
}

/** The committed form of the list: a header, then each entry point and its names, one a line. */
export function apiExportsText(list: readonly EntryExports[]): string {
  const lines = [
    "# rvkit's public API: every name each entry point of package.json `exports` gives (value or type).",
    '# A change here is a decision: make it, then `npm run api:exports` writes this file anew.',
  ];
  for (const { specifier, names } of list) {
    const values = names.filter((n) => n.kind === 'value').length;
    lines.push('', `${specifier} (${names.length} names, ${values} values)`);
    for (const n of names) lines.push(`  ${n.name}${n.kind === 'type' ? ' (type)' : ''}`);
  }
  return `${lines.join('\n')}\n`;
}
