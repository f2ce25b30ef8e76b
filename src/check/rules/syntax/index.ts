/** The syntax rules: applied to each file by the parser's check pass; documented here. */
import type { Rule } from '../../rule.js';
import { badValue } from './badValue.js';
import { ignoredCommand } from './ignoredCommand.js';
import { lexer } from './lexer.js';
import { lineTooLong } from './lineTooLong.js';
import { missingArgument } from './missingArgument.js';
import { nonNumeric } from './nonNumeric.js';
import { parser } from './parser.js';
import { seriesColumns } from './seriesColumns.js';
import { seriesCount } from './seriesCount.js';
import { seriesEnd } from './seriesEnd.js';
import { seriesHeader } from './seriesHeader.js';
import { strayLine } from './strayLine.js';
import { tooManyTokens } from './tooManyTokens.js';
import { unknownCommand } from './unknownCommand.js';
import { unknownValue } from './unknownValue.js';

/** Every syntax rule, by code. */
export const SYNTAX_RULES: readonly Rule[] = [
  lexer,
  parser,
  lineTooLong,
  tooManyTokens,
  unknownCommand,
  ignoredCommand,
  strayLine,
  missingArgument,
  badValue,
  nonNumeric,
  seriesHeader,
  seriesCount,
  seriesEnd,
  seriesColumns,
  unknownValue,
];
