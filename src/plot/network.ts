/**
 * The subbasin network of a model's .rvh: each subbasin a point, each downstream link a line to the
 * subbasin it drains into, outlets at the bottom and headwaters above, gauged subbasins and reservoirs
 * marked. Read from the syntax tree (the checker's facts), so a model that Raven would refuse still draws.
 */
import { NoData } from './noData.js';
import type { ModelFacts } from '../facts/facts.js';
import { topLevel, WIDTH, type PlotSpec } from './spec.js';

/** One subbasin of the drawn network. */
export interface NetworkNode {
  readonly id: string;
  readonly name: string;
  /** The downstream subbasin's ID, or null at an outlet (-1, or an ID that is not in the model). */
  readonly downstream: string | null;
  readonly gauged: boolean;
  readonly reservoir: boolean;
  /** Links from the outlet (0 at an outlet). */
  readonly depth: number;
  /** Horizontal place: leaves in order, each subbasin centred over its upstream subbasins. */
  readonly x: number;
}

/** The subbasins of a model, placed for drawing. */
export function networkNodes(model: ModelFacts): NetworkNode[] {
  const rows = model.rvh.subbasins;
  const reservoirs = new Set(
    model.rvh.reservoirs.map((r) => r.subbasin?.text).filter((t) => t !== undefined),
  );
  const raw = rows.map((row) => ({
    id: row.text('subbasin_id') ?? '',
    name: row.text('name') ?? '',
    downstream: row.text('downstream_id') ?? '-1',
    gauged: (row.text('gauged') ?? '0').trim() !== '0',
  }));
  const ids = new Set(raw.map((r) => r.id));
  const upstream = new Map<string, string[]>();
  for (const r of raw) {
    if (!ids.has(r.downstream) || r.downstream === r.id) continue;
    const list = upstream.get(r.downstream) ?? [];
    list.push(r.id);
    upstream.set(r.downstream, list);
  }
  const depth = new Map<string, number>();
  const x = new Map<string, number>();
  let leaf = 0;
  // Depth-first from each outlet; `seen` guards against loops Raven would refuse anyway.
  const place = (id: string, d: number, seen: Set<string>): number => {
    seen.add(id);
    depth.set(id, d);
    const children = (upstream.get(id) ?? []).filter((c) => !seen.has(c));
    const xs = children.map((c) => place(c, d + 1, seen));
    const at = xs.length === 0 ? leaf++ : xs.reduce((a, b) => a + b, 0) / xs.length;
    x.set(id, at);
    return at;
  };
  const seen = new Set<string>();
  for (const r of raw) if (!ids.has(r.downstream) || r.downstream === r.id) place(r.id, 0, seen);
  for (const r of raw) if (!seen.has(r.id)) place(r.id, 0, seen); // members of a loop
  return raw.map((r) => ({
    id: r.id,
    name: r.name,
    downstream: ids.has(r.downstream) && r.downstream !== r.id ? r.downstream : null,
    gauged: r.gauged,
    reservoir: reservoirs.has(r.id),
    depth: depth.get(r.id) ?? 0,
    x: x.get(r.id) ?? 0,
  }));
}

/** The network as a Vega-Lite specification. */
export function networkSpec(model: ModelFacts, options: { width?: number } = {}): PlotSpec {
  const nodes = networkNodes(model);
  if (nodes.length === 0) throw new NoData('the model has no :SubBasins');
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const links = nodes
    .filter((n) => n.downstream !== null)
    .map((n) => {
      const to = byId.get(n.downstream as string) as NetworkNode;
      return { x: n.x, y: n.depth, x2: to.x, y2: to.depth };
    });
  const points = nodes.map((n) => ({
    x: n.x,
    y: n.depth,
    id: n.id,
    label: n.name && n.name !== n.id ? `${n.id} ${n.name}` : n.id,
    kind: n.reservoir ? 'reservoir' : n.gauged ? 'gauged' : 'subbasin',
  }));
  const maxDepth = Math.max(...nodes.map((n) => n.depth));
  const maxX = Math.max(...nodes.map((n) => n.x));
  // No axes (places, not quantities); half a step of margin so no point or label sits on the frame.
  const x = { field: 'x', type: 'quantitative', axis: null, scale: { domain: [-0.5, maxX + 0.5] } };
  const y = { field: 'y', type: 'quantitative', axis: null, scale: { domain: [-0.5, maxDepth + 0.5] } };
  const layers: Record<string, unknown>[] = [
    {
      data: { values: links },
      mark: { type: 'rule', color: '#6baed6', strokeWidth: 1.5 },
      encoding: {
        x,
        y,
        x2: { field: 'x2' },
        y2: { field: 'y2' },
      },
    },
    {
      data: { values: points },
      mark: { type: 'point', filled: true, size: 90, opacity: 1 },
      encoding: {
        x,
        y,
        color: {
          field: 'kind',
          type: 'nominal',
          title: null,
          scale: { domain: ['subbasin', 'gauged', 'reservoir'], range: ['#9e9e9e', '#d62728', '#1f77b4'] },
        },
        shape: {
          field: 'kind',
          type: 'nominal',
          title: null,
          scale: { domain: ['subbasin', 'gauged', 'reservoir'], range: ['circle', 'triangle-up', 'square'] },
        },
      },
    },
  ];
  // Labels stay readable up to a few dozen subbasins; beyond that the points and links tell the shape.
  if (nodes.length <= 80)
    layers.push({
      data: { values: points },
      mark: { type: 'text', align: 'left', dx: 7, dy: -6, fontSize: 10 },
      encoding: {
        x,
        y,
        text: { field: 'label' },
      },
    });
  return topLevel({
    title: { text: 'Subbasin network', subtitle: `${nodes.length} subbasins; the outlet at the bottom` },
    width: (options.width ?? WIDTH) - 120,
    height: Math.max(200, Math.min(900, 70 * (maxDepth + 1))),
    layer: layers,
  });
}
