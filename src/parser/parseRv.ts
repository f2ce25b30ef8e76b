/** `parseRv`: text to syntax tree and diagnostics, for any RV file type. */
import { CATALOGUE } from '../../grammar/index.js';
import type { FileType } from '../../grammar/types.js';
import type { RvDocument } from '../ast/nodes.js';
import { lex } from '../lexer/lexer.js';
import { checkItems } from './check/index.js';
import { checkLineLimits } from './check/lines.js';
import { Reporter } from './check/reporter.js';
import { parseTokens } from './parser.js';

/** Options of `parseRv`. */
export interface ParseOptions {
  /** The file type (decides the comment rule and the commands). */
  fileType: FileType;
  /** The file's name, for diagnostics. */
  fileName?: string;
  /**
   * false: build the tree only, without the syntax checks (diagnostics then hold only what lexing and
   * parsing found). For readers that walk the tree and never report, such as the language server's
   * requests: the checks cost most of the time of a data-heavy file, and the row tables they scan stay
   * cached as long as the tree lives.
   */
  checks?: boolean;
}

/** Parses RV text into a lossless syntax tree with its diagnostics (never throws on bad input). */
export function parseRv(text: string, options: ParseOptions): RvDocument {
  const catalogue = CATALOGUE[options.fileType];
  if (!catalogue) throw new Error(`unknown RV file type '${String(options.fileType)}'`);
  const fileName = options.fileName ?? `<input>.${options.fileType}`;
  const reporter = new Reporter(fileName, text);
  const lexed = lex(text, catalogue.comments);
  for (const e of lexed.errors) reporter.report('error', 'lexer', e.offset, e.message);
  const { items, unclosed, errors } = parseTokens(text, catalogue, lexed.tokens);
  for (const message of errors) reporter.report('error', 'parser', 0, message);
  if (options.checks !== false) {
    checkLineLimits(text, reporter);
    checkItems(items, catalogue, unclosed, reporter);
  }
  return {
    kind: 'document',
    fileType: options.fileType,
    fileName,
    items,
    diagnostics: reporter.diagnostics(),
  };
}
