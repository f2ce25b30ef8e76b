/**
 * Turning rules off or changing their severity, as ESLint does: `--rule RV201=off` on the command line, or a
 * `.rvkitrc.json` beside the model (`{ "rules": { "RV201": "warn", "unknown-class": "off" } }`). A rule is
 * named by its code or its name.
 */
import type { Rule } from './rule.js';

/** What a setting does to a rule's findings. */
export type RuleSetting = 'off' | 'warn' | 'error';

/** Settings by rule code or name. */
export type RuleSettings = Readonly<Record<string, RuleSetting>>;

const SETTINGS = new Set<string>(['off', 'warn', 'error']);

/** Parses one `CODE=off|warn|error` option; throws with a message for the user when it is malformed. */
export function parseRuleOption(text: string, rules: readonly Rule[]): [string, RuleSetting] {
  const m = /^([^=\s]+)=(\w+)$/.exec(text.trim());
  if (!m) throw new Error(`--rule expects CODE=off|warn|error, got '${text}'`);
  const [, id, setting] = m;
  if (!SETTINGS.has(setting)) throw new Error(`--rule ${id}: '${setting}' is not off, warn or error`);
  const rule = findRule(rules, id);
  if (!rule) throw new Error(`--rule: no rule ${id} (rvkit check --explain lists the rules)`);
  return [rule.code, setting as RuleSetting];
}

/** The rule with this code or name (codes are matched without regard to case). */
export function findRule(rules: readonly Rule[], id: string): Rule | undefined {
  const upper = id.toUpperCase();
  return rules.find((r) => r.code === upper || r.name === id);
}

/** Reads the settings of a `.rvkitrc.json` text; throws with the problem (file name included) when invalid. */
export function parseRcFile(
  text: string,
  fileName: string,
  rules: readonly Rule[],
): Record<string, RuleSetting> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    throw new Error(`${fileName}: not valid JSON (${(e as Error).message})`);
  }
  if (!json || typeof json !== 'object' || Array.isArray(json)) {
    throw new Error(`${fileName}: expected an object such as { "rules": { "RV201": "warn" } }`);
  }
  const { rules: given, ...rest } = json as Record<string, unknown>;
  const unknown = Object.keys(rest);
  if (unknown.length > 0)
    throw new Error(`${fileName}: unknown key ${unknown.map((k) => `"${k}"`).join(', ')}`);
  if (given === undefined) return {};
  if (!given || typeof given !== 'object' || Array.isArray(given)) {
    throw new Error(`${fileName}: "rules" must be an object of CODE: "off" | "warn" | "error"`);
  }
  const out: Record<string, RuleSetting> = {};
  for (const [id, setting] of Object.entries(given)) {
    const rule = findRule(rules, id);
    if (!rule) throw new Error(`${fileName}: no rule ${id}`);
    if (typeof setting !== 'string' || !SETTINGS.has(setting)) {
      throw new Error(`${fileName}: rule ${id}: expected "off", "warn" or "error"`);
    }
    out[rule.code] = setting as RuleSetting;
  }
  return out;
}
