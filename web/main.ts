/**
 * The rvkit page: files dropped (or chosen, or the bundled example) are checked, formatted and diffed with the
 * library's browser-clean layers, compiled by `tsc` into dist/ and bundled by Vite; a dropped hydrograph is
 * read (NetCDF-4 with h5wasm, or Raven's CSV) and drawn with the same Vega-Lite specification as `rvkit plot`.
 */
import * as vega from 'vega';
import { checkProject } from '../dist/src/check/checkProject.js';
import type { Diagnostic } from '../dist/src/ast/nodes.js';
import { parseRv } from '../dist/src/parser/parseRv.js';
import { formatDocument } from '../dist/src/printer/format.js';
import { fileTypeOf } from '../dist/src/project/fileType.js';
import type { CheckHost } from '../dist/src/project/host.js';
import { loadProjectFrom } from '../dist/src/project/loadFrom.js';
import { memoryModels, memorySource, normalisePath } from '../dist/src/project/memorySource.js';
import type { Dataset } from '../dist/src/output/dataset.js';
import { readHydrographsCsv } from '../dist/src/output/hydrographsCsv.js';
import { readHdf5NetcdfBytes, type H5wasm } from '../dist/src/output/netcdfHdf5.js';
import { datasetOf } from '../dist/src/output/netcdfDataset.js';
import { hydrographSpec } from '../dist/src/plot/hydrograph.js';
import { toVega } from '../dist/src/plot/render.js';
import { lineDiff } from '../dist/src/fix/unifiedDiff.js';

/** A dropped file: its path below what was dropped, and its bytes. */
interface Dropped {
  readonly path: string;
  readonly bytes: Uint8Array;
}

const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const status = $('status');

/** Bytes as text, one character per byte, as rvkit reads RV files (latin1), so that they print back unchanged. */
function latin1(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 0x8000) out += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return out;
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Record<string, string> = {},
  text?: string,
) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  if (text !== undefined) e.textContent = text;
  return e;
}

/** A checker host over the dropped files: data files exist when they were dropped with the model. */
function memoryHost(files: ReadonlyMap<string, string>, dir: string): CheckHost {
  const abs = (p: string) => normalisePath(p.startsWith('/') ? p : `${dir}/${p}`);
  return {
    exists: (p) => files.has(abs(p)),
    readText: async (p) => files.get(abs(p)),
  };
}

async function handle(dropped: readonly Dropped[]): Promise<void> {
  document.body.dataset['state'] = 'busy';
  const started = performance.now();
  const models = $('models');
  models.replaceChildren();
  const hydrographs = dropped.filter((f) => /hydrographs\.(nc|csv)$/i.test(f.path));
  const texts = new Map(
    dropped
      .filter((f) => fileTypeOf(f.path) || /\.(csv|txt|tb0|rvt)$/i.test(f.path))
      .map((f) => [normalisePath(f.path), latin1(f.bytes)]),
  );
  const rvPaths = [...texts.keys()].filter((p) => fileTypeOf(p));
  const shown = new Set<string>();
  let count = 0;
  for (const model of memoryModels(rvPaths)) {
    const project = await loadProjectFrom(model, memorySource(texts));
    const diagnostics = await checkProject(project, { host: memoryHost(texts, model.dir) });
    const section = element('section', { class: 'model', 'data-stem': model.stem });
    section.append(element('h2', {}, `Model ${model.stem}${model.dir ? ` (${model.dir})` : ''}`));
    const own = diagnostics.filter((d) => !project.files.some((f) => f.doc.fileName === d.file));
    if (own.length > 0) section.append(diagnosticList(own));
    for (const file of project.files) {
      shown.add(file.path);
      section.append(
        fileView(
          file.path,
          file.text,
          formatDocument(file.doc),
          diagnostics.filter((d) => d.file === file.doc.fileName),
        ),
      );
      count++;
    }
    models.append(section);
  }
  // RV files that belong to no dropped model: their syntax alone.
  const loose = rvPaths.filter((p) => !shown.has(p));
  if (loose.length > 0) {
    const section = element('section', { class: 'model' });
    section.append(element('h2', {}, 'Files without their model (syntax only)'));
    for (const path of loose) {
      const text = texts.get(path) as string;
      const doc = parseRv(text, { fileType: fileTypeOf(path)!, fileName: path });
      section.append(fileView(path, text, formatDocument(doc), doc.diagnostics));
      count++;
    }
    models.append(section);
  }
  for (const h of hydrographs.slice(0, 1)) await plotHydrograph(h);
  const ms = performance.now() - started;
  status.textContent = `${count} RV file${count === 1 ? '' : 's'} checked and formatted${hydrographs.length ? ', hydrograph drawn' : ''} in ${ms.toFixed(0)} ms`;
  document.body.dataset['elapsed'] = String(ms);
  document.body.dataset['state'] = 'ready';
}

function diagnosticList(diagnostics: readonly Diagnostic[]): HTMLElement {
  const list = element('ul', { class: 'diagnostics' });
  if (diagnostics.length === 0) list.append(element('li', { class: 'none' }, 'no problems'));
  for (const d of diagnostics) {
    const li = element('li', {
      class: d.severity,
      'data-code': d.code ?? '',
      'data-line': String(d.line),
      'data-column': String(d.column),
    });
    li.textContent = `${d.line}:${d.column} ${d.severity} ${d.code ?? ''} ${d.message}`;
    list.append(li);
  }
  return list;
}

function fileView(
  path: string,
  text: string,
  formatted: string,
  diagnostics: readonly Diagnostic[],
): HTMLElement {
  const view = element('article', { class: 'file', 'data-file': path });
  view.append(element('h3', {}, path), diagnosticList(diagnostics));
  const changed = formatted !== text;
  // The texts go into the page only when opened: a model's data files can hold megabytes of text.
  const formattedBox = element('details');
  formattedBox.append(
    element('summary', {}, changed ? 'Formatted text' : 'Formatted text (already canonical)'),
  );
  const pre = element('pre', { class: 'formatted' });
  formattedBox.append(pre);
  const fill = () => {
    if (pre.textContent === '') pre.textContent = formatted;
  };
  if (formatted.length <= 100_000) fill();
  else formattedBox.addEventListener('toggle', fill, { once: true });
  view.append(formattedBox);
  if (changed) {
    const diff = element('details');
    diff.append(element('summary', {}, 'What formatting changes'));
    diff.addEventListener(
      'toggle',
      () => {
        const out = element('pre', { class: 'diff' });
        for (const { kind, line } of lineDiff(text, formatted)) {
          const shown = line.replace(/\r?\n$/, '');
          if (kind === ' ') out.append(`  ${shown}\n`);
          else out.append(element('span', { class: kind === '+' ? 'add' : 'del' }, `${kind} ${shown}`));
        }
        diff.append(out);
      },
      { once: true },
    );
    view.append(diff);
  }
  // The download is made when clicked, not for every file up front.
  const link = element(
    'a',
    { href: '#', download: path.split('/').pop() ?? path, class: 'download' },
    'Download formatted file',
  );
  link.addEventListener('click', () => {
    const bytes = Uint8Array.from(formatted, (c) => c.charCodeAt(0) & 0xff);
    link.setAttribute('href', URL.createObjectURL(new Blob([bytes])));
  });
  view.append(link);
  return view;
}

async function readHydrograph(file: Dropped): Promise<Dataset> {
  if (/\.csv$/i.test(file.path)) return readHydrographsCsv(new TextDecoder().decode(file.bytes));
  // h5wasm (HDF5 compiled to WebAssembly, a few MB) is loaded only when a NetCDF file is dropped.
  const h5wasm = await import('h5wasm');
  await h5wasm.ready;
  return datasetOf(readHdf5NetcdfBytes(h5wasm as unknown as H5wasm, file.bytes, 'Hydrographs.nc'));
}

async function plotHydrograph(file: Dropped): Promise<void> {
  const section = $('plot');
  const info = $('plot-info');
  section.hidden = false;
  try {
    const ds = await readHydrograph(file);
    const { spec, metrics } = hydrographSpec(ds, { width: 1040, zoom: true });
    const view = new vega.View(vega.parse(toVega(spec)), {
      renderer: 'svg',
      container: '#plot-view',
      hover: true,
    });
    await view.runAsync();
    const steps = ds.time?.dates.length ?? 0;
    info.textContent =
      `${file.path}: ${steps} steps, ${ds.time?.dates[0] ?? ''} to ${ds.time?.dates[steps - 1] ?? ''}; ` +
      metrics
        .map(
          (m) =>
            `subbasin ${m.basin}: ${m.metrics ? `NSE ${m.metrics.nse?.toFixed(3)}, KGE ${m.metrics.kge?.toFixed(3)}, PBIAS ${m.metrics.pbias?.toFixed(1)} %` : 'no observations'}`,
        )
        .join('; ');
    section.dataset['steps'] = String(steps);
    section.dataset['basins'] = metrics.map((m) => m.basin).join(',');
  } catch (error) {
    info.textContent = `${file.path}: ${(error as Error).message}`;
  }
}

async function filesOf(list: FileList | File[]): Promise<Dropped[]> {
  return Promise.all(
    [...list].map(async (f) => ({
      path: (f as File & { webkitRelativePath?: string }).webkitRelativePath || f.name,
      bytes: new Uint8Array(await f.arrayBuffer()),
    })),
  );
}

/** The files of dropped items, directories walked (the File System Entry API every browser has). */
async function droppedFiles(items: DataTransferItemList): Promise<Dropped[]> {
  const out: Dropped[] = [];
  const walk = async (entry: FileSystemEntry, prefix: string): Promise<void> => {
    if (entry.isFile) {
      const file = await new Promise<File>((ok, fail) => (entry as FileSystemFileEntry).file(ok, fail));
      out.push({ path: `${prefix}${entry.name}`, bytes: new Uint8Array(await file.arrayBuffer()) });
    } else if (entry.isDirectory) {
      const reader = (entry as FileSystemDirectoryEntry).createReader();
      for (;;) {
        const batch = await new Promise<FileSystemEntry[]>((ok, fail) => reader.readEntries(ok, fail));
        if (batch.length === 0) break;
        for (const child of batch) await walk(child, `${prefix}${entry.name}/`);
      }
    }
  };
  const entries = [...items].map((i) => i.webkitGetAsEntry()).filter((e): e is FileSystemEntry => e !== null);
  for (const entry of entries) await walk(entry, '');
  return out;
}

const drop = $('drop');
drop.addEventListener('dragover', (e) => {
  e.preventDefault();
  drop.classList.add('over');
});
drop.addEventListener('dragleave', () => drop.classList.remove('over'));
drop.addEventListener('drop', async (e) => {
  e.preventDefault();
  drop.classList.remove('over');
  if (e.dataTransfer) await handle(await droppedFiles(e.dataTransfer.items));
});
for (const id of ['files', 'directory']) {
  const input = $<HTMLInputElement>(id);
  input.addEventListener('change', async () => {
    if (input.files) await handle(await filesOf(input.files));
  });
}

// The example: the project's own small GR4J model, bundled into the page as text.
const EXAMPLE = import.meta.glob('../corpus/gr4j-tiny/*.rv?', {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;
$('example').addEventListener('click', () =>
  handle(
    Object.entries(EXAMPLE).map(([path, text]) => ({
      path: path.replace('../corpus/', ''),
      bytes: Uint8Array.from(text, (c) => c.charCodeAt(0) & 0xff),
    })),
  ),
);
document.body.dataset['state'] = 'idle';
