/**
 * A syntax tree sent from the checking thread to the main thread, small and cheap to copy: the big texts
 * (data rows, the ignored tail) travel as offsets into the file's text, which the main thread already holds,
 * and each command's catalogue entry as nothing, found again from the catalogue on arrival. The
 * diagnostics stay behind: the main thread only answers requests, the checking thread reports problems.
 */
import { CATALOGUE } from '../../grammar/index.js';
import type { FileType } from '../../grammar/types.js';
import type { Command, Item, RvDocument } from '../ast/nodes.js';
import { commandName } from '../ast/nodes.js';
import { blockContext, fileContext, type Context } from '../parser/context.js';

/** A node whose text is left out: the main thread cuts it from the file's text. */
interface Cut {
  readonly kind: 'rows' | 'ignored';
  readonly start: number;
  readonly length: number;
}

/** A line that crosses as it is (a comment or blank line: small texts). */
type PackedLine = Exclude<Item, Command | Cut | { kind: 'rows' | 'ignored' }>;

type PackedItem = PackedLine | Cut;

/** A command without its catalogue entry, its body and continuation packed. */
interface PackedCommand extends Omit<Command, 'spec' | 'body' | 'continuation'> {
  readonly spec: undefined;
  body?: Packed[];
  continuation?: Cut;
}

type Packed = PackedItem | PackedCommand;

/** A syntax tree as it crosses from the checking thread. */
export interface PackedDoc {
  readonly fileType: FileType;
  readonly fileName: string;
  readonly items: readonly Packed[];
}

function packItem(item: Item): Packed {
  switch (item.kind) {
    case 'rows':
    case 'ignored':
      return { kind: item.kind, start: item.start, length: item.text.length };
    case 'command': {
      const { body, continuation, ...rest } = item;
      // The entry is left out (spec: undefined): it is found again on arrival, not copied.
      const out: PackedCommand = { ...rest, spec: undefined };
      if (body) out.body = body.map(packItem);
      if (continuation)
        out.continuation = { kind: 'rows', start: continuation.start, length: continuation.text.length };
      return out;
    }
    default:
      return item;
  }
}

/** A tree made ready to post to the main thread. */
export function packDoc(doc: RvDocument): PackedDoc {
  return { fileType: doc.fileType, fileName: doc.fileName, items: doc.items.map(packItem) };
}

/** The text of a cut node, or undefined when the text does not hold it (not the text it was parsed from). */
function cut(node: Cut, text: string): string | undefined {
  return node.start + node.length <= text.length
    ? text.slice(node.start, node.start + node.length)
    : undefined;
}

class Mismatch extends Error {}

function unpackItem(item: Packed, text: string, ctx: Context): Item {
  if (item.kind === 'rows' || item.kind === 'ignored') {
    const t = cut(item, text);
    if (t === undefined) throw new Mismatch();
    return { kind: item.kind, text: t, start: item.start };
  }
  if (item.kind !== 'command') return item as PackedLine;
  const command = item;
  // The entry the parser gave it: the parser's own context rule, replayed over the known structure.
  const spec = ctx.table.get(commandName(command as unknown as Command));
  const inner = spec?.block && command.body ? blockContext(spec, ctx) : ctx;
  const { body, continuation, ...rest } = command;
  const out: Command = { ...rest, spec };
  if (body) out.body = body.map((b) => unpackItem(b, text, inner));
  if (continuation) {
    const t = cut(continuation, text);
    if (t === undefined) throw new Mismatch();
    out.continuation = { kind: 'rows', text: t, start: continuation.start };
  }
  return out;
}

/**
 * The tree of `text` from its packed form (no diagnostics: requests do not read them), or undefined when
 * the packed tree does not fit the text.
 */
export function unpackDoc(packed: PackedDoc, text: string, fileName: string): RvDocument | undefined {
  const catalogue = CATALOGUE[packed.fileType];
  if (!catalogue) return undefined;
  try {
    const ctx = fileContext(catalogue);
    const items = packed.items.map((i) => unpackItem(i, text, ctx));
    return { kind: 'document', fileType: packed.fileType, fileName, items, diagnostics: [] };
  } catch (e) {
    if (e instanceof Mismatch) return undefined;
    throw e;
  }
}
