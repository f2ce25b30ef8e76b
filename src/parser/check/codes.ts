/**
 * The stable codes of the problems the syntax pass (and the project loader) reports. Each problem kind has a
 * kebab-case name used where it is found and a code (`RV0xx` for one file's syntax, `RV1xx` structure,
 * `RV2xx` references) that users see, configure and look up with `rvkit check --explain`; the checker's
 * rule documentation (src/check/rules/syntax/) describes each one.
 */
export const SYNTAX_CODES = {
  lexer: 'RV001',
  parser: 'RV002',
  'line-too-long': 'RV003',
  'too-many-tokens': 'RV004',
  'unknown-command': 'RV005',
  'ignored-command': 'RV006',
  'stray-line': 'RV007',
  'missing-argument': 'RV008',
  'bad-value': 'RV009',
  'non-numeric': 'RV010',
  'series-header': 'RV011',
  'series-count': 'RV012',
  'series-end': 'RV013',
  'series-columns': 'RV014',
  'unknown-value': 'RV015',
  'missing-end': 'RV101',
  'redirect-depth': 'RV102',
  'missing-file': 'RV201',
  'unreadable-file': 'RV214',
} as const;

/** The name of a syntax problem kind. */
export type SyntaxProblem = keyof typeof SYNTAX_CODES;

/** The code of a syntax problem kind. */
export function syntaxCode(name: SyntaxProblem): string {
  return SYNTAX_CODES[name];
}
