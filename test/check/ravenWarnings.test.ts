/**
 * The catalogue of Raven's warnings (grammar/ravenWarnings.ts) is what Raven's own sources hold: every call
 * of WriteWarning and ImproperFormatWarning, as scripts/raven-warnings.mjs lists them from the sources the
 * engine installer keeps. And each rule that says it predicts a warning names one of the catalogue.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { ravenWarningsOf, shiftedWords, warningIn } from '../../grammar/ravenWarningMatch.js';
import { RAVEN_WARNING_REACH } from '../../grammar/ravenWarningReach.js';
import { RAVEN_WARNINGS } from '../../grammar/ravenWarnings.js';
import { RULES } from '../../src/check/rules/index.js';
import { ravenSource, repoRoot } from '../paths.js';

describe("the catalogue of Raven's warnings", () => {
  it('lists every warning of the sources, as the script reads them (npm run warnings:raven)', () => {
    const listed = execFileSync(
      process.execPath,
      [join(repoRoot, 'scripts', 'raven-warnings.mjs'), '--check', '--sources', ravenSource],
      { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    );
    expect(RAVEN_WARNINGS).toEqual(JSON.parse(listed));
    expect(RAVEN_WARNINGS.length).toBeGreaterThan(400);
    expect(new Set(RAVEN_WARNINGS.map((w) => w.id)).size).toBe(RAVEN_WARNINGS.length);
  });

  it('tells a line of Raven_errors.txt by its message, a value where Raven puts one', () => {
    const found = ravenWarningsOf('WARNING  : Invalid diagnostic (NASH_SUTCLIF) found in .rvi file');
    expect(found.map((w) => w.id)).toContain(
      RAVEN_WARNINGS.find((w) => w.message.startsWith('Invalid diagnostic ('))!.id,
    );
    expect(ravenWarningsOf('WARNING  : something Raven never writes')).toEqual([]);
  });

  it('tells a message Raven writes from its line-number-th character on by its tail', () => {
    // ParseManagementFile.cpp adds the line number to the literal's pointer: line 2 drops "In".
    const [found] = ravenWarningsOf(
      'WARNING  : valid expression in :DefineDecisionVariable command at line ',
    );
    expect(found?.shiftedByLine).toBe(true);
    expect(found?.command).toBe(':DefineDecisionVariable');
    expect(shiftedWords(found!, 2)).toBe('valid expression in :DefineDecisionVariable command at line ');
    expect(shiftedWords(found!, 200)).toBe('');
  });

  it('names, in each rule, only warnings of the catalogue', () => {
    const ids = new Set(RAVEN_WARNINGS.map((w) => w.id));
    const unknown = RULES.flatMap((r) =>
      (r.ravenWarnings ?? []).filter((id) => !ids.has(id)).map((id) => `${r.code} ${id}`),
    );
    expect(unknown).toEqual([]);
  });

  it('classifies every warning no rule predicts: from the input, from a run, from the environment, or never written', () => {
    const predicted = new Set(RULES.flatMap((r) => r.ravenWarnings ?? []));
    const ids = new Set(RAVEN_WARNINGS.map((w) => w.id));
    expect(
      RAVEN_WARNINGS.filter((w) => !predicted.has(w.id) && !RAVEN_WARNING_REACH[w.id]).map((w) => w.id),
    ).toEqual([]);
    expect(Object.keys(RAVEN_WARNING_REACH).filter((id) => !ids.has(id))).toEqual([]);
    // A warning a rule predicts comes from the model's text: no other class may say otherwise.
    expect(
      [...predicted].filter((id) => RAVEN_WARNING_REACH[id] && RAVEN_WARNING_REACH[id].reach !== 'input'),
    ).toEqual([]);
    for (const c of Object.values(RAVEN_WARNING_REACH)) expect(c.why.length).toBeGreaterThan(20);
  });
});

test('warningIn finds the one warning of a function with the words, and refuses none or several', () => {
  const w = warningIn('CModel::OverrideStreamflow', 'blanks in observation data');
  expect(w.function).toBe('CModel::OverrideStreamflow');
  expect(w.id).toBe('Model#5');
  expect(() => warningIn('CModel::OverrideStreamflow', 'no such words anywhere')).toThrow(
    /0 of Raven's warnings in CModel::OverrideStreamflow say "no such words anywhere"/,
  );
  const several = RAVEN_WARNINGS.find(
    (x) => RAVEN_WARNINGS.filter((y) => y.function === x.function).length > 1,
  )!;
  expect(() => warningIn(several.function)).toThrow(/^\d+ of Raven's warnings in /);
});
