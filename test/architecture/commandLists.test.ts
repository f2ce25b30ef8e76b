/**
 * One catalogue: every name Raven reads is listed in grammar/, and code outside it asks the catalogue (a
 * block's members, a flag on a command) rather than keeping a list of its own that can drift from it. A list
 * literal of six or more command names outside grammar/ fails here, with its file and line.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { repoRoot } from '../paths.js';

const MIN_NAMES = 6;

/** `file:line (n names)` of each array or set literal holding at least MIN_NAMES command-name strings. */
function commandLists(path: string, text: string): string[] {
  const out: string[] = [];
  // An opening bracket, then only quoted :Names, commas, spaces and line comments, then the closing one.
  const list = /[[(]((?:\s*'[:][A-Za-z>-]+'\s*,?|\s*\/\/[^\n]*\n)+)\s*[\])]/g;
  for (const m of text.matchAll(list)) {
    const names = m[1]!.match(/'[:][A-Za-z>-]+'/g)?.length ?? 0;
    if (names >= MIN_NAMES) out.push(`${path}:${text.slice(0, m.index).split('\n').length} (${names} names)`);
  }
  return out;
}

function sources(dir: string): [string, string][] {
  const out: [string, string][] = [];
  for (const name of readdirSync(dir).sort()) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...sources(p));
    else if (name.endsWith('.ts')) out.push([relative(repoRoot, p), readFileSync(p, 'utf8')]);
  }
  return out;
}

describe('one catalogue of command names', () => {
  it('has no list of command names in src/ (they come from grammar/)', () => {
    const files = sources(join(repoRoot, 'src'));
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap(([p, t]) => commandLists(p, t))).toEqual([]);
  });

  it('finds such a list (the check can fail)', () => {
    const text =
      "const A = 1;\nconst GAUGE = new Set([\n  ':Latitude',\n  ':Longitude',\n  // the height\n  ':Elevation',\n  ':Data',\n  ':MultiData',\n  ':EnsimTimeSeries',\n]);\nconst few = [':Data', ':MultiData'];\n";
    expect(commandLists('x.ts', text)).toEqual(['x.ts:2 (6 names)']);
  });
});
