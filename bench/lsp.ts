/**
 * Language server benchmark: `rvkit lsp` spawned and driven over stdio by a real client (test/lsp/client.ts).
 * - diagnostics after an edit of a 10,000-line .rvh (a generated model of 8,000 HRUs and 2,000 subbasins):
 *   from the didChange notification to the publishDiagnostics of that version (goal < 50 ms);
 * - hover and completion in that model, warm (goal < 10 ms), and the first hover after an edit;
 * - opening a 1,000,000-row :GridWeights file read by the model: time to its diagnostics (goal < 1.5 s), a
 *   hover on a name in the .rvh sent right after the open (it must not wait for the grid file's parse), the
 *   first hover inside the grid file, and the slowest hover on the .rvi answered until the diagnostics;
 * - the server's memory with the largest corpus model's files open.
 * Prints; never fails.
 */
import { readFileSync, mkdtempSync, rmSync, writeFileSync, appendFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { LspClient, uri } from '../test/lsp/client.js';
import { largestModel } from './check.js';
import { writeCheckModel } from './checkModel.js';
import { loadProject } from '../src/project/load.js';

const median = (v: number[]) => [...v].sort((a, b) => a - b)[v.length >> 1];

/** Resident memory (current and peak) of a process, in MB, from /proc. */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

async function timed<T>(f: () => Promise<T>): Promise<number> {
  const t = performance.now();
  await f();
  return performance.now() - t;
}

/** The (0-based) position of the first occurrence of `needle` in a text. */
function find(text: string, needle: string, shift = 0): { line: number; character: number } {
  const offset = text.indexOf(needle) + shift;
  const before = text.slice(0, offset);
  const line = before.split('\n').length - 1;
  return { line, character: offset - (before.lastIndexOf('\n') + 1) };
}

/** A :GriddedForcing whose :GridWeights give each of `hrus` HRUs `cells` cells of equal weight. */
function gridFile(hrus: number, cells: number): string {
  const parts = [
    ':GriddedForcing PRECIP_GRID\n  :ForcingType PRECIP\n  :FileNameNC precip.nc\n  :VarNameNC pr\n',
    '  :DimNamesNC lon lat time\n  :GridWeights\n',
    `    :NumberHRUs ${hrus}\n    :NumberGridCells ${hrus * cells}\n`,
  ];
  const weight = (1 / cells).toFixed(6);
  for (let h = 1; h <= hrus; h++)
    for (let c = 0; c < cells; c++) parts.push(`    ${h} ${(h - 1) * cells + c} ${weight}\n`);
  parts.push('  :EndGridWeights\n:EndGriddedForcing\n');
  return parts.join('');
}

/** Prints the language server figures. */
export async function benchLsp(corpus: string): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), 'rvkit-bench-lsp-'));
  const client = new LspClient();
  try {
    const stem = writeCheckModel(corpus, work, 2000, 4);
    const rvh = join(work, `${stem}.rvh`);
    const rvi = join(work, `${stem}.rvi`);
    const rvhText = readFileSync(rvh, 'utf8');
    await client.initialize(work);
    const opened = await timed(async () => {
      await client.open(rvh);
      await client.diagnosticsOf(rvh);
    });
    await client.open(rvi);
    await client.diagnosticsOf(rvi);
    const lines = rvhText.split('\n').length;
    // Edits: an HRU's elevation changed back and forth, each waited for until its diagnostics arrive.
    const cell = find(rvhText, ', 170,', 2);
    const times: number[] = [];
    for (let i = 0; i < 12; i++) {
      const value = i % 2 === 0 ? '171' : '170';
      const t = performance.now();
      await client.edit(rvh, cell, { line: cell.line, character: cell.character + 3 }, value);
      const version = client.version(rvh);
      await client.diagnosticsOf(rvh, () => client.diagnostics.get(uri(rvh))?.version === version);
      times.push(performance.now() - t);
    }
    console.log(
      `${lines.toLocaleString('en')}-line .rvh (8,000 HRUs, 2,000 subbasins): first diagnostics on open ${opened.toFixed(0)} ms; ` +
        `change to published diagnostics median ${median(times.slice(2)).toFixed(1)} ms (min ${Math.min(...times.slice(2)).toFixed(1)}, max ${Math.max(...times.slice(2)).toFixed(1)}; goal < 50)`,
    );
    // Hover and completion, warm.
    const hoverAt = (path: string, p: { line: number; character: number }) =>
      client.request('textDocument/hover', { textDocument: { uri: uri(path) }, position: p });
    const rviText = readFileSync(rvi, 'utf8');
    const onCommand = find(rviText, ':SoilModel', 2);
    const onClass = find(rvhText, 'VEG_ALL', 2);
    const firstAfterEdit = await timed(() => hoverAt(rvh, onClass));
    const sample = async (f: () => Promise<unknown>) => {
      const v: number[] = [];
      for (let i = 0; i < 30; i++) v.push(await timed(f));
      return median(v);
    };
    const hoverCommand = await sample(() => hoverAt(rvi, onCommand));
    const hoverClass = await sample(() => hoverAt(rvh, onClass));
    const complete = await sample(() =>
      client.request('textDocument/completion', { textDocument: { uri: uri(rvh) }, position: onClass }),
    );
    console.log(
      `hover on a command ${hoverCommand.toFixed(2)} ms, on an HRU's class ${hoverClass.toFixed(2)} ms, completion of a class ${complete.toFixed(2)} ms ` +
        `(medians, round trip; goal < 10); first hover on a name after an edit ${firstAfterEdit.toFixed(0)} ms (model and name index rebuilt)`,
    );
    // A 1,000,000-row :GridWeights file the model reads (through a redirect in the .rvt).
    const grid = join(work, 'grid.rvt');
    writeFileSync(grid, gridFile(8000, 125));
    appendFileSync(join(work, `${stem}.rvt`), '\n:RedirectToFile grid.rvt\n');
    // The server learns of the new file from the watcher and checks the model again (the grid included).
    client.diagnostics.delete(uri(rvi));
    await client.connection.sendNotification('workspace/didChangeWatchedFiles', { changes: [] });
    await client.diagnosticsOf(rvi);
    const gridText = readFileSync(grid, 'utf8');
    let done = false;
    let slowest = 0;
    let answered = 0;
    const t0 = performance.now();
    await client.open(grid, gridText);
    const diagnostics = client.diagnosticsOf(grid).then(() => {
      done = true;
      return performance.now() - t0;
    });
    // Right after the open: a hover on a name in a small file of the model (the model is loaded again, the
    // grid file in it) and a hover inside the grid file (which needs the grid file's tree).
    const inGrid = { line: 500_000, character: 5 };
    const [smallHover, gridHover] = await Promise.all([
      timed(() => hoverAt(rvh, onClass)),
      timed(() => hoverAt(grid, inGrid)),
    ]);
    while (!done) {
      slowest = Math.max(slowest, await timed(() => hoverAt(rvi, onCommand)));
      answered++;
      await new Promise((r) => setTimeout(r, 10));
    }
    const gridMs = await diagnostics;
    const gridDiagnostics = client.diagnostics.get(uri(grid))?.diagnostics.length ?? 0;
    const warmGrid = await sample(() => hoverAt(grid, inGrid));
    console.log(
      `1,000,000-row :GridWeights (${(gridText.length / 1e6).toFixed(0)} MB) opened: diagnostics in ${gridMs.toFixed(0)} ms (goal < 1.5 s; ${gridDiagnostics} diagnostics); ` +
        `sent right after the open: a hover on a class in the .rvh ${smallHover.toFixed(0)} ms, the first hover inside the grid file ${gridHover.toFixed(0)} ms ` +
        `(its tree comes from the checking thread); then ${answered} hovers on the .rvi until the diagnostics, slowest ${slowest.toFixed(1)} ms; ` +
        `hover inside the grid file, warm ${warmGrid.toFixed(2)} ms`,
    );
    const mem = memoryOf(client.pid);
    console.log(
      `server memory with this model open: ${mem.rss.toFixed(0)} MB resident (peak ${mem.peak.toFixed(0)} MB)`,
    );
  } finally {
    await client.close();
    rmSync(work, { recursive: true, force: true });
  }
  // Memory with the largest corpus model open (every file of it in the editor).
  const largest = await largestModel(corpus);
  const project = await loadProject(largest.rvi);
  const big = new LspClient();
  try {
    await big.initialize(project.dir);
    const t = performance.now();
    for (const f of project.files) await big.open(f.path);
    for (const f of project.files) await big.diagnosticsOf(f.path);
    const ms = performance.now() - t;
    // A hover on a name loads the model on the main thread too (the checking thread has its own).
    const rvh = project.files.find((f) => f.path.toLowerCase().endsWith('.rvh'));
    if (rvh) {
      const row = rvh.text.split('\n').findIndex((l) => /^\s*\d+[\s,]+\S/.test(l));
      if (row >= 0)
        await big.request('textDocument/hover', {
          textDocument: { uri: uri(rvh.path) },
          position: { line: row, character: rvh.text.split('\n')[row].search(/\S/) },
        });
    }
    await new Promise((r) => setTimeout(r, 1000));
    const mem = memoryOf(big.pid);
    console.log(
      `largest corpus model (${(largest.bytes / 1e6).toFixed(1)} MB, ${project.files.length} files) all open: diagnostics for every file in ${ms.toFixed(0)} ms; ` +
        `after a hover (the model loaded on both threads) the server is at ${mem.rss.toFixed(0)} MB resident (peak ${mem.peak.toFixed(0)} MB)`,
    );
  } finally {
    await big.close();
  }
}
