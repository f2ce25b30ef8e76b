/* global URL, console */
// Writes test/architecture/publicApi.exports.txt: every name each entry point of package.json `exports` gives.
// Run after `npm run build`; test/architecture/publicApi.test.ts checks that the committed list is current.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiExports, apiExportsText } from '../dist/test/architecture/apiExports.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const list = apiExports(root);
writeFileSync(join(root, 'test', 'architecture', 'publicApi.exports.txt'), apiExportsText(list));
for (const { specifier, names } of list) console.log(`${specifier}: ${names.length} names`);
