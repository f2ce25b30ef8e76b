/* global URL, console */
// Writes docs/commands.md: for every command of the catalogue, where its grammar, typed model, rules,
// migrations and tests are. Run after `npm run build`; a test checks that the committed file is what this writes.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { commandIndexMarkdown, commandPlaces } from '../dist/test/architecture/commandIndex.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const places = commandPlaces(root);
writeFileSync(join(root, 'docs', 'commands.md'), commandIndexMarkdown(places));
console.log(`rvkit: wrote docs/commands.md (${places.length} commands)`);
