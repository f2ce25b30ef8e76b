/**
 * What a file-type folder of the models (`src/models/rvi/`, `rvp/`, …) may hold: command classes and the
 * records of their rows, nothing else (ARCHITECTURE.md; the shapes, rules, problems and word writers they use
 * live once in `shapes/`, `rules/`, `commandText/`). Read with the TypeScript parser, without loading the
 * modules: a file belongs when it declares a command class (bound to its catalogue entry with `@command(…)`,
 * or a command nested in a block, such as `:StageRelations` in `:Reservoir`), or a record class (a table's
 * row) that a command file of the folder imports, directly or through other files of the folder.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import ts from 'typescript';

/** The file-type folders of the models. */
export const COMMAND_FOLDERS = ['rvi', 'rvp', 'rvh', 'rvt', 'rvc', 'rve'] as const;

/** The base classes of commands (`models/modelClass/model.ts`). */
const COMMAND_BASES = new Set(['Command', 'FlatCommand', 'LineCommand', 'RootCommand', 'ListCommand']);
/** The base classes of records: a table's rows (`models/modelClass/model.ts`). */
const RECORD_BASES = new Set(['Record', 'RootRecord']);

/** What one file declares and imports, as far as the rule needs. */
interface FileFacts {
  /** A class of the file carries a `@command(…)` decorator. */
  bound: boolean;
  /** The classes the file declares, each with the name of the class it extends (as imported, unaliased). */
  classes: { name: string; base?: string }[];
  /** The files of the same folder it imports (file names). */
  imports: string[];
}

function factsOf(text: string): FileFacts {
  const source = ts.createSourceFile('x.ts', text, ts.ScriptTarget.ES2022, false);
  const facts: FileFacts = { bound: false, classes: [], imports: [] };
  const imported = new Map<string, string>(); // local name → exported name
  for (const node of source.statements) {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const spec = node.moduleSpecifier.text;
      if (spec.startsWith('./')) facts.imports.push(posix.basename(spec).replace(/\.js$/, '.ts'));
      const named = node.importClause?.namedBindings;
      if (named && ts.isNamedImports(named))
        for (const e of named.elements) imported.set(e.name.text, (e.propertyName ?? e.name).text);
    } else if (ts.isClassDeclaration(node) && node.name) {
      const decorators = ts.getDecorators(node) ?? [];
      if (
        decorators.some(
          (d) =>
            ts.isCallExpression(d.expression) &&
            ts.isIdentifier(d.expression.expression) &&
            d.expression.expression.text === 'command',
        )
      )
        facts.bound = true;
      const heritage = node.heritageClauses?.find((h) => h.token === ts.SyntaxKind.ExtendsKeyword);
      const base = heritage?.types[0]?.expression;
      const baseName = base && ts.isIdentifier(base) ? (imported.get(base.text) ?? base.text) : undefined;
      facts.classes.push({ name: node.name.text, base: baseName });
    }
  }
  return facts;
}

/** The classes of `facts` that extend one of `bases`, or a class found so far (to a fixed point). */
function descendants(facts: Iterable<FileFacts>, bases: ReadonlySet<string>): Set<string> {
  const found = new Set<string>();
  for (let grew = true; grew;) {
    grew = false;
    for (const f of facts)
      for (const c of f.classes)
        if (!found.has(c.name) && c.base && (bases.has(c.base) || found.has(c.base))) {
          found.add(c.name);
          grew = true;
        }
  }
  return found;
}

/**
 * The files of one folder (file name → text, `index.ts` excluded) that do not belong there, each with why:
 * no command class and no record class, or records that no command file of the folder uses.
 */
export function strayFiles(files: ReadonlyMap<string, string>): string[] {
  const facts = new Map([...files].map(([name, text]) => [name, factsOf(text)]));
  const commands = descendants(facts.values(), COMMAND_BASES);
  const records = descendants(facts.values(), RECORD_BASES);
  const holdsCommand = (f: FileFacts) => f.bound || f.classes.some((c) => commands.has(c.name));
  // the files a command file reaches through the folder's imports
  const used = new Set<string>();
  const reach = (name: string) => {
    for (const to of facts.get(name)?.imports ?? [])
      if (facts.has(to) && !used.has(to)) {
        used.add(to);
        reach(to);
      }
  };
  for (const [name, f] of facts) if (holdsCommand(f)) reach(name);
  const stray: string[] = [];
  for (const [name, f] of facts) {
    if (holdsCommand(f)) continue;
    if (!f.classes.some((c) => records.has(c.name)))
      stray.push(`${name}: declares no command or record class`);
    else if (!used.has(name)) stray.push(`${name}: no command class of the folder uses its records`);
  }
  return stray.sort();
}

/** The files of `src/models/<folder>/` but `index.ts`, by file name. */
export function folderFiles(root: string, folder: string): Map<string, string> {
  const dir = join(root, 'src', 'models', folder);
  const names = readdirSync(dir).filter((n) => n.endsWith('.ts') && n !== 'index.ts');
  return new Map(names.sort().map((n) => [n, readFileSync(join(dir, n), 'utf8')]));
}
