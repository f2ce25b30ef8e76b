/**
 * Where a command line belongs while parsing: each open block is a context that knows its end rule and the
 * commands allowed inside it, all read from the catalogue.
 */
import { TABLE_HEADER_LINES } from '../../grammar/common.js';
import { commandTable, type CommandTable } from '../../grammar/lookup.js';
import type { BlockSpec, CommandSpec, FileCatalogue } from '../../grammar/types.js';

/** The file itself, or an open block. */
export interface Context {
  /** The block's spec; undefined for the file. */
  readonly spec: CommandSpec | undefined;
  readonly block: BlockSpec | undefined;
  /** Commands allowed directly inside (the file's commands for the file and for marker blocks). */
  readonly table: CommandTable;
}

/** The context of the file's top level. */
export function fileContext(catalogue: FileCatalogue): Context {
  return { spec: undefined, block: undefined, table: commandTable(catalogue.commands) };
}

/**
 * The context of a block opened by `spec` inside `parent`. A marker's body holds the commands its parent
 * holds (the file's commands at top level, a block's children when the marker is nested).
 */
export function blockContext(spec: CommandSpec, parent: Context): Context {
  const block = spec.block as BlockSpec;
  const table = block.marker ? parent.table : commandTable(blockChildren(block));
  return { spec, block, table };
}

/** True when `name` closes the block of `ctx` by its end rule. */
export function isEndOf(ctx: Context, name: string): boolean {
  const end = ctx.block?.end;
  if (!end) return false;
  return 'exact' in end ? end.exact.includes(name) : name.startsWith(':End');
}

/** True when a context takes `name` as its end or as a command inside it. */
export function accepts(ctx: Context, name: string): boolean {
  return isEndOf(ctx, name) || ctx.table.has(name);
}

const withHeaders = new WeakMap<BlockSpec, readonly CommandSpec[]>();

/** The commands allowed inside a (non-marker) block: its children, and the header lines of its table. */
export function blockChildren(block: BlockSpec): readonly CommandSpec[] {
  const header = block.rows?.header;
  if (!header) return block.children ?? [];
  let list = withHeaders.get(block);
  if (!list) {
    const own = block.children ?? [];
    const names = new Set(own.map((c) => c.name));
    list = [...own, ...TABLE_HEADER_LINES[header].filter((h) => !names.has(h.name))];
    withHeaders.set(block, list);
  }
  return list;
}
