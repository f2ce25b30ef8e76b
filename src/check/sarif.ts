/**
 * Diagnostics as a SARIF 2.1.0 log, the format code-scanning services (GitHub code scanning, Azure DevOps,
 * SonarQube) read: one run of the tool `rvkit`, its rules with their documentation, and one result per
 * diagnostic with its region. File locations are URIs relative to a base directory.
 */
import type { Diagnostic } from '../ast/nodes.js';
import type { Rule } from './rule.js';

/** Options of `sarifLog`. */
export interface SarifOptions {
  /** The version of rvkit. */
  readonly version: string;
  /** An absolute URI of rvkit's documentation. */
  readonly informationUri?: string;
  /** Where the rule pages live, as an absolute URI ending in `/` (each rule's helpUri). */
  readonly docsBase?: string;
  /** The absolute URI (ending in `/`) that the results' file URIs are relative to (`%SRCROOT%`). */
  readonly srcRoot: string;
}

type Json = { [key: string]: unknown };

const LEVEL = { error: 'error', warning: 'warning', info: 'note' } as const;

/** A SARIF 2.1.0 log of diagnostics (whose files are URIs relative to `srcRoot`) found with these rules. */
export function sarifLog(
  diagnostics: readonly Diagnostic[],
  rules: readonly Rule[],
  options: SarifOptions,
): Json {
  const used = new Set(diagnostics.map((d) => d.code));
  const listed = rules.filter((r) => used.has(r.code));
  const index = new Map(listed.map((r, i) => [r.code, i]));
  return {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: 'rvkit',
            version: options.version,
            ...(options.informationUri ? { informationUri: options.informationUri } : {}),
            rules: listed.map((r) => ruleDescriptor(r, options)),
          },
        },
        originalUriBaseIds: { '%SRCROOT%': { uri: options.srcRoot } },
        results: diagnostics.map((d) => result(d, index)),
      },
    ],
  };
}

function ruleDescriptor(rule: Rule, options: SarifOptions): Json {
  return {
    id: rule.code,
    name: rule.name,
    shortDescription: { text: rule.docs.summary },
    fullDescription: { text: `${rule.docs.why} ${rule.docs.fix}` },
    help: { text: rule.docs.fix, markdown: `${rule.docs.why}\n\n**Fix:** ${rule.docs.fix}` },
    ...(options.docsBase ? { helpUri: `${options.docsBase}${rule.code}.md` } : {}),
    defaultConfiguration: { level: LEVEL[rule.severity] },
    properties: { category: rule.category, source: rule.docs.source },
  };
}

function result(d: Diagnostic, index: ReadonlyMap<string, number>): Json {
  const region: Json = { startLine: d.line, startColumn: d.column };
  if (d.endLine !== undefined && d.endColumn !== undefined) {
    region.endLine = d.endLine;
    region.endColumn = d.endColumn;
  }
  return {
    ruleId: d.code,
    ...(index.has(d.code) ? { ruleIndex: index.get(d.code) } : {}),
    level: LEVEL[d.severity],
    message: { text: d.message },
    locations: [{ physicalLocation: { artifactLocation: { uri: d.file, uriBaseId: '%SRCROOT%' }, region } }],
  };
}
