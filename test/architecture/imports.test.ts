/**
 * The direction of every import is the direction of the data (ARCHITECTURE.md): no import cycle anywhere in
 * the sources, and no import from a layer to one above or beside it.
 */
import { repoRoot } from '../paths.js';
import { cyclePath, cycles, importGraph } from './importGraph.js';
import { allowedBelow, LAYERS, layerOf } from './layers.js';

const graph = importGraph(repoRoot);

describe('the import graph of src/ and grammar/', () => {
  it('reads the sources it guards (a graph that saw nothing could not fail)', () => {
    expect(graph.size).toBeGreaterThan(300);
    expect(graph.get('src/index.ts')!.length).toBeGreaterThan(10);
    // every relative import resolves to a source file, so no edge is lost to a wrong path
    const missing = [...graph.values()].flat().filter((e) => !e.external && !graph.has(e.to));
    expect(missing).toEqual([]);
  });

  it('has no import cycle (static, type-only or dynamic)', () => {
    const found = cycles(graph).map((c) => `${c.length} files: ${cyclePath(graph, c)}`);
    expect(found).toEqual([]);
  });

  it('finds a cycle when there is one (the check can fail)', () => {
    const loop = new Map(graph);
    loop.set('grammar/index.ts', [
      ...graph.get('grammar/index.ts')!,
      { from: 'grammar/index.ts', to: 'src/index.ts', kind: 'dynamic' },
    ]);
    expect(cycles(loop).length).toBeGreaterThan(0);
  });

  it('places every source file in a layer, and the layer table has no cycle', () => {
    expect([...graph.keys()].filter((f) => layerOf(f) === undefined)).toEqual([]);
    for (const layer of Object.keys(LAYERS)) expect(allowedBelow(layer).has(layer)).toBe(false);
  });

  it('imports only downward between layers', () => {
    const upward: string[] = [];
    for (const edges of graph.values()) {
      for (const edge of edges) {
        const from = layerOf(edge.from)!;
        if (edge.external) continue;
        const to = layerOf(edge.to);
        if (to === undefined || to === from) continue;
        if (!allowedBelow(from).has(to))
          upward.push(`${edge.from} → (${edge.kind}) ${edge.to}  [${from} → ${to}]`);
      }
    }
    expect(upward).toEqual([]);
  });

  it('keeps the browser-clean layers free of Node: no node: built-in imported, even on demand', () => {
    // DESIGN.md: grammar, lexer, parser, ast, models and printer run in a browser (web page, editor worker).
    const browserClean = ['grammar', 'src/ast', 'src/lexer', 'src/parser', 'src/printer', 'src/models'];
    const node = [...graph.values()]
      .flat()
      .filter((e) => e.external && browserClean.includes(layerOf(e.from)!))
      .filter((e) => e.to.startsWith('node:') || ['fs', 'path', 'os', 'child_process'].includes(e.to))
      .map((e) => `${e.from} → (${e.kind}) ${e.to}`);
    expect(node).toEqual([]);
  });
});
