/** Document symbols and folding, called on a file of the model (test/lsp/cursor.ts): blocks and the rows that name things. */
import { SymbolKind } from 'vscode-languageserver';
import { documentSymbols, foldingRanges } from '../../src/lsp/outline.js';
import { atCursor } from './cursor.js';

test('the outline of an .rvh: its blocks, each with the subbasins or HRUs its rows define', async () => {
  const at = await atCursor('minimal.rvh', '<|>:SubBasins');
  const starts = at.ws.lineStarts(at.file.path, at.file.text);
  const symbols = documentSymbols(at.file.doc.items, at.file.text, starts);
  expect(symbols.map((s) => [s.name, s.kind, s.range.start.line, s.range.end.line])).toEqual([
    [':SubBasins', SymbolKind.Module, 0, 4],
    [':HRUs', SymbolKind.Module, 6, 10],
  ]);
  const rows = (i: number) =>
    symbols[i]!.children!.filter((c) => !c.name.startsWith(':')).map((c) => [c.name, c.kind]);
  expect(rows(0)).toEqual([['1', SymbolKind.Namespace]]);
  expect(rows(1)).toEqual([['1', SymbolKind.Object]]);
});

test('the outline of an .rvp names its classes and profiles; every block folds', async () => {
  const at = await atCursor('minimal.rvp', '<|>:SoilClasses');
  const starts = at.ws.lineStarts(at.file.path, at.file.text);
  const symbols = documentSymbols(at.file.doc.items, at.file.text, starts);
  const named = (block: string) =>
    symbols
      .find((s) => s.name === block)!
      .children!.filter((c) => !c.name.startsWith(':'))
      .map((c) => c.name);
  expect(named(':SoilClasses')).toEqual(['TOPSOIL', 'SUBSOIL']);
  expect(named(':SoilProfiles')).toEqual(['LOAM']);
  const folds = foldingRanges(at.file.doc.items, starts).map((f) => [f.startLine, f.endLine]);
  expect(folds).toEqual(
    expect.arrayContaining([
      [0, 3],
      [5, 7],
    ]),
  );
});
