/**
 * `checkProject`: every problem of a loaded model at once: the project loader's (missing files, redirects),
 * each file's syntax diagnostics, and the findings of every model rule, with the user's rule settings
 * applied, one per place, sorted by file (in Raven's reading order) and position.
 */
import { OWN_WARNING, type Diagnostic } from '../ast/nodes.js';
import type { Project } from '../project/project.js';
import { NO_FILES, type CheckHost } from '../project/host.js';
import { textEdits } from './fixEdits.js';
import { suppressWarningsLine, withSuppressedWarning } from '../facts/warningsSuppressed.js';
import { ModelFacts } from '../facts/facts.js';
import { spanOf } from '../facts/site.js';
import type { Finding, Rule } from './rule.js';
import { RULES } from './rules/index.js';
import type { RuleSettings } from './settings.js';

/** Options of `checkProject`. */
export interface CheckOptions {
  /** Access to data files and NetCDF files (none by default: rules that need them stay silent). */
  readonly host?: CheckHost;
  /** Rule settings by code or name (`{ RV201: 'off' }`). */
  readonly rules?: RuleSettings;
  /** The rules to run (all by default). */
  readonly ruleSet?: readonly Rule[];
}

/** Checks a loaded model directory and returns its diagnostics. */
export async function checkProject(project: Project, options: CheckOptions = {}): Promise<Diagnostic[]> {
  const rules = options.ruleSet ?? RULES;
  const settings = settingsByCode(options.rules ?? {}, rules);
  const model = new ModelFacts(project);
  const host = options.host ?? NO_FILES;
  const out: Diagnostic[] = adjusted(
    [...project.problems, ...project.files.flatMap((f) => f.doc.diagnostics)],
    rules,
    model,
    host,
  );
  for (const rule of rules) {
    if (!rule.check || settings.get(rule.code) === 'off') continue;
    const findings: Finding[] = [];
    await rule.check({ model, host, report: (f) => findings.push(f) });
    for (const f of findings) out.push(toDiagnostic(rule, f));
  }
  const suppressed = suppressWarningsLine(model);
  const said = suppressed ? out.map((d) => withSuppressedWarning(d, suppressed)) : out;
  return arrange(applySettings(said, settings), project);
}

/**
 * The syntax diagnostics, each refined by its rule's `adjust` where the rule has one, and given the rule's
 * certain fix where it offers one.
 */
function adjusted(
  list: Diagnostic[],
  rules: readonly Rule[],
  model: ModelFacts,
  host: CheckHost,
): Diagnostic[] {
  const byCode = new Map(rules.filter((r) => r.adjust || r.fixDiagnostic).map((r) => [r.code, r]));
  if (byCode.size === 0) return list;
  const out: Diagnostic[] = [];
  for (const d of list) {
    const rule = byCode.get(d.code);
    const result = rule?.adjust ? rule.adjust(d, model) : d;
    if (!result) continue;
    const fix = rule?.fixDiagnostic?.(result, model, host);
    out.push(fix ? { ...result, fix: textEdits(rule!.code, fix) } : result);
  }
  return out;
}

/** A finding as a diagnostic, with the range of the token at fault. */
function toDiagnostic(rule: Rule, finding: Finding): Diagnostic {
  const span = spanOf(finding.at);
  const warning = ravenWarningOf(rule, finding);
  return {
    severity: finding.severity ?? rule.severity,
    message: finding.own ? `${finding.message} ${OWN_WARNING}` : finding.message,
    file: span.file,
    line: span.line,
    column: span.column,
    endLine: span.endLine,
    endColumn: span.endColumn,
    code: rule.code,
    ...(finding.fix ? { fix: textEdits(rule.code, finding.fix) } : {}),
    ...(warning !== undefined && { ravenWarning: warning }),
    ...(finding.own && { own: true as const }),
  };
}

/**
 * The Raven warning a finding predicts: its own, else the rule's one warning for a finding that is not an
 * error (a finding of rvkit's own has none).
 */
function ravenWarningOf(rule: Rule, finding: Finding): string | undefined {
  if (finding.own) return undefined;
  if (finding.ravenWarning !== undefined) return finding.ravenWarning ?? undefined;
  // An error is not a warning Raven writes and goes on from.
  const error = (finding.severity ?? rule.severity) === 'error';
  return !error && rule.ravenWarnings?.length === 1 ? rule.ravenWarnings[0] : undefined;
}

function settingsByCode(settings: RuleSettings, rules: readonly Rule[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const [id, setting] of Object.entries(settings)) {
    const rule = rules.find((r) => r.code === id.toUpperCase() || r.name === id);
    out.set(rule?.code ?? id, setting);
  }
  return out;
}

function applySettings(list: Diagnostic[], settings: Map<string, string>): Diagnostic[] {
  if (settings.size === 0) return list;
  const out: Diagnostic[] = [];
  for (const d of list) {
    const setting = settings.get(d.code);
    if (setting === 'off') continue;
    if (setting === 'warn') out.push({ ...d, severity: 'warning' });
    else if (setting === 'error') out.push({ ...d, severity: 'error' });
    else out.push(d);
  }
  return out;
}

/** One diagnostic per code, place and message; files in the project's order, then by position. */
function arrange(list: Diagnostic[], project: Project): Diagnostic[] {
  const order = new Map(project.files.map((f, i) => [f.doc.fileName, i]));
  const seen = new Set<string>();
  const unique = list.filter((d) => {
    const key = `${d.code}\u0000${d.file}\u0000${d.line}\u0000${d.column}\u0000${d.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return unique.sort(
    (a, b) =>
      (order.get(a.file) ?? -1) - (order.get(b.file) ?? -1) ||
      a.file.localeCompare(b.file) ||
      a.line - b.line ||
      a.column - b.column,
  );
}
