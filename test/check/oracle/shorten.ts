/**
 * Shortening a model's simulation to a few days, so that each of hundreds of mutants runs in a fraction of a
 * second: `:Duration` becomes the number of days, `:EndDate` the start plus that many days.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { argToken } from '../../../src/facts/args.js';
import { ModelFacts } from '../../../src/facts/facts.js';
import { lastOf } from '../../../src/facts/rviFacts.js';
import { loadProject } from '../../../src/project/load.js';
import { replaceSite, type FileEdit, type Fixture } from './mutation.js';

/** The number of days a shortened model simulates. */
export const SHORT_DAYS = 5;

/** Shortens the simulation of the model in `dir` (edited in place). */
export async function shorten(dir: string, stem: string, days = SHORT_DAYS): Promise<void> {
  const facts = new ModelFacts(await loadProject(dir, { stem }));
  const duration = lastOf(facts.rvi, ':Duration');
  const end = lastOf(facts.rvi, ':EndDate');
  const start = lastOf(facts.rvi, ':StartDate');
  const target = duration ?? end;
  if (!target) throw new Error(`${dir}: no :Duration or :EndDate to shorten`);
  const token = argToken(target, 0)!;
  let text: string;
  if (duration) text = String(days);
  else {
    const from = start && argToken(start, 0);
    if (!from) throw new Error(`${dir}: :EndDate without :StartDate`);
    text = addDays(from.text, days);
  }
  const path = token.site.file.path;
  const old = await readFile(path, 'latin1');
  const { offset, length } = token.site;
  await writeFile(path, old.slice(0, offset) + text + old.slice(offset + length), 'latin1');
}

/** A yyyy-mm-dd date plus some days (proleptic Gregorian). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  const t = new Date(Date.UTC(y, m - 1, d) + days * 86400000);
  return t.toISOString().slice(0, 10);
}

/**
 * An edit making a mutant of a shortened model simulate `days` days. For mistakes whose effect shows only once
 * water flows through a process (a :Convolve whose target is missing corrupts memory only when it moves
 * water): the first days of a model starting in winter may move none.
 */
export function runFor(fx: Fixture, days: number): FileEdit {
  const facts = fx.facts;
  const duration = lastOf(facts.rvi, ':Duration');
  const start = lastOf(facts.rvi, ':StartDate');
  const target = (duration ?? lastOf(facts.rvi, ':EndDate'))!;
  const from = start && argToken(start, 0);
  const text = duration || !from ? String(days) : addDays(from.text, days);
  return replaceSite(fx, argToken(target, 0)!.site, text);
}
