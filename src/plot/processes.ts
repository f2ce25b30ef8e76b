/**
 * The storages and process arrows of a model's `:HydrologicProcesses`: each storage named on a process line
 * a box, each process an arrow from its `from` storage to each `to` storage, labelled with the process name.
 * Storages are placed on a circle in the order the processes first name them, so arrows do not overlap.
 */
import { NoData } from './noData.js';
import type { ModelFacts } from '../facts/facts.js';
import { topLevel, type PlotSpec } from './spec.js';

/** One process arrow. */
export interface ProcessArrow {
  readonly process: string;
  readonly from: string;
  readonly to: string;
}

/** The arrows of the model's processes (a process with several `to` storages gives one arrow each). */
export function processArrows(model: ModelFacts): ProcessArrow[] {
  const out: ProcessArrow[] = [];
  for (const p of model.rvi.processes) {
    if (p.from === undefined) continue;
    for (const to of p.to) out.push({ process: p.name.replace(/^:/, ''), from: p.from.text, to: to.text });
  }
  return out;
}

/** The processes diagram as a Vega-Lite specification. */
export function processesSpec(model: ModelFacts): PlotSpec {
  const arrows = processArrows(model);
  if (arrows.length === 0) throw new NoData('the model has no :HydrologicProcesses with storages');
  const stores: string[] = [];
  for (const a of arrows) for (const s of [a.from, a.to]) if (!stores.includes(s)) stores.push(s);
  const place = new Map(
    stores.map((s, i) => {
      const angle = -Math.PI / 2 + (2 * Math.PI * i) / stores.length;
      return [s, { x: Math.cos(angle), y: -Math.sin(angle) }];
    }),
  );
  const links = arrows.map((a, i) => {
    const f = place.get(a.from)!;
    const t = place.get(a.to)!;
    // The label sits part way along the arrow, shifted per arrow so that parallel processes stay apart.
    const share = 0.35 + 0.3 * ((i % 3) / 2);
    return {
      x: f.x,
      y: f.y,
      x2: t.x,
      y2: t.y,
      lx: f.x + (t.x - f.x) * share,
      ly: f.y + (t.y - f.y) * share,
      ex: f.x + (t.x - f.x) * 0.88,
      ey: f.y + (t.y - f.y) * 0.88,
      angle: (Math.atan2(-(t.y - f.y), t.x - f.x) * 180) / Math.PI + 90,
      process: a.process,
      self: a.from === a.to,
    };
  });
  const axis = { axis: null, scale: { domain: [-1.25, 1.25] } };
  return topLevel({
    title: {
      text: 'Hydrologic processes',
      subtitle: `${arrows.length} flows between ${stores.length} storages`,
    },
    width: 900,
    height: 900,
    layer: [
      {
        data: { values: links },
        mark: { type: 'rule', color: '#6baed6', strokeWidth: 1.2 },
        encoding: {
          x: { field: 'x', type: 'quantitative', ...axis },
          y: { field: 'y', type: 'quantitative', ...axis },
          x2: { field: 'x2' },
          y2: { field: 'y2' },
        },
      },
      {
        data: { values: links },
        mark: { type: 'point', shape: 'triangle', filled: true, size: 60, color: '#2171b5' },
        encoding: {
          x: { field: 'ex', type: 'quantitative', ...axis },
          y: { field: 'ey', type: 'quantitative', ...axis },
          angle: { field: 'angle', type: 'quantitative', scale: null },
        },
      },
      {
        data: { values: links },
        mark: { type: 'text', fontSize: 9, color: '#444444' },
        encoding: {
          x: { field: 'lx', type: 'quantitative', ...axis },
          y: { field: 'ly', type: 'quantitative', ...axis },
          text: { field: 'process' },
        },
      },
      {
        data: { values: stores.map((s) => ({ ...place.get(s)!, store: s })) },
        mark: { type: 'text', fontSize: 12, fontWeight: 'bold', color: '#08306b' },
        encoding: {
          x: { field: 'x', type: 'quantitative', ...axis },
          y: { field: 'y', type: 'quantitative', ...axis },
          text: { field: 'store' },
        },
      },
    ],
  });
}
