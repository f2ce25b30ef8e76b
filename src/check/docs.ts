/**
 * Rule documentation, generated from the rules themselves: one Markdown page per rule (docs/rules/, and
 * `rvkit check --explain CODE`) and the table of all rules (docs/rules/README.md and the project README).
 */
import type { Rule } from './rule.js';

const CATEGORY = {
  syntax: 'Syntax',
  structure: 'Structure',
  references: 'References',
  parameters: 'Parameters',
  'time-and-data': 'Time and data',
  options: 'Options and algorithms',
} as const;

/** The file name of a rule's page. */
export function rulePageName(rule: Rule): string {
  return `${rule.code}.md`;
}

/** The Markdown page of a rule. */
export function ruleMarkdown(rule: Rule): string {
  const lines = [
    `# ${rule.code} ${rule.name}`,
    '',
    `**${CATEGORY[rule.category]}** · default severity: **${rule.severity}**`,
    '',
    rule.docs.summary,
    '',
    '## Why Raven cares',
    '',
    rule.docs.why,
    '',
    '## How to fix it',
    '',
    rule.docs.fix,
  ];
  if (rule.docs.example) {
    const { fileType, bad, good } = rule.docs.example;
    lines.push(
      '',
      '## Example',
      '',
      `Reported (.${fileType}):`,
      '',
      '```',
      bad,
      '```',
      '',
      'Fixed:',
      '',
      '```',
      good,
      '```',
    );
  }
  lines.push(
    '',
    '## In Raven',
    '',
    `${rule.docs.source} (Raven 4.12.1).`,
    '',
    '## Configuration',
    '',
    `Turn it off or change its severity with \`--rule ${rule.code}=off|warn|error\`, or in \`.rvkitrc.json\`:`,
    '',
    '```json',
    `{ "rules": { "${rule.code}": "warn" } }`,
    '```',
    '',
  );
  return lines.join('\n');
}

/** The table of every rule, with links to their pages (relative to `linkBase`). */
export function rulesTable(rules: readonly Rule[], linkBase = ''): string {
  const rows = rules.map(
    (r) =>
      `| [${r.code}](${linkBase}${rulePageName(r)}) | ${r.name} | ${CATEGORY[r.category]} | ${r.severity} | ${escape(r.docs.summary)} |`,
  );
  return ['| code | name | family | severity | what it checks |', '|---|---|---|---|---|', ...rows].join(
    '\n',
  );
}

function escape(text: string): string {
  return text.replace(/\|/g, '\\|');
}

/** The plain-text explanation of a rule for the terminal (`rvkit check --explain CODE`). */
export function ruleExplanation(rule: Rule): string {
  return ruleMarkdown(rule).replace(/^#+ /gm, '').replace(/\*\*/g, '');
}
