import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readRunName } from '../../src/engine/index.js';
import { parseRvValue } from '../../src/output/index.js';
import { rvFilesUnder, sharedCorpus } from '../paths.js';

const BENCH = 'CSHS-CWRA__RavenHydroFramework/benchmarking___InputFiles__';

/** A corpus file, as latin1 text. */
function corpus(path: string): string {
  return readFileSync(join(sharedCorpus, path), 'latin1');
}

/** The tokens of the first line of `text` whose first token is `name`, by a plain scan of the text. */
function firstLineTokens(text: string, name: string): string[] | undefined {
  for (const line of text.split(/\r?\n/)) {
    const tokens = line
      .replace(/#.*/, '')
      .split(/[\s,]+/)
      .filter(Boolean);
    if (tokens[0] === ':End') return undefined;
    if (tokens[0] === name) return tokens.slice(1);
  }
  return undefined;
}

describe('parse_rv on corpus files', () => {
  const revelstoke = corpus(`${BENCH}Revelstoke/Revelstoke_ws.rvi`);
  const coquitlam = corpus(`${BENCH}Coquitlam/Coquitlam_ws.rvi`);

  test('one-word values, without the inline comment', () => {
    expect(parseRvValue(revelstoke, 'RunName')).toBe('Revelstoke_ws');
    expect(parseRvValue(revelstoke, 'Duration')).toBe('20346');
    expect(revelstoke).toContain(':RunName\tRevelstoke_ws # NRC adapter updated this value');
  });

  test('several words are joined by single spaces, as written', () => {
    expect(parseRvValue(revelstoke, 'StartDate')).toBe('1960-10-01 00:00:00');
    // Written with a space and a tab after the name.
    expect(coquitlam).toContain(':StartDate \t2005-10-01 00:00:00');
    expect(parseRvValue(coquitlam, 'StartDate')).toBe('2005-10-01 00:00:00');
    const mohyse = corpus(`${BENCH}Salmon_MOHYSE/raven-mohyse-salmon.rvi`);
    expect(mohyse).toContain(':EvaluationMetrics NASH_SUTCLIFFE RMSE');
    expect(parseRvValue(mohyse, 'EvaluationMetrics')).toBe('NASH_SUTCLIFFE RMSE');
  });

  test('the name is taken with or without its colon; the alias is the same function', () => {
    expect(parseRvValue(coquitlam, ':RunName')).toBe('Coquitlam_ws');
    expect(parseRvValue(coquitlam, 'RunName')).toBe('Coquitlam_ws');
  });

  test('a command without arguments gives the empty string', () => {
    expect(coquitlam).toMatch(/^:SilentMode\s*$/m);
    expect(parseRvValue(coquitlam, 'SilentMode')).toBe('');
  });

  test('a commented-out command is absent', () => {
    const york = corpus(`${BENCH}York/York_gridded_m_daily_i_daily.rvi`);
    expect(york).toContain('#:RunName             run5');
    expect(parseRvValue(york, 'RunName')).toBeNull();
    expect(parseRvValue(york, 'StartDate')).toBe('2006-10-01 00:00:00');
  });

  test('absent commands, and names matched case-sensitively as Raven does', () => {
    expect(parseRvValue(coquitlam, 'NoSuchCommand')).toBeNull();
    expect(parseRvValue(coquitlam, 'runname')).toBeNull();
    expect(parseRvValue(coquitlam, 'RunNam')).toBeNull();
    expect(parseRvValue('', 'RunName')).toBeNull();
  });

  test('block commands are not one-line commands; one-line commands inside blocks are found', () => {
    const rvh = corpus(`${BENCH}Irondequoit/Irondequoit.rvh`);
    expect(rvh).toContain(':SubBasins');
    expect(parseRvValue(rvh, 'SubBasins', { fileType: 'rvh' })).toBeNull();
    expect(parseRvValue(rvh, 'Attributes', { fileType: 'rvh' })).toBe(
      firstLineTokens(rvh, ':Attributes')?.join(' '),
    );
  });

  test('every corpus .rvi: :StartDate and :RunName agree with a scan of the text and with the engine', () => {
    const rvis = rvFilesUnder(sharedCorpus).filter((path) => path.endsWith('.rvi'));
    expect(rvis.length).toBeGreaterThan(20);
    let found = 0;
    for (const path of rvis) {
      const text = readFileSync(path, 'latin1');
      for (const name of [':StartDate', ':RunName', ':Duration', ':TimeStep']) {
        const expected = firstLineTokens(text, name)?.join(' ') ?? null;
        expect({ path, name, value: parseRvValue(text, name) }).toEqual({ path, name, value: expected });
        if (expected !== null) found += 1;
      }
      const runNames = text.split(/\r?\n/).filter((line) => /^\s*:RunName\b/.test(line));
      if (runNames.length === 1) expect(parseRvValue(text, 'RunName')).toBe(readRunName(text));
    }
    expect(found).toBeGreaterThan(40);
  });
});

describe('parse_rv on written text', () => {
  test('the text after :End is not read', () => {
    expect(parseRvValue(':Duration 10\n:End\n:RunName late\n', 'RunName')).toBeNull();
  });

  test('the first occurrence wins; commas separate arguments', () => {
    expect(parseRvValue(':RunName a\r\n:RunName b\r\n', 'RunName')).toBe('a');
    expect(parseRvValue(':EvaluationMetrics NASH_SUTCLIFFE,RMSE , KLING_GUPTA\n', 'EvaluationMetrics')).toBe(
      'NASH_SUTCLIFFE RMSE KLING_GUPTA',
    );
  });
});
