/** The rule documentation files, as (name, text) pairs: what `scripts/make-rule-docs.mjs` writes and a test checks. */
import { ruleMarkdown, rulePageName, rulesTable } from './docs.js';
import type { Rule } from './rule.js';

const START = '<!-- rules:start -->';
const END = '<!-- rules:end -->';

/** docs/rules/<CODE>.md for every rule, and docs/rules/README.md with the table. */
export function ruleDocFiles(rules: readonly Rule[]): Map<string, string> {
  const files = new Map<string, string>();
  for (const rule of rules) files.set(rulePageName(rule), ruleMarkdown(rule));
  files.set(
    'README.md',
    [
      '# rvkit check rules',
      '',
      'Every rule of `rvkit check`, generated from the rules themselves (`npm run docs:rules`). Codes are',
      'stable: RV0xx syntax, RV1xx structure, RV2xx references, RV3xx parameters, RV4xx time and data,',
      'RV5xx options and algorithms. Severity is what Raven 4.12.1 does: error when it stops, warning when it',
      'warns and goes on.',
      '',
      rulesTable(rules),
      '',
    ].join('\n'),
  );
  return files;
}

/** A README with the rules table (linking into docs/rules/) between its markers. */
export function withRulesTable(readme: string, rules: readonly Rule[]): string {
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start < 0 || end < start) throw new Error(`README.md has no ${START} … ${END} markers`);
  return `${readme.slice(0, start + START.length)}\n${rulesTable(rules, 'docs/rules/')}\n${readme.slice(end)}`;
}
