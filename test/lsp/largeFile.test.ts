/**
 * A big file in the editor: its parse is not on the request path. Through the real stdio client, on a real
 * corpus model whose .rvt buffer (unsaved, the corpus is not written) grows a 500,000-row :GridWeights, a
 * request in a small file of the same model is answered before a request inside the big file sent before it
 * (which needs the big file's tree, parsed on the checking thread) and before the big file's diagnostics.
 * Then the trees the checking thread hands over equal the main thread's own parse on every corpus file.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Hover } from 'vscode-languageserver';
import type { FileType } from '../../grammar/types.js';
import { parseRv } from '../../src/parser/parseRv.js';
import { LARGE_TEXT } from '../../src/lsp/overlay.js';
import { packDoc, unpackDoc } from '../../src/lsp/transferDoc.js';
import { rvFilesUnder, sharedCorpus } from '../paths.js';
import { LspClient, uri } from './client.js';

const IRONDEQUOIT = join(
  sharedCorpus,
  'CSHS-CWRA__RavenHydroFramework/benchmarking___InputFiles__Irondequoit',
);
const rvh = join(IRONDEQUOIT, 'Irondequoit.rvh');
const rvt = join(IRONDEQUOIT, 'Irondequoit.rvt');
const read = (p: string) => readFileSync(p, 'latin1');

/** A :GriddedForcing whose :GridWeights has `rows` rows (HRU 1, one cell each). */
function gridForcing(rows: number): string {
  const parts = [
    ':GriddedForcing PRECIP_GRID\n  :ForcingType PRECIP\n  :FileNameNC precip.nc\n  :VarNameNC pr\n',
    `  :DimNamesNC lon lat time\n  :GridWeights\n    :NumberHRUs 1\n    :NumberGridCells ${rows}\n`,
  ];
  const weight = (1 / rows).toExponential(6);
  for (let c = 0; c < rows; c++) parts.push(`    1 ${c} ${weight}\n`);
  parts.push('  :EndGridWeights\n:EndGriddedForcing\n');
  return parts.join('');
}

/** The (0-based) position of the first occurrence of `needle` in a text, plus `shift`. */
function find(text: string, needle: string, shift = 0): { line: number; character: number } {
  const offset = text.indexOf(needle) + shift;
  const before = text.slice(0, offset);
  return { line: before.split('\n').length - 1, character: offset - (before.lastIndexOf('\n') + 1) };
}

const hoverAt = (c: LspClient, path: string, position: { line: number; character: number }) =>
  c
    .request<Hover | null>('textDocument/hover', { textDocument: { uri: uri(path) }, position })
    .then((h) => (h ? (h.contents as { value: string }).value : ''));

describe('a big file in the language server', () => {
  let client: LspClient;
  beforeAll(async () => {
    client = new LspClient();
    await client.initialize(IRONDEQUOIT);
  });
  afterAll(async () => {
    expect(await client.close()).toBe(0);
  });

  it('answers a request in a small file of the model before the big file is parsed and checked', async () => {
    const rvhText = read(rvh);
    const onClass = find(rvhText, 'VEG_ALL', 1);
    await client.open(rvh);
    await client.diagnosticsOf(rvh);
    const expected = '**vegetation class** `VEG_ALL`: defined in Irondequoit.rvp line 35; 1 use.';
    expect(await hoverAt(client, rvh, onClass)).toBe(expected);

    const original = read(rvt);
    const big = `${original}\n${gridForcing(500_000)}`;
    expect(big.length).toBeGreaterThan(10 * LARGE_TEXT);
    const inGrid = find(big, '    1 250000 ', 6);
    const order: string[] = [];
    await client.open(rvt, big);
    const diagnostics = client.diagnosticsOf(rvt).then((d) => {
      order.push('big file diagnostics');
      return d;
    });
    // The request inside the big file goes first; it waits for the tree the checking thread parses.
    const inBig = hoverAt(client, rvt, inGrid).then((h) => {
      order.push('hover in the big file');
      return h;
    });
    const inSmall = hoverAt(client, rvh, onClass).then((h) => {
      order.push('hover in the small file');
      return h;
    });
    const [small, bigHover, list] = await Promise.all([inSmall, inBig, diagnostics]);
    expect(order[0]).toBe('hover in the small file');
    expect(order).toHaveLength(3);
    // Both answers are right: the small file's from its model, the big file's from the big file's tree.
    expect(small).toBe(expected);
    expect(bigHover).toBe('`250000`: cell_id (int) of :GridWeights.');
    // The check read the grid (the NetCDF file it names does not exist) at its place in the buffer.
    expect(list.some((d) => d.range.start.line >= original.split('\n').length)).toBe(true);

    // An edit inside the big file: the next request there is answered from the new tree.
    const row = find(big, '    1 7 ', 6);
    await client.edit(rvt, row, { line: row.line, character: row.character + 1 }, '8');
    expect(await hoverAt(client, rvt, row)).toBe('`8`: cell_id (int) of :GridWeights.');
  });
});

describe('syntax trees handed from the checking thread', () => {
  it('equal the parse of the text itself on every corpus file (diagnostics aside)', () => {
    const files = rvFilesUnder(sharedCorpus).filter((p) => !p.endsWith('.tpl'));
    expect(files.length).toBeGreaterThan(100);
    for (const path of files) {
      const text = read(path);
      const fileType = path.slice(-3).toLowerCase() as FileType;
      const doc = parseRv(text, { fileType, fileName: 'f' });
      const back = unpackDoc(structuredClone(packDoc(doc)), text, 'f');
      expect(back).toEqual({ ...doc, diagnostics: [] });
    }
  });

  it('are refused for a text they were not parsed from', () => {
    const text = read(join(IRONDEQUOIT, 'IrondequoitGauge.rvt'));
    const packed = packDoc(parseRv(text, { fileType: 'rvt' }));
    expect(unpackDoc(packed, text, 'f')).toBeDefined();
    expect(unpackDoc(packed, text.slice(0, 10), 'f')).toBeUndefined();
  });
});
