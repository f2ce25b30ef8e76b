/**
 * The option enumerations against the spec text (read at test time), and the state variable validator
 * against every process line of the corpus models.
 */
import { existsSync, readFileSync } from 'node:fs';
import * as options from '../../src/models/options/index.js';
import {
  Calendar,
  ConditionalKind,
  ConditionalOp,
  CustomOutputSpaceAgg,
  CustomOutputStat,
  CustomOutputTimePer,
  Evaporation,
  EvaluationMetrics,
  ForcingType,
  StateName,
  StateNameValues,
  type StringEnum,
  enumValues,
  isMember,
  isStateVariable,
  ravenName,
  stateBaseName,
} from '../../src/models/options/index.js';
import { ownCorpus, rvFilesUnder, sharedCorpus } from '../paths.js';
import { specDocument, tableRows, toRaven } from './specText.js';

/** Splits a spec list (`A, B, C` or `A, B or C`) into its items. */
function listItems(text: string): string[] {
  return text
    .trim()
    .replace(/\.$/, '')
    .split(/, | or /)
    .map((item) => item.trim());
}

const doc1 = specDocument(1);
const doc2 = specDocument(2);

/** An exported enumeration of the options module, by name. */
function exported(name: string): StringEnum {
  const value = (options as Record<string, unknown>)[name];
  if (typeof value !== 'object' || value === null) throw new Error(`options does not export ${name}`);
  return value as StringEnum;
}

/** The `- Name: MEMBER = value; …` lines of document 2, with their pairs (MODEL written RAVEN). */
function document2Enumerations(): Map<string, { pairs: [string, string][]; partial: boolean }> {
  const out = new Map<string, { pairs: [string, string][]; partial: boolean }>();
  for (const line of doc2.split('\n')) {
    const m = /^- (\w+)(?: \(enumeration\)|, members shown)?: (.*)$/.exec(line);
    if (!m || !m[2].includes(' = ')) continue;
    const [shown, ...rest] = m[2].split(/\.(?: |$)/);
    const pairs = shown.split('; ').map((pair) => {
      const [member, value] = pair.split(' = ');
      return [member.trim(), toRaven(value.trim())] as [string, string];
    });
    out.set(m[1], { pairs, partial: rest.join(' ').includes('not shown') });
  }
  return out;
}

describe('option enumerations of document 2', () => {
  const enums = document2Enumerations();

  test('the spec lists 27 enumerations and the module exports each', () => {
    expect(enums.size).toBe(27);
    for (const name of enums.keys()) expect(Object.isFrozen(exported(name))).toBe(true);
  });

  /**
   * The spec's pairs as the module holds them: a spelling Raven does not read is replaced by Raven's name for it
   * (the alias table of ravenNames.ts); one Raven has no name for stays, and the models refuse it.
   */
  const asRaven = (name: string, pairs: [string, string][]) =>
    pairs.map(([member, value]) => [member, ravenName(`:${name}`, value) ?? value]);

  test.each([...document2Enumerations()].filter(([, e]) => !e.partial))(
    '%s: exactly the members of the spec, with the values Raven reads',
    (name, { pairs }) => {
      const raven = asRaven(name, pairs);
      expect(Object.entries(exported(name))).toEqual(raven);
      expect(enumValues(exported(name))).toEqual(raven.map(([, value]) => value));
      expect(exported(`${name}Values`)).toEqual(raven.map(([, value]) => value));
    },
  );

  test('EvaluationMetrics: every shown member, and the hidden gap filled between ABSMAX and DIAG_SPEARMAN', () => {
    const { pairs, partial } = enums.get('EvaluationMetrics')!;
    expect(partial).toBe(true);
    const entries = Object.entries(EvaluationMetrics);
    for (const pair of asRaven('EvaluationMetrics', pairs)) expect(entries).toContainEqual(pair);
    const hidden = entries.filter(([member]) => !pairs.some(([shown]) => shown === member));
    expect(hidden.map(([m]) => m)).toEqual(['ABS_PCT_BIAS', 'ABS_PCT_PDIFF', 'DAILY_KGE', 'DAILY_NSE']);
    // The spec lists members in code-point order; the gap is between ABSMAX and DIAG_SPEARMAN.
    for (const [member, value] of hidden) {
      expect(member).toBe(value);
      expect(member > 'ABSMAX' && member < 'DIAG_SPEARMAN').toBe(true);
    }
    const members = entries.map(([m]) => m);
    expect(members).toEqual([...members].sort());
    expect(entries).toHaveLength(pairs.length + hidden.length);
    expect(entries).toHaveLength(19);
  });

  test('PRECIP_MODEL is written PRECIP_RAVEN, TOPMODEL is not a brand word', () => {
    expect(options.Precipitation.DEFAULT).toBe('PRECIP_RAVEN');
    expect(toRaven('BASE_TOPMODEL')).toBe('BASE_TOPMODEL');
    expect(toRaven('MODEL_DEFAULT')).toBe('RAVEN_DEFAULT');
  });
});

describe('shared enumerations of document 1', () => {
  const shared = doc1.slice(doc1.indexOf('### Shared enumerations'));

  test('ForcingType: the 37 values of the spec', () => {
    const values = listItems(/^ForcingType \([^)]*\): (.*)$/m.exec(shared)![1]);
    expect(/one of the (\d+) values/.exec(doc1)![1]).toBe('37');
    expect(values).toHaveLength(37);
    expect(Object.values(ForcingType)).toEqual(values);
    expect(Object.keys(ForcingType)).toEqual(values);
  });

  test('StateName: every state value of the spec', () => {
    const values = listItems(/^StateName: (.*)$/m.exec(shared)![1]);
    expect(values).toHaveLength(42);
    expect(Object.values(StateName)).toEqual(values);
    expect(StateNameValues).toEqual(values);
  });

  test('Distribution and Adjustment', () => {
    expect(Object.values(options.Distribution)).toEqual(
      listItems(/Distribution \(dist\): ([^.]*)\./.exec(shared)![1]),
    );
    expect(Object.values(options.Adjustment)).toEqual(
      listItems(/Adjustment \(adj\): ([^.]*)\./.exec(shared)![1]),
    );
  });

  test('CustomOutput time_per, stat and space_agg', () => {
    const rows = tableRows(doc1, '| Field | Type | Required/Default | Allowed values / notes |');
    const allowed = (field: string) => listItems(rows.find((row) => row[0] === field)![3]);
    expect(Object.values(CustomOutputTimePer)).toEqual(allowed('time_per'));
    expect(Object.values(CustomOutputStat)).toEqual(allowed('stat'));
    expect(Object.values(CustomOutputSpaceAgg)).toEqual(allowed('space_agg'));
  });

  test('Conditional kind and op', () => {
    const m = /\*\*Conditional\*\*[^:]*: kind \(([^)]*)\), op \(([^)]*)\)/.exec(doc1)!;
    expect(Object.values(ConditionalKind)).toEqual(listItems(m[1]));
    expect(Object.values(ConditionalOp)).toEqual(listItems(m[2]));
  });

  test.each([
    ['LandUseParameterList', 'LandUseParameterName', 49],
    ['SoilParameterList', 'SoilParameterName', 50],
    ['VegetationParameterList', 'VegetationParameterName', 34],
  ])('%s: the closed list of parameter names', (list, name, count) => {
    // Items are separated by ", "; "CLAPP N,CLAPP M" (no space) is one name, as in the reference library.
    const line = new RegExp(`^- ${list}: (.*)$`, 'm').exec(doc1)![1];
    const values = line.replace(/\.$/, '').split(', ');
    expect(values).toHaveLength(count);
    expect(Object.values(exported(name))).toEqual(values);
  });

  test('SubBasinProperties parameter names', () => {
    const m = /parameters \(alias Parameters; list of (.*?); or null/.exec(doc1)!;
    expect(Object.values(options.SubBasinPropertyName)).toEqual(listItems(m[1]));
    expect(Object.values(options.SubBasinPropertyName)).toHaveLength(14);
  });
});

describe('enumeration helpers', () => {
  test('isMember is an exact type guard', () => {
    const value: unknown = 'PET_OUDIN';
    expect(isMember(Evaporation, value)).toBe(true);
    if (isMember(Evaporation, value)) {
      const typed: Evaporation = value;
      expect(typed).toBe(Evaporation.OUDIN);
    }
    expect(isMember(Evaporation, 'OUDIN')).toBe(false);
    expect(isMember(Evaporation, 'pet_oudin')).toBe(false);
    expect(isMember(Evaporation, 3)).toBe(false);
    expect(isMember(Calendar, 'NOLEAP')).toBe(true);
  });

  test('enumerations and their value arrays are frozen', () => {
    expect(Object.isFrozen(Evaporation)).toBe(true);
    expect(Object.isFrozen(options.EvaporationValues)).toBe(true);
    expect(Object.isFrozen(StateName)).toBe(true);
    expect(() => {
      (Evaporation as Record<string, string>).OUDIN = 'x';
    }).toThrow(TypeError);
  });
});

describe('isStateVariable', () => {
  test('every state name of the spec, with or without an index', () => {
    for (const name of StateNameValues) {
      expect(isStateVariable(name)).toBe(true);
      expect(isStateVariable(`${stateBaseName(name)}[3]`)).toBe(true);
    }
    expect(isStateVariable('CONVOLUTION[1]')).toBe(true);
    expect(isStateVariable('SOIL[12]')).toBe(true);
  });

  test('names Raven reads beyond the spec list, and constituents', () => {
    expect(isStateVariable('AQUIFER')).toBe(true);
    expect(isStateVariable('SURFACEWATER')).toBe(true);
    expect(isStateVariable('soil[0]')).toBe(true);
    expect(isStateVariable('!Nitrogen')).toBe(true);
  });

  test('rejects what is not a state variable', () => {
    for (const name of ['', 'FOO', 'SOIL[x]', 'SOIL[1', 'SOIL[]', 'SOIL [1]', '[1]', 'SOIL[1]X', '!']) {
      expect(isStateVariable(name)).toBe(false);
    }
  });

  test('aliases match the whole name, ignoring case', () => {
    expect(isStateVariable('FAST_RESERVOIR')).toBe(false);
    expect(isStateVariable('FAST_RESERVOIR', ['FAST_RESERVOIR'])).toBe(true);
    expect(isStateVariable('fast_reservoir', new Set(['FAST_RESERVOIR']))).toBe(true);
    expect(isStateVariable('FAST_RESERVOIR[1]', ['FAST_RESERVOIR'])).toBe(false);
  });
});

/** Raven's tokens of a line: separators are spaces, tabs and commas; `#` ends the line. */
function tokens(line: string): string[] {
  return line
    .replace(/#.*$/, '')
    .split(/[\s,]+/)
    .filter((t) => t.length > 0);
}

/** The state variable arguments of a process line (Raven's positions; numbers and keywords left out). */
function stateArguments(words: string[]): string[] {
  switch (words[0]) {
    case ':-->Conditional':
    case ':ProcessGroup':
    case ':EndProcessGroup':
      return [];
    case ':LateralFlush':
      return [words[3], words[6]];
    case ':LateralEquilibrate':
      return [words[3]];
    default:
      return words.slice(2).filter((w) => !/^[-+]?[\d.]/.test(w) && w !== 'FRACT_BY_SUBBASIN');
  }
}

describe('isStateVariable on the corpus', () => {
  const files = [ownCorpus, sharedCorpus]
    .filter((dir) => existsSync(dir))
    .flatMap((dir) => rvFilesUnder(dir))
    .filter((path) => /\.rvi(\.tpl)?$/.test(path));

  test('accepts every state variable of every :HydrologicProcesses block', () => {
    let checked = 0;
    let viaAlias = 0;
    const rejected: string[] = [];
    for (const path of files) {
      const lines = readFileSync(path, 'latin1').split(/\r?\n/).map(tokens);
      const aliases = lines.filter((w) => w[0] === ':Alias' && w.length >= 3).map((w) => w[1]);
      let inside = false;
      for (const words of lines) {
        if (words.length === 0) continue;
        if (/^:Hydrologic(al)?Processes$/.test(words[0])) inside = true;
        else if (/^:EndHydrologic(al)?Processes$/.test(words[0])) inside = false;
        else if (inside && words[0].startsWith(':')) {
          for (const name of stateArguments(words)) {
            checked++;
            if (!isStateVariable(name)) viaAlias++;
            if (!isStateVariable(name, aliases)) rejected.push(`${path}: ${words.join(' ')} (${name})`);
          }
        }
      }
    }
    expect(rejected).toEqual([]);
    expect(checked).toBeGreaterThan(500);
    expect(viaAlias).toBeGreaterThan(0);
  });
});
