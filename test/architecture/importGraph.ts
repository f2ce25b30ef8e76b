/**
 * The import graph of the sources (`src/`, `grammar/`), read with the TypeScript parser: static imports,
 * re-exports, type-only imports and dynamic `import()` all count, since each ties one module to another
 * (a type-only import still ties the declaration files, a dynamic one still loads the module).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/**
 * One import: the importing file, the imported file (repository-relative, `.ts`) or, for a package or a
 * Node built-in, its specifier (`external`), and how.
 */
export interface ImportEdge {
  from: string;
  to: string;
  kind: 'static' | 'type' | 'dynamic';
  external?: boolean;
}

/** Every `.ts` file under `dir`, repository-relative, sorted. */
function sourcesUnder(root: string, dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, entry.name);
      if (entry.isDirectory()) walk(p);
      else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts')) out.push(relative(root, p));
    }
  };
  walk(join(root, dir));
  return out.sort();
}

/** True when every name an import or export clause binds is type-only. */
function typeOnly(node: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  if (ts.isImportDeclaration(node)) {
    const clause = node.importClause;
    if (!clause) return false; // a side-effect import runs the module
    if (clause.isTypeOnly) return true;
    const named = clause.namedBindings;
    return (
      !clause.name &&
      named !== undefined &&
      ts.isNamedImports(named) &&
      named.elements.length > 0 &&
      named.elements.every((e) => e.isTypeOnly)
    );
  }
  if (node.isTypeOnly) return true;
  const clause = node.exportClause;
  return (
    clause !== undefined &&
    ts.isNamedExports(clause) &&
    clause.elements.length > 0 &&
    clause.elements.every((e) => e.isTypeOnly)
  );
}

/** The relative imports of one source file. */
function importsOf(root: string, file: string): ImportEdge[] {
  const text = readFileSync(join(root, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.ES2022, false);
  const edges: ImportEdge[] = [];
  const add = (specifier: string, kind: ImportEdge['kind']) => {
    if (!specifier.startsWith('.')) {
      edges.push({ from: file, to: specifier, kind, external: true }); // a package or a node: built-in
      return;
    }
    const target = resolve(root, dirname(file), specifier).replace(/\.js$/, '.ts');
    edges.push({ from: file, to: relative(root, target), kind });
  };
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      if (ts.isStringLiteral(node.moduleSpecifier))
        add(node.moduleSpecifier.text, typeOnly(node) ? 'type' : 'static');
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments.length > 0 &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      add(node.arguments[0].text, 'dynamic');
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      const literal = node.argument.literal;
      if (ts.isStringLiteral(literal)) add(literal.text, 'type'); // `import('./x.js').T` in a type
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return edges;
}

/** The import graph of `src/` and `grammar/` under the repository root: file → its imports. */
export function importGraph(root: string): Map<string, ImportEdge[]> {
  const files = [...sourcesUnder(root, 'grammar'), ...sourcesUnder(root, 'src')];
  return new Map(files.map((f) => [f, importsOf(root, f)]));
}

/** The strongly connected components with more than one file (Tarjan), each sorted, in a stable order. */
export function cycles(graph: Map<string, ImportEdge[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const connect = (v: string) => {
    index.set(v, next);
    low.set(v, next);
    next++;
    stack.push(v);
    onStack.add(v);
    for (const { to } of graph.get(v) ?? []) {
      if (!graph.has(to)) continue;
      if (!index.has(to)) {
        connect(to);
        low.set(v, Math.min(low.get(v)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(v, Math.min(low.get(v)!, index.get(to)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      const selfImport = (graph.get(v) ?? []).some((e) => e.to === v);
      if (component.length > 1 || selfImport) found.push(component.sort());
    }
  };
  for (const file of graph.keys()) if (!index.has(file)) connect(file);
  return found.sort((a, b) => a[0].localeCompare(b[0]));
}

/** One shortest cycle through the first file of a component, as `a → b → … → a`, each step with its kind. */
export function cyclePath(graph: Map<string, ImportEdge[]>, component: string[]): string {
  const inside = new Set(component);
  const start = component[0];
  const previous = new Map<string, ImportEdge>();
  const queue = [start];
  for (let i = 0; i < queue.length; i++) {
    for (const edge of graph.get(queue[i]) ?? []) {
      if (!inside.has(edge.to)) continue;
      if (edge.to === start) {
        const steps = [edge];
        for (let at = edge.from; at !== start; at = previous.get(at)!.from) steps.unshift(previous.get(at)!);
        return [start, ...steps.map((s) => `${s.kind === 'static' ? '' : `(${s.kind}) `}${s.to}`)].join(
          ' → ',
        );
      }
      if (!previous.has(edge.to)) {
        previous.set(edge.to, edge);
        queue.push(edge.to);
      }
    }
  }
  return component.join(', ');
}
