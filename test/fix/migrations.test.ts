/**
 * The migration catalogue against Raven 4.12.1: each legacy case (legacyCases.ts) is a runnable corpus model,
 * shortened, written once with the name Raven 4.12 reads and once with the legacy name. Raven's verdict on the
 * legacy copy must be the catalogue's (stops, warns, or reads it silently); after `fixProject` the legacy copy
 * must be the modern one byte for byte where the rewrite is certain (and Raven's outputs identical), and left
 * as it was, with a message naming the change, where it is not. Every catalogue entry has a legacy case here
 * (the modern copy is first passed through `fixProject`, so that the corpus model's own legacy names, such as
 * Salmon HBV's :CanopySnowEvap, are rewritten on both sides and each case compares its own rewrite alone).
 */
import { cpSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MIGRATIONS, type LegacyVerdict, type Migration } from '../../grammar/migrations.js';
import { fixProject } from '../../src/fix/fixProject.js';
import { fileHost } from '../../src/project/fileHost.js';
import { loadProject } from '../../src/project/load.js';
import { pool, ravenVerdict } from '../check/oracle/raven.js';
import { shorten } from '../check/oracle/shorten.js';
import { copyCorpusModel, sharedCorpus } from '../paths.js';
import { LEGACY_CASES, type LegacyCase, type TextChange } from './legacyCases.js';

function migrationOf(c: { legacy: string; command?: string }): Migration {
  const m = MIGRATIONS.find((x) =>
    c.command
      ? x.command === c.command && x.legacy === c.legacy
      : x.kind === 'command' && x.legacy === c.legacy,
  );
  if (!m) throw new Error(`no migration ${c.command ?? ''} ${c.legacy}`);
  return m;
}

function apply(dir: string, stem: string, changes: readonly TextChange[]): void {
  for (const ch of changes) {
    const path = join(dir, `${stem}.${ch.ext}`);
    const text = readFileSync(path, 'latin1');
    if (ch.from !== '' && !text.includes(ch.from)) throw new Error(`${path}: '${ch.from}' not found`);
    writeFileSync(path, ch.from === '' ? text + ch.to : text.replace(ch.from, ch.to), 'latin1');
  }
}

function rvTexts(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const name of readdirSync(dir)) {
    if (/\.rv[a-z]$/.test(name)) out.set(name, readFileSync(join(dir, name), 'latin1'));
  }
  return out;
}

/** Every output file of a run except the progress file (its timing differs between runs). */
function outputs(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const name of readdirSync(join(dir, 'out'))) {
    if (name !== 'Raven_progress.txt') out.set(name, readFileSync(join(dir, 'out', name), 'latin1'));
  }
  return out;
}

function warnings(dir: string): number {
  try {
    return readFileSync(join(dir, 'out', 'Raven_errors.txt'), 'latin1')
      .split('\n')
      .filter((l) => l.startsWith('WARNING')).length;
  } catch {
    return 0;
  }
}

interface Outcome {
  readonly label: string;
  readonly baselineFails: boolean;
  readonly observed: LegacyVerdict;
  readonly expected: LegacyVerdict;
  readonly changedFiles: number;
  readonly sameText: boolean;
  readonly fixedFails: boolean;
  readonly sameOutputs: boolean;
  readonly reported: boolean;
}

/**
 * The catalogue's verdict on a legacy case, as this model shows it: the case whose group is never declared stops
 * Raven 4.12, though the command only warns otherwise; a model with :SuppressWarnings (Alouette) writes no
 * WARNING line, so what warns elsewhere passes silently there.
 */
function expectedVerdict(c: LegacyCase, m: Migration): LegacyVerdict {
  if (c.modern.some((ch) => ch.to.startsWith('\n# :AggregatedVariable'))) return 'stops';
  const rvi = readFileSync(join(sharedCorpus, c.model.dir, `${c.model.stem}.rvi`), 'latin1');
  return m.raven412 === 'warns' && /^\s*:SuppressWarnings\b/m.test(rvi) ? 'accepts' : m.raven412;
}

async function runCase(c: LegacyCase, root: string, i: number): Promise<Outcome> {
  const m = migrationOf(c);
  const label = `${c.command ?? ''} ${c.legacy} (${c.model.stem})`.trim();
  const modern = copyCorpusModel(c.model.dir, join(root, `m${i}`));
  await shorten(modern, c.model.stem);
  apply(modern, c.model.stem, c.modern);
  // The modern copy as rvkit leaves it (the corpus model's own legacy names rewritten, as runnable.test.ts
  // checks), so that the fix of the legacy copy is compared with this case's rewrite alone.
  await fixProject(await loadProject(modern, { stem: c.model.stem }), {
    backup: false,
    host: fileHost(modern),
  });
  const base = await ravenVerdict(modern, c.model.stem);
  const legacy = join(root, `l${i}`);
  cpSync(modern, legacy, { recursive: true, filter: (p) => !p.endsWith('/out') });
  apply(legacy, c.model.stem, c.legacyChanges);
  const legacyTexts = rvTexts(legacy);
  const before = await ravenVerdict(legacy, c.model.stem);
  const observed: LegacyVerdict = before.fails
    ? 'stops'
    : warnings(legacy) > warnings(modern)
      ? 'warns'
      : 'accepts';
  const project = await loadProject(legacy, { stem: c.model.stem });
  const result = await fixProject(project, { backup: false, host: fileHost(legacy) });
  const after = rvTexts(legacy);
  const expectedTexts = m.rewrite === 'report' ? legacyTexts : rvTexts(modern);
  const sameText = [...expectedTexts].every(([name, text]) => after.get(name) === text);
  await rm(join(legacy, 'out'), { recursive: true, force: true });
  const fixed = await ravenVerdict(legacy, c.model.stem);
  const a = outputs(modern);
  const b = outputs(legacy);
  const sameOutputs = a.size === b.size && [...a].every(([name, text]) => b.get(name) === text);
  const reported = result.remaining.some((d) => d.message.includes(`Raven ${m.since}`));
  return {
    label,
    baselineFails: base.fails,
    observed,
    expected: expectedVerdict(c, m),
    changedFiles: result.changes.length,
    sameText,
    fixedFails: fixed.fails,
    sameOutputs,
    reported,
  };
}

/** What happened to one legacy copy, as it happened: a rewrite restores the modern text, a report leaves it. */
function logLine(o: Outcome, m: Migration): string {
  const head = `${o.label}: Raven ${o.observed} on the legacy copy; `;
  if (m.rewrite === 'report') {
    return (
      head +
      `no certain rewrite: ${o.changedFiles === 0 && o.sameText ? 'left as written' : 'TEXT CHANGED'}, ` +
      `${o.reported ? 'the checker says what to write' : 'NOT REPORTED'}`
    );
  }
  return (
    head +
    `fix changed ${o.changedFiles} file(s), ${o.sameText ? 'modern text restored' : 'TEXT DIFFERS'}, ` +
    `${o.fixedFails ? 'RAVEN FAILS' : o.sameOutputs ? 'identical outputs' : 'OUTPUTS DIFFER'}`
  );
}

describe('legacy copies of runnable corpus models on Raven 4.12', () => {
  let root: string;
  let outcomes: Outcome[];
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'rvkit-migrations-'));
    outcomes = await pool(
      LEGACY_CASES.map((c, i) => ({ c, i })),
      ({ c, i }) => runCase(c, root, i),
    );
    console.log(outcomes.map((o, i) => logLine(o, migrationOf(LEGACY_CASES[i]))).join('\n'));
  }, 600_000);
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('every modern copy completes', () => {
    expect(outcomes.filter((o) => o.baselineFails).map((o) => o.label)).toEqual([]);
  });

  it("Raven's verdict on each legacy copy is the catalogue's", () => {
    expect(outcomes.map((o) => `${o.label}: ${o.observed}`)).toEqual(
      outcomes.map((o) => `${o.label}: ${o.expected}`),
    );
  });

  it('after rvkit fix each copy is the modern one (or unchanged where no rewrite is certain), and Raven completes with identical outputs', () => {
    const bad = outcomes.filter((o, i) => {
      const m = migrationOf(LEGACY_CASES[i]);
      if (!o.sameText) return true;
      // No certain rewrite: the legacy line stays, and the checker names the change.
      if (m.rewrite === 'report') return o.changedFiles !== 0 || !o.reported;
      return o.fixedFails || !o.sameOutputs;
    });
    expect(bad.map((o) => o.label)).toEqual([]);
  });
});

describe('every catalogue entry', () => {
  it('has a legacy copy of a runnable corpus model run by Raven above', () => {
    const covered = new Set(LEGACY_CASES.map(migrationOf));
    expect(
      MIGRATIONS.filter((m) => !covered.has(m)).map((m) => `${m.command ?? ''} ${m.legacy}`.trim()),
    ).toEqual([]);
  });

  it('names its source: a Raven version and a commit or a 4.12 source file', () => {
    for (const m of MIGRATIONS) {
      expect(m.since).toMatch(/^\d+\.\d+(\.\d+)?$/);
      expect(m.source).toMatch(/\b[0-9a-f]{7}\b|\.cpp/);
    }
  });
});
