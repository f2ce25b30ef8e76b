/**
 * The parameter tables agree with the command catalogue: every process command and algorithm the catalogue
 * knows has an entry (and no entry names an algorithm the catalogue does not), every option spelling is a
 * value the catalogue accepts, and the engine variants cover every algorithm and option value.
 */
import { describe, expect, test } from '@jest/globals';
import { commandTable } from '../../../grammar/lookup.js';
import { OPTION_STEPS, PROCESS_RULES } from '../../../grammar/parameters/index.js';
import { rvi } from '../../../grammar/rvi/index.js';
import {
  ENERGY_PROCESSES,
  GEOCHEMICAL_PROCESSES,
  HYDROLOGIC_PROCESSES,
} from '../../../grammar/rvi/processes.js';
import { processRuleOf } from '../../../src/check/parameters/processRule.js';
import { NOT_EXERCISED, VARIANTS, algorithmsOf } from './variants.js';

const SPECS = [...HYDROLOGIC_PROCESSES, ...GEOCHEMICAL_PROCESSES, ...ENERGY_PROCESSES];
// Read by the engine but adding no process of its own (advection comes with :Transport).
const NO_PROCESS = [':Advection'];

describe('parameter tables and the catalogue', () => {
  test('every catalogue process command has an entry, and every entry a catalogue command', () => {
    const withoutRule = SPECS.filter((s) => !processRuleOf(s.name) && !NO_PROCESS.includes(s.name));
    expect(withoutRule.map((s) => s.name)).toEqual([]);
    const names = new Set(SPECS.map((s) => s.name));
    expect(PROCESS_RULES.map((r) => r.command).filter((c) => !names.has(c))).toEqual([]);
  });

  test.each(PROCESS_RULES.filter((r) => r.algorithms).map((r) => [r.command, r] as const))(
    '%s: the algorithms are the catalogue’s',
    (command, rule) => {
      const spec = SPECS.find((s) => s.name === command);
      expect(Object.keys(rule.algorithms ?? {}).sort()).toEqual([...(spec?.args?.[0]?.values ?? [])].sort());
    },
  );

  test.each(OPTION_STEPS.flatMap((s) => (s.kind === 'always' ? [] : [[s.rule.command, s.rule] as const])))(
    '%s: every spelling and listed method is a value the catalogue accepts',
    (command, rule) => {
      const values = commandTable(rvi.commands).get(command)?.args?.[0]?.values ?? [];
      expect(values.length).toBeGreaterThan(0);
      expect(Object.keys(rule.spellings).filter((t) => !values.includes(t))).toEqual([]);
      const methods = new Set([...values.map((v) => rule.spellings[v] ?? v)]);
      expect(Object.keys(rule.params).filter((m) => !methods.has(m))).toEqual([]);
      expect(methods.has(rule.engineDefault)).toBe(true);
    },
  );

  test('the engine variants use every process algorithm and option value but the groundwater ones', () => {
    const covered = new Set(VARIANTS.flatMap((v) => v.covers));
    const missing: string[] = [];
    for (const spec of SPECS) {
      if (NO_PROCESS.includes(spec.name)) continue;
      for (const a of algorithmsOf(spec)) {
        if (!covered.has(`${spec.name} ${a}`) && !NOT_EXERCISED[spec.name]?.includes(a)) {
          missing.push(`${spec.name} ${a}`);
        }
      }
    }
    for (const step of OPTION_STEPS) {
      if (step.kind === 'always') continue;
      for (const v of commandTable(rvi.commands).get(step.rule.command)?.args?.[0]?.values ?? []) {
        if (!covered.has(`${step.rule.command} ${v}`)) missing.push(`${step.rule.command} ${v}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
