/**
 * The syntax node a typed model was read from. A Config loaded from files keeps, for each command a model
 * reads, the node it came from: saving prints an unchanged command from the node's text and a changed one
 * against the node (printer/reprint.ts), and a program can find where a value was written.
 */
import type { Command as Node } from '../../ast/nodes.js';

const SOURCE = Symbol('rvkit.source');

/** Records the node a model was read from (not enumerable: it is no part of the model's value). */
export function keepSource(model: object, node: Node): void {
  Object.defineProperty(model, SOURCE, { value: node, configurable: true, writable: true });
}

/** The node a model was read from, if it was read from text. */
export function sourceNode(model: object): Node | undefined {
  return (model as { [SOURCE]?: Node })[SOURCE];
}
