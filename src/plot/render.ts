/**
 * Drawing a specification: Vega-Lite compiles it to Vega, and Vega's headless view renders SVG (no browser,
 * no canvas). The same functions run in the web page.
 */
import * as vegaLite from 'vega-lite';
import * as vega from 'vega';
import type { PlotSpec } from './spec.js';

/** A rendered plot: the SVG text and the domains of the scales that were drawn. */
export interface RenderedSvg {
  readonly svg: string;
  /** Each scale's domain by Vega scale name (`concat_1_y`, `color`, …): what the axes span. */
  readonly domains: Readonly<Record<string, readonly unknown[]>>;
}

/** Compiles a Vega-Lite specification to Vega. */
export function toVega(spec: PlotSpec): vega.Spec {
  return vegaLite.compile(spec as unknown as vegaLite.TopLevelSpec).spec;
}

/** Renders a specification to SVG text, with the domains of its scales. */
export async function renderSvg(spec: PlotSpec): Promise<RenderedSvg> {
  const compiled = toVega(spec);
  const view = new vega.View(vega.parse(compiled), { renderer: 'none' });
  try {
    const svg = await view.toSVG();
    const domains: Record<string, readonly unknown[]> = {};
    for (const name of scaleNames(compiled)) {
      try {
        domains[name] = view.scale(name).domain() as unknown[];
      } catch {
        // A scale inside a facet has no single domain.
      }
    }
    return { svg, domains };
  } finally {
    view.finalize();
  }
}

/** The names of the scales of a Vega specification, nested groups included. */
function scaleNames(spec: { scales?: { name: string }[]; marks?: unknown[] }): string[] {
  const out = (spec.scales ?? []).map((s) => s.name);
  for (const mark of spec.marks ?? []) {
    const m = mark as { type?: string; scales?: { name: string }[]; marks?: unknown[] };
    if (m.type === 'group') out.push(...scaleNames(m));
  }
  return out;
}
