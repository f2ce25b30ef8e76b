/**
 * The VS Code extension's TextMate grammar, tokenized as VS Code tokenizes it (vscode-textmate with the
 * oniguruma regex engine): the committed file is what the catalogue makes, every command name the catalogue
 * holds is scoped as a keyword, and every corpus file tokenizes with each known command scoped as one.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import oniguruma from 'vscode-oniguruma';
import textmate from 'vscode-textmate';
import type { Command, Item } from '../../src/ast/nodes.js';
import { everyCommandName } from '../../src/lsp/catalogue.js';
import { ravenGrammar } from '../../src/lsp/textmateGrammar.js';
import { parseRv } from '../../src/parser/parseRv.js';
import { lineStarts, positionAt } from '../../src/parser/positions.js';
import { fileTypeOf } from '../../src/project/fileType.js';
import { repoRoot, rvFilesUnder, sharedCorpus } from '../paths.js';

const GRAMMAR = join(repoRoot, 'editors', 'vscode', 'syntaxes', 'raven.tmLanguage.json');

let grammar: textmate.IGrammar;

beforeAll(async () => {
  const require = createRequire(import.meta.url);
  const wasm = readFileSync(join(require.resolve('vscode-oniguruma'), '..', 'onig.wasm'));
  await oniguruma.loadWASM(wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength));
  const registry = new textmate.Registry({
    onigLib: Promise.resolve({
      createOnigScanner: (patterns: string[]) => new oniguruma.OnigScanner(patterns),
      createOnigString: (s: string) => new oniguruma.OnigString(s),
    }),
    loadGrammar: async (scope: string) =>
      scope === 'source.raven' ? textmate.parseRawGrammar(readFileSync(GRAMMAR, 'utf8'), GRAMMAR) : null,
  });
  grammar = (await registry.loadGrammar('source.raven'))!;
});

/** The scopes of the token that starts at a column of a line. */
function scopesAt(tokens: readonly textmate.IToken[], column: number): string[] {
  return tokens.find((t) => t.startIndex <= column && column < t.endIndex)?.scopes ?? [];
}

const isKeyword = (scopes: string[]) => scopes.some((s) => s.startsWith('keyword.'));

/** Every command of a file that has a catalogue entry, nested ones included. */
function knownCommands(items: readonly Item[], out: Command[] = []): Command[] {
  for (const item of items) {
    if (item.kind !== 'command') continue;
    if (item.spec && item.line.start >= 0) out.push(item);
    if (item.body) knownCommands(item.body, out);
  }
  return out;
}

describe('the TextMate grammar of the VS Code extension', () => {
  it('is the one the catalogue makes (npm run vscode:grammar)', () => {
    expect(JSON.parse(readFileSync(GRAMMAR, 'utf8'))).toEqual(ravenGrammar());
  });

  it('scopes every command name of the catalogue as a keyword', () => {
    const names = everyCommandName();
    expect(names.length).toBeGreaterThan(500);
    const missed = names.filter((name) => {
      const { tokens } = grammar.tokenizeLine(`  ${name} 1`, textmate.INITIAL);
      return (
        !isKeyword(scopesAt(tokens, 2)) ||
        scopesAt(tokens, 2 + name.length - 1).join() !== scopesAt(tokens, 2).join()
      );
    });
    expect(missed).toEqual([]);
  });

  it('tokenizes every corpus file and scopes each command Raven knows as a keyword', () => {
    const files = rvFilesUnder(sharedCorpus);
    expect(files.length).toBeGreaterThan(200);
    let lines = 0;
    const missed: string[] = [];
    for (const file of files) {
      const text = readFileSync(file, 'latin1');
      const starts = lineStarts(text);
      const doc = parseRv(text, { fileType: fileTypeOf(file)!, fileName: file });
      const commandLines = new Map<number, number>();
      for (const c of knownCommands(doc.items)) {
        const p = positionAt(starts, c.line.words[0].offset);
        commandLines.set(p.line - 1, p.column - 1);
      }
      let stack = textmate.INITIAL;
      for (let i = 0; i < starts.length; i++) {
        const end = i + 1 < starts.length ? starts[i + 1] - 1 : text.length;
        const line = text.slice(starts[i], end).replace(/\r$/, '');
        const r = grammar.tokenizeLine(line, stack);
        stack = r.ruleStack;
        lines++;
        const column = commandLines.get(i);
        if (column !== undefined && !isKeyword(scopesAt(r.tokens, column)))
          missed.push(`${file.slice(sharedCorpus.length + 1)}:${i + 1}: ${line.trim().slice(0, 40)}`);
      }
    }
    expect(lines).toBeGreaterThan(1_000_000);
    expect(missed.slice(0, 20)).toEqual([]);
  });
});
