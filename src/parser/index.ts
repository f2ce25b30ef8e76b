/**
 * The parser's public calls (`rvkit/parser`): RV text to a lossless syntax tree with its diagnostics, the tree's
 * node types, and the spec's `parse_rv` (one command's value read from RV text).
 */
export {
  commandArgs,
  commandName,
  type BlankLine,
  type Command,
  type CommentLine,
  type Diagnostic,
  type Ignored,
  type Item,
  type Line,
  type Rows,
  type RvDocument,
  type Severity,
  type TextEdit,
  type TextRange,
  type Word,
} from '../ast/nodes.js';
export { parseRv, type ParseOptions } from './parseRv.js';
export { formatDiagnostic, hasErrors } from './diagnostics.js';
export { parseRvValue, type ParseRvValueOptions } from './commandValue.js';
