/**
 * One catalogue: every name Raven reads is listed in grammar/, and code outside it asks the catalogue (a
 * block's members, a flag on a command, what an argument means) rather than keeping a list or a table of its
 * own that can drift from it. Outside grammar/, a list literal of six or more command names fails here, and
 * so does a record keyed by command names (`{ ':Name': … }`, `[':Name', …]` pairs), with its file and line.
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

const MIN_ENTRIES = 3;
/** Lines between two entries of one record, at most (an entry may span a few lines). */
const MAX_GAP = 12;

/**
 * `file:line (n entries)` of each record keyed by command names: at least MIN_ENTRIES keys `':Name':` or
 * pairs `[':Name', …]`, each within MAX_GAP lines of the one before.
 */
function commandRecords(path: string, text: string): string[] {
  const out: string[] = [];
  const entries: number[] = [];
  text.split('\n').forEach((line, i) => {
    // A `case ':Name':` of a switch reads a line; the header lines of a table (:Attributes, :Units,
    // :Parameters) written with their words are lines, not records.
    if (/^\s*case /.test(line) || /\[\s*'[:](Attributes|Units|Parameters)'/.test(line)) return;
    const n =
      (line.match(/'[:][A-Za-z>-]+'\s*:(?!:)/g)?.length ?? 0) +
      (line.match(/\[\s*'[:][A-Za-z>-]+'\s*,/g)?.length ?? 0);
    for (let k = 0; k < n; k++) entries.push(i + 1);
  });
  let start = 0;
  for (let i = 1; i <= entries.length; i++) {
    if (i < entries.length && entries[i]! - entries[i - 1]! <= MAX_GAP) continue;
    if (i - start >= MIN_ENTRIES) out.push(`${path}:${entries[start]} (${i - start} entries)`);
    start = i;
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

  it('has no record keyed by command names in src/ (what a command means is on its catalogue entry)', () => {
    const files = sources(join(repoRoot, 'src'));
    expect(files.flatMap(([p, t]) => commandRecords(p, t))).toEqual([]);
  });

  it('finds such a record (the check can fail)', () => {
    const text =
      "const OPTION_DEFAULTS = {\n  ':Method': 'ORDERED_SERIES',\n  // the calendar\n  ':Calendar': 'PROLEPTIC_GREGORIAN',\n  ':Routing': 'ROUTE_STORAGECOEFF',\n};\nconst SCALARS = new Map([\n  [':SubBasinID', 'subbasin_id'],\n  [':HRUID', 'hru_id'],\n  [':Type', 'type'],\n]);\n";
    expect(commandRecords('x.ts', text)).toEqual(['x.ts:2 (6 entries)']);
    const fine =
      "const one = { ':Data': 1, ':MultiData': 2 };\nswitch (name) {\n  case ':Data':\n  case ':MultiData':\n  case ':Gauge':\n}\n";
    expect(commandRecords('x.ts', fine)).toEqual([]);
  });

  it('finds such a list (the check can fail)', () => {
    const text =
      "const A = 1;\nconst GAUGE = new Set([\n  ':Latitude',\n  ':Longitude',\n  // the height\n  ':Elevation',\n  ':Data',\n  ':MultiData',\n  ':EnsimTimeSeries',\n]);\nconst few = [':Data', ':MultiData'];\n";
    expect(commandLists('x.ts', text)).toEqual(['x.ts:2 (6 names)']);
  });
});
