/**
 * Rule documentation, generated from the rules themselves: one Markdown page per rule (docs/rules/, and
 * `rvkit check --explain CODE`) and the table of all rules (docs/rules/README.md and the project README).
 */
import { ravenWarning } from '../../grammar/ravenWarningMatch.js';
import type { Rule, RuleExample } from './rule.js';

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
  if (rule.fixable)
    lines.push(
      '',
      '`rvkit fix` makes this repair where it is certain (the finding then carries its fix, which an editor ' +
        'offers as a quick fix); where it is not, the message says what to write.',
    );
  if (rule.docs.example) lines.push('', ...exampleMarkdown(rule.code, rule.docs.example));
  lines.push('', '## In Raven', '', `${rule.docs.source} (Raven 4.12.1).`, ...warningLines(rule));
  lines.push(
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

/** A rule page lists this many of Raven's warnings; a rule predicting more names the rest by count. */
const LISTED_WARNINGS = 6;

/** The WARNING lines of Raven the rule predicts, and the warning it gives of its own, for its page. */
function warningLines(rule: Rule): string[] {
  const out: string[] = [];
  const warnings = (rule.ravenWarnings ?? []).map(ravenWarning);
  if (warnings.length > 0)
    out.push(
      '',
      "Raven's warnings it predicts (in `Raven_errors.txt`; `{…}` stands for a value):",
      '',
      ...warnings
        .slice(0, LISTED_WARNINGS)
        .map((w) => `- \`WARNING  : ${w.message}\` (${w.file}, ${w.function}; \`${w.id}\`)`),
      ...(warnings.length > LISTED_WARNINGS
        ? [`- and ${warnings.length - LISTED_WARNINGS} more of the same form (grammar/ravenWarnings.ts)`]
        : []),
    );
  if (rule.ownWarning)
    out.push(
      '',
      `**rvkit's own warning** (Raven says nothing; marked so in the message): ${rule.ownWarning}`,
    );
  return out;
}

/** `.rvi` for a file type, the name itself for a file. */
function fileLabel(where: string): string {
  return where.includes('.') || where.endsWith('/') ? `\`${where}\`` : `.${where}`;
}

/** The example section: the faulty and fixed texts, and what else of the model they need. */
function exampleMarkdown(code: string, example: RuleExample): string[] {
  const block = (text: string) => ['```', text, '```'];
  const lines = ['## Example', ''];
  const model = Object.entries(example.model ?? {});
  if (model.length > 0) {
    lines.push('In a model with:', '');
    for (const [where, text] of model) {
      if (where.endsWith('/')) lines.push(`- a directory ${fileLabel(where)}`);
      else if (where.endsWith('.nc'))
        lines.push(`- ${fileLabel(where)}, as \`ncdump\` prints it:`, '', ...block(text), '');
      else
        lines.push(`- in ${where.includes('.') ? '' : 'the '}${fileLabel(where)}:`, '', ...block(text), '');
    }
    if (lines[lines.length - 1] !== '') lines.push('');
  }
  lines.push(`Reported (${fileLabel(example.fileType)}):`, '', ...block(example.bad), '', 'Fixed:', '');
  lines.push(...block(example.good), '');
  lines.push(
    `The example runs in rvkit's tests: put into a minimal model (one subbasin, one HRU, a gauge), the ` +
      `reported text gives ${code} and the fixed text does not (test/check/ruleExamples.test.ts).`,
  );
  return lines;
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
