/** The rule pages in docs/rules/ and the README's table are what the rules generate (npm run docs:rules). */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ruleDocFiles, withRulesTable } from '../../src/check/docsFiles.js';
import { RULES } from '../../src/check/rules/index.js';
import { repoRoot } from '../paths.js';

describe('rule documentation', () => {
  it('has one page per rule, as generated', () => {
    const dir = join(repoRoot, 'docs', 'rules');
    const expected = ruleDocFiles(RULES);
    expect(readdirSync(dir).sort()).toEqual([...expected.keys()].sort());
    for (const [name, text] of expected)
      expect({ name, text: readFileSync(join(dir, name), 'utf8') }).toEqual({ name, text });
  });

  it('lists every rule in the README', () => {
    const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8');
    expect(readme).toBe(withRulesTable(readme, RULES));
  });

  it('gives every rule a unique code in its family, a unique name and complete docs', () => {
    const family = { syntax: 0, structure: 1, references: 2, parameters: 3, 'time-and-data': 4, options: 5 };
    expect(new Set(RULES.map((r) => r.code)).size).toBe(RULES.length);
    expect(new Set(RULES.map((r) => r.name)).size).toBe(RULES.length);
    for (const r of RULES) {
      expect(r.code).toMatch(new RegExp(`^RV${family[r.category]}\\d\\d$`));
      expect(r.name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      for (const part of [r.docs.summary, r.docs.why, r.docs.fix, r.docs.source])
        expect(part.length).toBeGreaterThan(10);
    }
  });
});
