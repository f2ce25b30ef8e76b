/**
 * The printer's public calls (`rvkit/printer`): a syntax tree back to its text byte for byte, the canonical
 * layout (of a text, a tree, or a model's lines), and the JSON dump that is the same for two files that mean
 * the same.
 */
export { printRv } from './print.js';
export { formatDocument, formatRv, type FormatOptions } from './format.js';
export { printLines, type WordLine } from './lines.js';
export {
  dumpRv,
  type DumpCommand,
  type DumpDocument,
  type DumpNode,
  type DumpRows,
  type DumpValue,
  type DumpValues,
} from './dump.js';
