/**
 * The layer table of ARCHITECTURE.md as data: each layer (a folder of the sources) and the layers it imports
 * directly. A layer may import those and, through them, everything below them (the closure); never one
 * above it or beside it. Keep this table and ARCHITECTURE.md's in step.
 */
export const LAYERS: Record<string, readonly string[]> = {
  grammar: [],
  'src/ast': ['grammar'],
  'src/lexer': ['grammar', 'src/ast'],
  'src/parser': ['src/lexer', 'src/ast', 'grammar'],
  'src/printer': ['src/parser', 'src/ast', 'grammar'],
  'src/models': ['src/printer', 'src/parser', 'src/ast', 'grammar'],
  // Raven's outputs include solutions (.rvc), read into the rvc models.
  'src/output': ['src/parser', 'src/models'],
  // The checker's file host reads NetCDF headers through the output readers.
  'src/project': ['src/parser', 'src/printer', 'src/models', 'src/output'],
  // The model's meaning (the network, classes, groups, stores, forcing, times), shared by every tool.
  'src/facts': ['src/project', 'src/parser', 'src/ast', 'grammar'],
  'src/check': ['src/facts', 'src/project', 'src/parser', 'src/ast', 'grammar'],
  'src/fix': ['src/check', 'src/project', 'src/parser'],
  'src/lsp': ['src/facts', 'src/check', 'src/project', 'src/parser', 'src/printer', 'grammar'],
  // The emulators build Configs from the models; they are not models of commands.
  'src/emulators': ['src/models'],
  'src/engine': ['src/project', 'src/output', 'src/models'],
  // Many-run jobs on an existing scheduler: tasks that run rvkit or Raven, runners for the engine.
  'src/cluster': ['src/engine'],
  'src/forcing': ['src/project', 'src/models', 'src/output', 'src/emulators'],
  // Plots draw outputs, and a model's network, processes and forcing from its facts.
  'src/plot': ['src/output', 'src/facts', 'src/project'],
  // Grid weights and the routing product: polygons and NetCDF grids into the models' :GridWeights, .rvh, .rvp.
  // A model from a routing product takes an emulator's processes and gridded forcing blocks read from NetCDF.
  'src/geo': ['src/models', 'src/output', 'src/emulators', 'src/forcing', 'src/facts'],
  // Calibration runs models through the engine, edits them through the project, reads their outputs.
  'src/calibrate': ['src/engine', 'src/project', 'src/models', 'src/output'],
  // Editing a loaded model: the checker's facts find every use of a name, the fix layer's diffs show the change.
  'src/edit': ['src/fix', 'src/check', 'src/facts', 'src/project', 'src/models', 'src/parser', 'src/printer'],
  'src/cli': [
    'src/lsp',
    'src/plot',
    'src/fix',
    'src/check',
    'src/engine',
    'src/forcing',
    'src/calibrate',
    'src/cluster',
    'src/geo',
    'src/edit',
  ],
  // The package's public face re-exports every layer but the language server and the command line.
  'src/index.ts': ['src/fix', 'src/check', 'src/engine', 'src/forcing', 'src/calibrate', 'src/edit'],
};

/** The layer a source file belongs to (`grammar`, `src/<folder>`, or `src/index.ts`), or undefined. */
export function layerOf(file: string): string | undefined {
  const parts = file.split('/');
  const name = parts[0] === 'grammar' ? 'grammar' : parts.slice(0, 2).join('/');
  return name in LAYERS ? name : undefined;
}

/** Every layer `layer` may import: its own row and, transitively, the rows of those. */
export function allowedBelow(layer: string): Set<string> {
  const seen = new Set<string>();
  const visit = (l: string) => {
    for (const below of LAYERS[l] ?? []) {
      if (seen.has(below)) continue;
      seen.add(below);
      visit(below);
    }
  };
  visit(layer);
  return seen;
}
