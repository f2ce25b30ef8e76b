/**
 * How a command was written, beyond its value: the spelling of its name (an alias Raven reads the same), the
 * order of the lines inside a block whose order Raven ignores, its end word. A model read from text keeps
 * them (not enumerable: no part of its value or JSON) so that, once changed, it writes its lines as the file
 * had them and a saved file differs only where the value did.
 */
const LAYOUT = Symbol('rvkit.layout');

/** What a model remembers of how it was written. */
export interface Layout {
  /** The command name as written (an alias, or the canonical name). */
  readonly spelling?: string;
  /** The end line's word as written. */
  readonly end?: string;
  /** The names of the lines inside, in the order written (a name once per line). */
  readonly order?: readonly string[];
  /** How many values each data row held (a number: every row the same). */
  readonly perRow?: number | Int32Array;
}

/** Records how a model was written. */
export function keepLayout(model: object, layout: Layout): void {
  Object.defineProperty(model, LAYOUT, { value: layout, configurable: true, writable: true });
}

/** How a model was written, if it was read from text. */
export function layoutOf(model: object): Layout {
  return (model as { [LAYOUT]?: Layout })[LAYOUT] ?? {};
}

/** Gives a copy the layout of the model it copies. */
export function carryLayout<T extends object>(from: object, to: T): T {
  const layout = (from as { [LAYOUT]?: Layout })[LAYOUT];
  if (layout) keepLayout(to, layout);
  return to;
}

/**
 * The lines of a block's parts in the order the file wrote them: `parts` are the parts a model writes, each
 * keyed by the name of its first line, in the model's own order; a part whose name the file had goes where
 * the file had it (the n-th part of a name at that name's n-th place), the others follow in the model's order.
 */
export function inWrittenOrder<L>(
  parts: readonly { readonly name: string; readonly lines: readonly L[] }[],
  order: readonly string[] | undefined,
): L[] {
  const out: L[] = [];
  // One push per line: a part may hold a million rows, too many for push's arguments.
  const emit = (lines: readonly L[]) => {
    for (const l of lines) out.push(l);
  };
  if (!order || order.length === 0) {
    for (const p of parts) emit(p.lines);
    return out;
  }
  const queues = new Map<string, { lines: readonly L[] }[]>();
  for (const p of parts) {
    const q = queues.get(p.name) ?? [];
    q.push(p);
    queues.set(p.name, q);
  }
  const used = new Set<object>();
  for (const name of order) {
    const p = queues.get(name)?.shift();
    if (!p) continue;
    used.add(p);
    emit(p.lines);
  }
  for (const p of parts) if (!used.has(p)) emit(p.lines);
  return out;
}
