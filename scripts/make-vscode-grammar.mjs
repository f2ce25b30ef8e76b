/* global URL, console */
// Writes the VS Code extension's TextMate grammar from the catalogue (run after `tsc`; see src/lsp/textmateGrammar.ts).
import { writeFileSync } from 'node:fs';
import { ravenGrammar } from '../dist/src/lsp/textmateGrammar.js';

const path = new URL('../editors/vscode/syntaxes/raven.tmLanguage.json', import.meta.url);
writeFileSync(path, JSON.stringify(ravenGrammar(), null, 2) + '\n');
console.log(`wrote ${path.pathname}`);
