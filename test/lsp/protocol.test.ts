/**
 * The language server through a real client connection over stdio (vscode-jsonrpc against the spawned
 * `rvkit lsp`), on real corpus models opened in place: edits live only in the client's buffers (the
 * server checks the unsaved text), so the corpus is never written.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type {
  CodeAction,
  CompletionList,
  Diagnostic,
  DocumentSymbol,
  FoldingRange,
  Hover,
  Location,
  TextEdit,
} from 'vscode-languageserver';
import { formatRv } from '../../src/printer/format.js';
import { sharedCorpus } from '../paths.js';
import { LspClient, uri } from './client.js';

const IRONDEQUOIT = join(
  sharedCorpus,
  'CSHS-CWRA__RavenHydroFramework/benchmarking___InputFiles__Irondequoit',
);
const SALMON = join(sharedCorpus, 'CSHS-CWRA__RavenHydroFramework/benchmarking___InputFiles__Salmon_GR4J');
const rvi = join(IRONDEQUOIT, 'Irondequoit.rvi');
const rvp = join(IRONDEQUOIT, 'Irondequoit.rvp');
const rvh = join(IRONDEQUOIT, 'Irondequoit.rvh');
const read = (p: string) => readFileSync(p, 'latin1');

/** `line:col-line:col code` (1-based, as editors show it) of each diagnostic. */
const show = (list: Diagnostic[]) =>
  list.map(
    (d) =>
      `${d.range.start.line + 1}:${d.range.start.character + 1}-${d.range.end.line + 1}:${d.range.end.character + 1} ${d.code}`,
  );

const at = (path: string, line: number, character: number) => ({
  textDocument: { uri: uri(path) },
  position: { line, character },
});

/** The (0-based) line and character of the first occurrence of `needle` in a file, plus `shift`. */
function find(path: string, needle: string, shift = 0): { line: number; character: number } {
  const text = read(path);
  const offset = text.indexOf(needle);
  if (offset < 0) throw new Error(`${needle} not in ${path}`);
  const before = text.slice(0, offset + shift);
  const line = before.split('\n').length - 1;
  return { line, character: offset + shift - (before.lastIndexOf('\n') + 1) };
}

const hoverText = async (c: LspClient, path: string, needle: string, shift = 1) => {
  const p = find(path, needle, shift);
  const h = await c.request<Hover | null>('textDocument/hover', at(path, p.line, p.character));
  return h ? (h.contents as { value: string }).value : '';
};

let client: LspClient;

beforeAll(async () => {
  client = new LspClient();
  await client.initialize(IRONDEQUOIT);
});

afterAll(async () => {
  expect(await client.close()).toBe(0);
});

describe('rvkit lsp over stdio', () => {
  it('announces incremental sync and every feature', async () => {
    const c = new LspClient();
    const result = (await c.initialize(IRONDEQUOIT)) as { capabilities: Record<string, unknown> };
    expect(result.capabilities).toMatchObject({
      textDocumentSync: { openClose: true, change: 2 },
      hoverProvider: true,
      definitionProvider: true,
      referencesProvider: true,
      documentFormattingProvider: true,
      documentRangeFormattingProvider: true,
      documentSymbolProvider: true,
      foldingRangeProvider: true,
    });
    expect(await c.close()).toBe(0);
  });

  it('publishes the diagnostics of an unsaved mutated file with their codes and ranges, and a quick fix', async () => {
    await client.open(rvh, read(rvh).replace('VEG_ALL', 'VEG_AL'));
    const list = await client.diagnosticsOf(rvh, (d) => d.length > 0);
    // The same place `rvkit check` gives (test/check/rules/references/hruClass.test.ts): line 16, col 78.
    expect(show(list)).toEqual(['16:78-16:84 RV202']);
    expect(list[0].message).toBe(
      "HRU 1: vegetation class 'VEG_AL' is not defined in :VegetationClasses (did you mean VEG_ALL?)",
    );
    expect(list[0].severity).toBe(1);
    const actions = await client.request<CodeAction[]>('textDocument/codeAction', {
      textDocument: { uri: uri(rvh) },
      range: list[0].range,
      context: { diagnostics: list },
    });
    expect(actions.map((a) => a.edit?.changes?.[uri(rvh)])).toEqual([
      [{ range: list[0].range, newText: 'VEG_ALL' }],
    ]);
    // Typing the missing letter (an incremental change) clears it.
    await client.edit(rvh, list[0].range.end, list[0].range.end, 'L');
    expect(await client.diagnosticsOf(rvh, (d) => d.length === 0)).toEqual([]);
  });

  it("offers a diagnostic's certain fix (the one rvkit fix applies) as the preferred quick fix", async () => {
    // Irondequoit's .rvi spells SNOBAL_CEMA_NEIGE the way Raven 2.8.2 did (RV513, fixed by rvkit fix).
    await client.open(rvi);
    const list = (await client.diagnosticsOf(rvi, (d) => d.some((x) => x.code === 'RV513'))).filter(
      (d) => d.code === 'RV513',
    );
    const p = find(rvi, 'SNOBAL_CEMA_NIEGE');
    expect(show(list)).toEqual([`${p.line + 1}:${p.character + 1}-${p.line + 1}:${p.character + 18} RV513`]);
    const actions = await client.request<CodeAction[]>('textDocument/codeAction', {
      textDocument: { uri: uri(rvi) },
      range: list[0].range,
      context: { diagnostics: list },
    });
    expect(actions).toHaveLength(1);
    expect(actions[0].isPreferred).toBe(true);
    expect(actions[0].edit?.changes).toEqual({
      [uri(rvi)]: [{ range: list[0].range, newText: 'SNOBAL_CEMA_NEIGE' }],
    });
  });

  it('re-checks the .rvh when a class is renamed in the .rvp buffer', async () => {
    await client.open(rvp);
    expect(await client.diagnosticsOf(rvp)).toEqual([]);
    const p = find(rvp, 'VEG_ALL');
    await client.edit(rvp, p, { line: p.line, character: p.character + 'VEG_ALL'.length }, 'VEG_FOREST');
    const list = await client.diagnosticsOf(rvh, (d) => d.length > 0);
    expect(show(list)).toEqual(['16:78-16:85 RV202']);
    expect(list[0].message).toContain("vegetation class 'VEG_ALL' is not defined");
    await client.edit(rvp, p, { line: p.line, character: p.character + 'VEG_FOREST'.length }, 'VEG_ALL');
    expect(await client.diagnosticsOf(rvh, (d) => d.length === 0)).toEqual([]);
  });

  it('hovers commands, option values, algorithms, parameters and model names', async () => {
    await client.open(rvi);
    const timeStep = await hoverText(client, rvi, ':TimeStep');
    expect(timeStep).toContain(':TimeStep step');
    expect(timeStep).toContain('Model time step, in days or hh:mm:ss.');
    expect(timeStep).toContain('In: .rvi');
    const method = await hoverText(client, rvi, 'RAINSNOW_DINGMAN');
    expect(method).toContain('`RAINSNOW_DINGMAN`');
    expect(method).toContain(':RainSnowFraction');
    const algorithm = await hoverText(client, rvi, 'BASE_GR4J');
    expect(algorithm).toContain('`BASE_GR4J`: algorithm of :Baseflow');
    expect(algorithm).toContain('it needs GR4J_X3 (soil)');
    const porosity = await hoverText(client, rvp, 'POROSITY');
    expect(porosity).toContain('**POROSITY** (soil parameter): pore volume per soil volume.');
    expect(porosity).toContain('Units: 0..1');
    // A value under a :Parameters column names its parameter.
    const value = await hoverText(client, rvp, '19.7');
    expect(value).toContain('**GR4J_X3**');
    expect(value).toContain('Value for [DEFAULT]: `19.7`');
    const veg = await hoverText(client, rvh, 'VEG_ALL');
    expect(veg).toBe('**vegetation class** `VEG_ALL`: defined in Irondequoit.rvp line 35; 1 use.');
  });

  it('completes commands, block ends, option values, parameters and class names', async () => {
    const labels = async (path: string, line: number, character: number) => {
      const r = await client.request<CompletionList>('textDocument/completion', at(path, line, character));
      return r.items.map((i) => i.label);
    };
    // Inside :HydrologicProcesses (a marker block): .rvi commands and its end.
    const proc = find(rvi, ':Baseflow');
    await client.edit(rvi, proc, proc, ':B\n');
    const inBlock = await labels(rvi, proc.line, 2);
    expect(inBlock).toEqual(expect.arrayContaining([':Baseflow', ':EndHydrologicProcesses', ':SoilModel']));
    await client.edit(rvi, proc, { line: proc.line + 1, character: 0 }, '');
    // The option values of the command on the line.
    const evap = find(rvi, 'PET_DATA');
    const values = await labels(rvi, evap.line, evap.character);
    expect(values).toEqual(expect.arrayContaining(['PET_DATA', 'PET_HARGREAVES_1985', 'PET_OUDIN']));
    expect(values).not.toContain(':SoilModel');
    // Parameter names on a :Parameters line of a soil parameter list.
    const params = find(rvp, 'GR4J_X2');
    expect(await labels(rvp, params.line, params.character)).toEqual(
      expect.arrayContaining(['GR4J_X2', 'POROSITY', 'FIELD_CAPACITY']),
    );
    // Inside a table with its own commands: its header lines and its end, not the file's commands.
    const soil = find(rvp, ':Units     ,     none');
    const inTable = await labels(rvp, soil.line, 1);
    expect(inTable).toEqual(expect.arrayContaining([':Parameters', ':Units', ':EndSoilParameterList']));
    expect(inTable).not.toContain(':SoilClasses');
    // The vegetation column of an HRU row: the model's vegetation classes.
    const cell = find(rvh, 'VEG_ALL');
    const r = await client.request<CompletionList>(
      'textDocument/completion',
      at(rvh, cell.line, cell.character),
    );
    expect(r.items.map((i) => [i.label, i.detail])).toEqual([['VEG_ALL', 'vegetation class']]);
  });

  it('goes to definitions and finds references across the model, and opens redirected files', async () => {
    const cell = find(rvh, 'DEFAULT_P', 2);
    const def = await client.request<Location[]>(
      'textDocument/definition',
      at(rvh, cell.line, cell.character),
    );
    const profile = find(rvp, 'DEFAULT_P');
    expect(def).toEqual([
      {
        uri: uri(rvp),
        range: { start: profile, end: { line: profile.line, character: profile.character + 9 } },
      },
    ]);
    const soil = find(rvp, 'SOIL_PROD', 1);
    const refs = await client.request<Location[]>('textDocument/references', {
      ...at(rvp, soil.line, soil.character),
      context: { includeDeclaration: true },
    });
    // Defined in :SoilClasses, used in the soil profile.
    expect(refs.map((l) => `${l.uri === uri(rvp) ? 'rvp' : l.uri}:${l.range.start.line + 1}`)).toEqual([
      'rvp:14',
      'rvp:28',
    ]);
    const rvt = join(SALMON, 'raven-gr4j-salmon.rvt');
    await client.open(rvt);
    const redirect = find(rvt, 'data_obs/Salmon-River-Near-Prince-George_meteo', 3);
    const file = await client.request<Location[]>(
      'textDocument/definition',
      at(rvt, redirect.line, redirect.character),
    );
    expect(file.map((l) => l.uri)).toEqual([
      uri(join(SALMON, 'data_obs/Salmon-River-Near-Prince-George_meteo_daily.rvt')),
    ]);
  });

  it('formats a document and a range with the canonical printer', async () => {
    const text = read(rvp);
    const edits = await client.request<TextEdit[]>('textDocument/formatting', {
      textDocument: { uri: uri(rvp) },
      options: { tabSize: 2, insertSpaces: true },
    });
    expect(applyEdits(text, edits)).toBe(formatRv(text, { fileType: 'rvp' }));
    // A range: only its lines change, to their canonical form.
    const start = find(rvp, ':VegetationClasses');
    const ranged = await client.request<TextEdit[]>('textDocument/rangeFormatting', {
      textDocument: { uri: uri(rvp) },
      range: { start, end: { line: start.line + 4, character: 0 } },
      options: { tabSize: 2, insertSpaces: true },
    });
    expect(ranged.length).toBeGreaterThan(0);
    expect(ranged.every((e) => e.range.start.line >= start.line && e.range.end.line <= start.line + 4)).toBe(
      true,
    );
    const formattedLines = formatRv(text, { fileType: 'rvp' }).split('\n');
    // The file's CRLF line ends stay as they were.
    const after = applyEdits(text, ranged)
      .split('\n')
      .map((l) => l.replace(/\r$/, ''));
    const canonical = formattedLines.indexOf(':VegetationClasses');
    expect(after.slice(start.line, start.line + 5)).toEqual(formattedLines.slice(canonical, canonical + 5));
    expect(after.slice(0, start.line)).toEqual(
      text
        .split('\n')
        .slice(0, start.line)
        .map((l) => l.replace(/\r$/, '')),
    );
  });

  it('lists blocks, classes, HRUs and subbasins as symbols, and folds blocks', async () => {
    const symbols = await client.request<DocumentSymbol[]>('textDocument/documentSymbol', {
      textDocument: { uri: uri(rvh) },
    });
    expect(
      symbols
        .filter((s) => s.children?.length)
        .map((s) => [s.name, s.children?.filter((c) => !c.name.startsWith(':')).map((c) => c.name)]),
    ).toEqual([
      [':SubBasins', ['1']],
      [':HRUs', ['1']],
    ]);
    const pSymbols = await client.request<DocumentSymbol[]>('textDocument/documentSymbol', {
      textDocument: { uri: uri(rvp) },
    });
    const veg = pSymbols.find((s) => s.name === ':VegetationClasses')!;
    expect(veg.children?.map((c) => c.name)).toEqual([':Attributes', ':Units', 'VEG_ALL']);
    const folds = await client.request<FoldingRange[]>('textDocument/foldingRange', {
      textDocument: { uri: uri(rvh) },
    });
    expect(folds.filter((f) => f.kind === 'region').map((f) => [f.startLine + 1, f.endLine + 1])).toEqual([
      [8, 12],
      [13, 17],
    ]);
  });
});

/** Applies LSP text edits to a text (edits do not overlap). */
function applyEdits(text: string, edits: TextEdit[]): string {
  const starts = [0];
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  const offset = (p: { line: number; character: number }) => starts[p.line] + p.character;
  const sorted = [...edits].sort((a, b) => offset(b.range.start) - offset(a.range.start));
  let out = text;
  for (const e of sorted)
    out = out.slice(0, offset(e.range.start)) + e.newText + out.slice(offset(e.range.end));
  return out;
}
