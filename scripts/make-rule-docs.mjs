/* global URL, console */
// Writes the rule documentation from the rules themselves: docs/rules/<CODE>.md for every rule,
// docs/rules/README.md with the table of all rules, and the same table in README.md between its markers.
// Run after `npm run build`; a test checks that the committed files are what this writes.
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { RULES } from '../dist/src/check/rules/index.js';
import { ruleDocFiles, withRulesTable } from '../dist/src/check/docsFiles.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const dir = join(root, 'docs', 'rules');
mkdirSync(dir, { recursive: true });
for (const name of readdirSync(dir)) rmSync(join(dir, name));
for (const [name, text] of ruleDocFiles(RULES)) writeFileSync(join(dir, name), text);
const readme = join(root, 'README.md');
writeFileSync(readme, withRulesTable(readFileSync(readme, 'utf8'), RULES));
console.log(`rvkit: wrote ${RULES.length} rule pages to docs/rules/ and the table in README.md`);
