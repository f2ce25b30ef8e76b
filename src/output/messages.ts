/** Raven's message file, `Raven_errors.txt`: errors, warnings and advisories of one run. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The name of the file Raven writes its messages to, in the main output directory (never prefixed). */
export const RAVEN_MESSAGES_FILE = 'Raven_errors.txt';

/** The line Raven writes last when a simulation ends normally. */
export const COMPLETION_MESSAGE = 'SIMULATION COMPLETE :)';

/** The messages of one Raven run, by kind, each multi-line message joined into one string. */
export interface RavenMessages {
  readonly errors: string[];
  readonly warnings: string[];
  readonly advisories: string[];
  /** True when Raven wrote its completion message. */
  readonly completed: boolean;
}

type Kind = 'errors' | 'warnings' | 'advisories';

const KINDS: Readonly<Record<string, Kind>> = {
  ERROR: 'errors',
  WARNING: 'warnings',
  ADVISORY: 'advisories',
};

// `ERROR    : msg`, `WARNING  : msg`, `ADVISORY : msg`: the padding varies, so match the word and the colon.
const MESSAGE = /^(ERROR|WARNING|ADVISORY) *:(.*)$/;
// Raven collapses consecutive identical warnings into this marker after the first one.
const REPEATED = /^\s*\*\*\[PREVIOUS WARNING REPEATED (\d+) TIMES\]\*\*\s*$/;
// The version banner and its dashed underline open the file (left out with `-b`).
const HEADER = /^( Raven v.*|-{10,})$/;
// Raven adds this after any input error; it says nothing when the real errors are listed.
const CIRCULAR = 'Errors found in input data. See Raven_errors.txt for details';

/** Parses the text of `Raven_errors.txt`. */
export function parseRavenMessages(text: string): RavenMessages {
  const found: Record<Kind, string[]> = { errors: [], warnings: [], advisories: [] };
  let completed = false;
  // The message that continuation lines and repeat markers belong to.
  let last: { kind: Kind; index: number } | null = null;
  let seenMessage = false;

  for (const raw of text.split('\n')) {
    const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    // Each pattern is tried only on lines that can match it (a message starts with E, W or A).
    const first = line.charCodeAt(0);
    const message = first === 0x45 || first === 0x57 || first === 0x41 ? MESSAGE.exec(line) : null;
    if (message) {
      const kind = KINDS[message[1]];
      found[kind].push(message[2].trim());
      last = { kind, index: found[kind].length - 1 };
      seenMessage = true;
      continue;
    }
    const trimmed = line.trim();
    const repeated = trimmed.startsWith('**[') ? REPEATED.exec(line) : null;
    if (repeated) {
      if (last) found[last.kind][last.index] += ` (repeated ${repeated[1]} more times)`;
      continue;
    }
    if (trimmed === COMPLETION_MESSAGE) {
      completed = true;
      last = null;
      continue;
    }
    if (trimmed === '' || (!seenMessage && HEADER.test(line))) continue;
    // Raven writes multi-line messages verbatim: their further lines carry no prefix.
    if (last) {
      const joined = `${found[last.kind][last.index]} ${trimmed}`;
      found[last.kind][last.index] = joined.trim();
    }
  }

  const specific = found.errors.filter((e) => e !== CIRCULAR);
  const errors = specific.length > 0 ? specific : found.errors;
  return { errors, warnings: found.warnings, advisories: found.advisories, completed };
}

/** Reads and parses `Raven_errors.txt` from an output directory; null when the file does not exist. */
export async function readRavenMessages(dir: string): Promise<RavenMessages | null> {
  let text: string;
  try {
    // A few kilobytes: one synchronous read costs less than a trip through the thread pool.
    text = readFileSync(join(dir, RAVEN_MESSAGES_FILE), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  return parseRavenMessages(text);
}
