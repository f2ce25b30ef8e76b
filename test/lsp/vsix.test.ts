/**
 * The VS Code extension packs: `npm run vscode:package` (scripts/package-vscode.mjs, @vscode/vsce) makes a
 * .vsix holding the manifest, the client, the grammar and the client library it needs at run time.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../paths.js';

/** The names of the entries of a zip file, from its central directory. */
function zipEntries(zip: Buffer): string[] {
  let eocd = zip.length - 22;
  while (eocd >= 0 && zip.readUInt32LE(eocd) !== 0x06054b50) eocd--;
  const count = zip.readUInt16LE(eocd + 10);
  let at = zip.readUInt32LE(eocd + 16);
  const names: string[] = [];
  for (let i = 0; i < count; i++) {
    const nameLength = zip.readUInt16LE(at + 28);
    const extra = zip.readUInt16LE(at + 30);
    const comment = zip.readUInt16LE(at + 32);
    names.push(zip.toString('utf8', at + 46, at + 46 + nameLength));
    at += 46 + nameLength + extra + comment;
  }
  return names;
}

describe('the VS Code extension', () => {
  it('packs as a .vsix with its manifest, client, grammar and client library', () => {
    const out = execFileSync(process.execPath, [join(repoRoot, 'scripts', 'package-vscode.mjs')], {
      cwd: repoRoot,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    const vsix = out.trim().split('\n').pop()!;
    const entries = zipEntries(readFileSync(vsix));
    expect(entries).toEqual(
      expect.arrayContaining([
        'extension.vsixmanifest',
        'extension/package.json',
        'extension/extension.cjs',
        'extension/language-configuration.json',
        'extension/syntaxes/raven.tmLanguage.json',
        'extension/node_modules/vscode-languageclient/package.json',
        'extension/node_modules/vscode-languageserver-protocol/package.json',
        'extension/node_modules/vscode-jsonrpc/package.json',
      ]),
    );
    const manifest = JSON.parse(
      readFileSync(join(repoRoot, 'editors', 'vscode', 'package.json'), 'utf8'),
    ) as {
      contributes: { languages: { id: string; extensions: string[]; filenamePatterns: string[] }[] };
    };
    const [language] = manifest.contributes.languages;
    expect(language.id).toBe('raven');
    expect(language.extensions).toEqual(
      expect.arrayContaining(['.rvi', '.rvh', '.rvp', '.rvt', '.rvc', '.rve']),
    );
    expect(language.filenamePatterns).toEqual(expect.arrayContaining(['*.rvi.tpl', '*.rvt.tpl']));
  });
});
