import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseRavenMessages, readRavenMessages } from '../../src/output/messages.js';
import { FIXTURES } from './helpers.js';

async function fixture(name: string): Promise<string> {
  return readFile(join(FIXTURES, name, 'Raven_errors.txt'), 'utf8');
}

describe('parseRavenMessages on files Raven wrote', () => {
  test('a two-line error is joined, and the circular error is dropped when a real one exists', async () => {
    const messages = parseRavenMessages(await fixture('multiline-error'));
    expect(messages.errors).toEqual(['Unrecognized command in .rvi file: badtoken']);
    expect(messages.advisories).toHaveLength(3);
    expect(messages.advisories[0]).toMatch(/^PET_DATA was chosen/);
    expect(messages.warnings).toEqual([]);
    expect(messages.completed).toBe(false);
  });

  test('several errors keep their order; the banner is not a message', async () => {
    const messages = parseRavenMessages(await fixture('bad-routing'));
    expect(messages.errors).toEqual([
      'ParseMainInputFile: Unrecognized routing method',
      'No channel profiles specified in .rvp file. Cannot proceed.',
      'Parse RVH File: NONE cannot be used as channel code if routing method is anything other than ROUTE_NONE or ROUTE_EXTERNAL',
    ]);
    expect(messages.completed).toBe(false);
  });

  test('a completed run with a warning', async () => {
    const messages = parseRavenMessages(await fixture('unknown-command'));
    expect(messages.errors).toEqual([]);
    expect(messages.warnings).toEqual(['IGNORING unrecognized command: :UnknownCommandXyz in .rvi file']);
    expect(messages.advisories).toHaveLength(5);
    expect(messages.completed).toBe(true);
  });

  test('a fatal error without the circular message', async () => {
    const messages = parseRavenMessages(await fixture('missing-rvh'));
    expect(messages.errors).toEqual(['Cannot find or read .rvh file']);
  });
});

describe('parseRavenMessages on the other forms of §3.7', () => {
  test('the circular error stays when it is the only one', () => {
    const text = 'ERROR    : Errors found in input data. See Raven_errors.txt for details\n';
    expect(parseRavenMessages(text).errors).toEqual([
      'Errors found in input data. See Raven_errors.txt for details',
    ]);
  });

  test('a repeated-warning marker annotates the warning it follows, and is not a message itself', () => {
    const text = [
      'WARNING  : a warning',
      ' **[PREVIOUS WARNING REPEATED 12 TIMES]**',
      'ADVISORY : an advisory',
      'SIMULATION COMPLETE :)',
    ].join('\r\n');
    expect(parseRavenMessages(text)).toEqual({
      errors: [],
      warnings: ['a warning (repeated 12 more times)'],
      advisories: ['an advisory'],
      completed: true,
    });
  });

  test('empty text has no messages and no completion', () => {
    expect(parseRavenMessages('')).toEqual({ errors: [], warnings: [], advisories: [], completed: false });
  });
});

describe('readRavenMessages', () => {
  test('reads the file of an output directory', async () => {
    const messages = await readRavenMessages(join(FIXTURES, 'unknown-command'));
    expect(messages?.completed).toBe(true);
  });

  test('is null when the directory has no Raven_errors.txt', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'rvkit-messages-'));
    try {
      expect(await readRavenMessages(dir)).toBeNull();
    } finally {
      await rm(dir, { recursive: true });
    }
  });
});
