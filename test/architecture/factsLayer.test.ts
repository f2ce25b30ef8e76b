/**
 * The model's meaning lives in one layer, `src/facts/`, and every tool reads it there (ARCHITECTURE.md): the
 * plots never import the checker, the language server reaches the checker only to run it (the entry points
 * the command line uses too: `checkProject`, the rule list, the settings), never its internals, and a rule
 * reads facts, never another rule (what two rules share is a fact).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../paths.js';
import { importGraph, type ImportEdge } from './importGraph.js';

const graph = importGraph(repoRoot);

/** The checker's modules a tool may import to run it. */
const CHECKER_ENTRIES = new Set([
  'src/check/checkProject.ts',
  'src/check/rules/index.ts',
  'src/check/settings.ts',
]);

/** `from → to` of each import of the checker by the language server or the plots, beyond running it. */
function checkerInternalsUsed(edges: readonly ImportEdge[]): string[] {
  return edges
    .filter((e) => !e.external && e.to.startsWith('src/check/'))
    .filter(
      (e) => e.from.startsWith('src/plot/') || (e.from.startsWith('src/lsp/') && !CHECKER_ENTRIES.has(e.to)),
    )
    .map((e) => `${e.from} → ${e.to}`);
}

/** A rule's file: one under `src/check/rules/<family>/` that defines a rule (the families also hold helpers). */
function isRule(file: string, read: (file: string) => string): boolean {
  return /^src\/check\/rules\/[^/]+\/[^/]+\.ts$/.test(file) && /export const \w+: Rule\b/.test(read(file));
}

/** `from → to` of each import of one rule by another. */
function ruleImports(edges: readonly ImportEdge[], read: (file: string) => string): string[] {
  return edges
    .filter((e) => !e.external && isRule(e.from, read) && isRule(e.to, read))
    .map((e) => `${e.from} → ${e.to}`);
}

const readSource = (file: string) => readFileSync(join(repoRoot, file), 'utf8');
const edges = [...graph.values()].flat();

describe('the facts layer', () => {
  it('is what the plots and the language server read: they use no internal of the checker', () => {
    expect(edges.some((e) => e.from.startsWith('src/lsp/') && e.to.startsWith('src/facts/'))).toBe(true);
    expect(edges.some((e) => e.from.startsWith('src/plot/') && e.to.startsWith('src/facts/'))).toBe(true);
    expect(checkerInternalsUsed(edges)).toEqual([]);
  });

  it('finds a tool that reaches into the checker (the check can fail)', () => {
    const bad: ImportEdge[] = [
      { from: 'src/lsp/hover.ts', to: 'src/check/rules/data/dataFile.ts', kind: 'static' },
      { from: 'src/lsp/checkWorker.ts', to: 'src/check/checkProject.ts', kind: 'static' },
      { from: 'src/plot/network.ts', to: 'src/check/checkProject.ts', kind: 'type' },
    ];
    expect(checkerInternalsUsed(bad)).toEqual([
      'src/lsp/hover.ts → src/check/rules/data/dataFile.ts',
      'src/plot/network.ts → src/check/checkProject.ts',
    ]);
  });

  it('is what rules share: no rule imports another rule', () => {
    const rules = [...graph.keys()].filter((f) => isRule(f, readSource));
    expect(rules.length).toBeGreaterThan(80);
    expect(ruleImports(edges, readSource)).toEqual([]);
  });

  it('finds a rule that imports another (the check can fail)', () => {
    const texts: Record<string, string> = {
      'src/check/rules/data/a.ts': 'export const a: Rule = {};',
      'src/check/rules/data/b.ts': 'export const b: Rule = {};',
      'src/check/rules/data/wording.ts': 'export function say() {}',
    };
    const read = (file: string) => texts[file] ?? '';
    const bad: ImportEdge[] = [
      { from: 'src/check/rules/data/a.ts', to: 'src/check/rules/data/b.ts', kind: 'static' },
      { from: 'src/check/rules/data/a.ts', to: 'src/check/rules/data/wording.ts', kind: 'static' },
    ];
    expect(ruleImports(bad, read)).toEqual(['src/check/rules/data/a.ts → src/check/rules/data/b.ts']);
  });
});
