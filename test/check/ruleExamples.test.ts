/**
 * Rule docs that run: each rule's documented example, the faulty and the fixed text, put into a minimal model
 * (test/fixtures/ruleDocs/minimal, which rvkit check finds clean and Raven runs) and checked as a user's model
 * is: the faulty text reports the rule's code, the fixed text does not. A rule marked `fixable` repairs its
 * example with `rvkit fix` (the code is gone after it); a rule not so marked offers no fix there.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkProject } from '../../src/check/checkProject.js';
import { RULES } from '../../src/check/rules/index.js';
import type { Rule } from '../../src/check/rule.js';
import { fixProject } from '../../src/fix/fixProject.js';
import { fileHost } from '../../src/project/fileHost.js';
import { loadProject, textsOverDisk } from '../../src/project/load.js';
import { exampleModel, MINIMAL, STEM } from './ruleExamples.js';

let tmp: string;
beforeAll(() => (tmp = mkdtempSync(join(tmpdir(), 'rvkit-rule-examples-'))));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** The rules whose diagnostics no text of one model can show (the parser's safeguards, limits of size). */
const NO_EXAMPLE = new Set(['RV001', 'RV002', 'RV003', 'RV004']);

/** The example's model loaded (by its .rvi: an example may add other .rvi files it redirects to). */
const load = (dir: string) => loadProject(join(dir, `${STEM}.rvi`));

async function checked(dir: string) {
  return checkProject(await load(dir), { host: fileHost(dir) });
}

test('the minimal model is clean', async () => {
  expect((await checked(MINIMAL)).map((d) => `${d.code} ${d.message}`)).toEqual([]);
});

test('every rule has an example, but the safeguards no model can show', () => {
  expect(RULES.filter((r) => !r.docs.example && !NO_EXAMPLE.has(r.code)).map((r) => r.code)).toEqual([]);
});

test('no example leaves out part of its text (…): each is the whole text of its file or block', () => {
  const texts = (r: Rule) => {
    const e = r.docs.example;
    return e ? [e.bad, e.good, ...Object.values(e.model ?? {})] : [];
  };
  expect(RULES.filter((r) => texts(r).some((t) => t.includes('…'))).map((r) => r.code)).toEqual([]);
});

const withExamples = RULES.filter((r) => r.docs.example).map((r) => [r.code, r] as [string, Rule]);

test.each(withExamples)('%s: the faulty text reports it, the fixed text does not', async (code, rule) => {
  const example = rule.docs.example!;
  const bad = await checked(exampleModel(example, example.bad, join(tmp, `${code}-bad`)));
  const good = await checked(exampleModel(example, example.good, join(tmp, `${code}-good`)));
  expect({ bad: bad.some((d) => d.code === code), good: good.filter((d) => d.code === code) }).toEqual({
    bad: true,
    good: [],
  });
  // A fix is offered exactly by the rules that say they are fixable.
  expect(bad.some((d) => d.code === code && d.fix !== undefined)).toBe(rule.fixable === true);
});

test.each(withExamples.filter(([, r]) => r.fixable))(
  '%s: rvkit fix repairs its example',
  async (code, rule) => {
    const dir = exampleModel(rule.docs.example!, rule.docs.example!.bad, join(tmp, `${code}-fix`));
    // As rvkit fix does it: what remains is checked on the fixed texts laid over the disk.
    const result = await fixProject(await load(dir), {
      host: fileHost(dir),
      only: [code],
      reload: (changes) =>
        loadProject(join(dir, `${STEM}.rvi`), {
          source: textsOverDisk(new Map(changes.map((c) => [c.path, c.after]))),
        }),
    });
    expect(result.fixed.length).toBeGreaterThan(0);
    expect(result.remaining.filter((d) => d.code === code)).toEqual([]);
  },
);
