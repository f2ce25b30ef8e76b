/** Writing a plot to a file: SVG, PNG or the Vega-Lite specification as JSON, chosen by the extension. */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { svgToPng } from '../../plot/png.js';
import { renderSvg } from '../../plot/render.js';
import type { PlotSpec } from '../../plot/spec.js';

/** The formats `rvkit plot` writes. */
export type PlotFormat = 'svg' | 'png' | 'json';

/** The format a file name asks for, or undefined for an extension rvkit does not write. */
export function formatOf(path: string): PlotFormat | undefined {
  const lower = path.toLowerCase();
  if (lower.endsWith('.svg')) return 'svg';
  if (lower.endsWith('.png')) return 'png';
  if (lower.endsWith('.json')) return 'json';
  return undefined;
}

/** Renders a specification and writes it to `path` in the format its extension names. */
export async function writePlot(spec: PlotSpec, path: string): Promise<void> {
  const format = formatOf(path) ?? 'svg';
  await mkdir(dirname(path), { recursive: true });
  if (format === 'json') {
    await writeFile(path, `${JSON.stringify(spec)}\n`);
    return;
  }
  const { svg } = await renderSvg(spec);
  await writeFile(path, format === 'png' ? svgToPng(svg) : svg);
}
