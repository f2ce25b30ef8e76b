/** The process catalogue against the spec's process tables (read at test time) and the reference notes. */
import { HYDROLOGIC_PROCESSES } from '../../grammar/rvi/processes.js';
import { allNames } from '../../grammar/lookup.js';
import {
  PROCESS_BLOCK,
  PROCESS_MODEL_NAMES,
  PROCESS_MODELS,
  type ProcessModelName,
  type ProcessModelSpec,
  RAVEN_DEFAULT,
  allowsAlgo,
  defaultAlgo,
} from '../../src/models/processes/catalogue.js';
import { ravenName, ravenValues } from '../../src/models/options/ravenNames.js';
import { CATALOGUE } from '../../grammar/index.js';
import { commandTable } from '../../grammar/lookup.js';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { repoRoot } from '../paths.js';
import { specDocument, tableRows, toRaven } from './specText.js';

const doc2 = specDocument(2);
const algorithmRows = tableRows(doc2, '| Process model | Allowed algo values |');
const specialRows = tableRows(doc2, '| Process model | Differences |');

/** The model name of a table cell: `CapilaryRise (spelling as in the interface)` → `CapilaryRise`. */
const modelName = (cell: string) => cell.split(' ')[0];

function model(name: string): ProcessModelSpec {
  const spec = (PROCESS_MODELS as Record<string, ProcessModelSpec | undefined>)[name];
  if (!spec) throw new Error(`no process model ${name}`);
  return spec;
}

describe('process models with a list of algorithms', () => {
  test('the spec table has 30 rows, all in the catalogue', () => {
    expect(algorithmRows).toHaveLength(30);
    expect(algorithmRows.map(([cell]) => modelName(cell))).toContain('CapilaryRise');
  });

  /** Whether Raven checks the algorithm of a command (an enumerated argument in the catalogue). */
  const checked = (command: string) =>
    commandTable(CATALOGUE.rvi.commands)
      .get(command)
      ?.args?.some((a) => a.type === 'enum' && a.name === 'algorithm') === true;

  test.each(algorithmRows.map(([cell, algos]) => [modelName(cell), algos]))(
    '%s: every algorithm of the spec taken as Raven reads it, algo required',
    (name, algos) => {
      const listed = algos
        .replace(/ only$/, '')
        .split(', ')
        .map((a) => toRaven(a.trim()));
      const spec = model(name);
      expect(spec.name).toBe(name);
      if (spec.algo.kind !== 'oneOf') throw new Error(`${name} has no list of algorithms`);
      // Where Raven checks the algorithm, the list is the catalogue's; elsewhere (:Overflow) the spec's.
      expect(spec.algo.values).toEqual(
        checked(spec.command) ? ravenValues(spec.command, 'algorithm') : listed,
      );
      expect(spec.algo.default).toBeNull();
      expect(defaultAlgo(spec)).toBeNull();
      expect(spec.to).toEqual({ required: false, length: null });
      expect(spec.fields).toEqual([]);
      // Each spec algorithm is accepted when Raven reads it (under its own name or another), else refused.
      for (const algo of listed) expect(allowsAlgo(spec, algo)).toBe(ravenName(spec.command, algo) !== null);
      expect(allowsAlgo(spec, 'NOT_AN_ALGORITHM')).toBe(false);
    },
  );
});

describe('process models with a default or extra fields', () => {
  test('the spec table has 5 rows', () => {
    expect(specialRows.map(([cell]) => modelName(cell))).toEqual([
      'Flush',
      'LateralEquilibrate',
      'LateralFlush',
      'Precipitation',
      'Split',
    ]);
  });

  test.each(specialRows.map(([cell, text]) => [modelName(cell), text]))(
    '%s: as the spec says',
    (name, text) => {
      const spec = model(name);
      const constant = /algo is the constant (\w+)/.exec(text);
      const free = /algo is a free string \(default (\w+)\)/.exec(text);
      const choice = /algo is (\w+) or (\w+); default (\w+)/.exec(text);
      if (constant) expect(spec.algo).toEqual({ kind: 'constant', value: toRaven(constant[1]) });
      else if (free) expect(spec.algo).toEqual({ kind: 'free', default: toRaven(free[1]) });
      else if (choice)
        expect(spec.algo).toEqual({
          kind: 'oneOf',
          values: [toRaven(choice[1]), toRaven(choice[2])],
          default: toRaven(choice[3]),
        });
      else throw new Error(`unread algo rule for ${name}: ${text}`);
      expect(defaultAlgo(spec)).not.toBeNull();

      const field = /extra field (\w+) \(([^)]*)\)/.exec(text);
      if (field) {
        expect(spec.fields).toEqual([
          { name: field[1], type: 'float', nullable: field[2].includes('or null'), default: null },
        ]);
      } else {
        expect(spec.fields).toEqual([]);
      }

      const exactly = /to is required and must have exactly (\d+) strings/.exec(text);
      expect(spec.to).toEqual(
        exactly ? { required: true, length: Number(exactly[1]) } : { required: false, length: null },
      );
    },
  );

  test('free algorithms accept any word; the constant one only itself', () => {
    expect(allowsAlgo(model('Split'), 'ANYTHING')).toBe(true);
    expect(allowsAlgo(model('Flush'), RAVEN_DEFAULT)).toBe(true);
    expect(allowsAlgo(model('Flush'), 'PRECIP_RAVEN')).toBe(false);
    expect(defaultAlgo(model('Precipitation'))).toBe('PRECIP_RAVEN');
  });
});

describe('names and commands', () => {
  test('one entry per model of the two tables, no other', () => {
    const names = [...algorithmRows, ...specialRows].map(([cell]) => modelName(cell));
    expect(PROCESS_MODEL_NAMES).toEqual(names);
    expect(Object.keys(PROCESS_MODELS).sort()).toEqual([...names].sort());
    expect(new Set(names).size).toBe(35);
  });

  test('every model writes :Name, except Overflow and the misspelled CapilaryRise', () => {
    for (const name of PROCESS_MODEL_NAMES) {
      const expected: Partial<Record<ProcessModelName, string>> = {
        Overflow: ':-->Overflow',
        CapilaryRise: ':CapillaryRise',
      };
      expect(model(name).command).toBe(expected[name] ?? `:${name}`);
    }
  });

  test('every command is one the engine reads (grammar catalogue)', () => {
    const known = new Set(allNames(HYDROLOGIC_PROCESSES));
    for (const name of PROCESS_MODEL_NAMES) expect(known).toContain(model(name).command);
  });

  test('agrees with the reference notes on :HydrologicProcesses', () => {
    const notes = readFileSync(resolve(repoRoot, '..', 'shared', 'reference', 'ravenpy.md'), 'utf8');
    const section = notes.slice(
      notes.indexOf('**`:HydrologicProcesses`**'),
      notes.indexOf('**`:SoilClasses`**'),
    );
    expect(section).toContain('Overflow written `:-->Overflow`');
    expect(section).toContain(PROCESS_BLOCK.conditional);
    expect(section).toContain(`${PROCESS_BLOCK.groupEnd} ${PROCESS_BLOCK.groupWeights}`);
    const classes = /Process classes: ([^.]*)\./.exec(section.replace(/\s+/g, ' '))![1].split(', ');
    for (const name of classes) expect(PROCESS_MODEL_NAMES).toContain(name);
    // The example lines use catalogue commands and allowed algorithms.
    for (const line of section.split('\n').filter((l) => /^ {2,}:\w|^ {2,}:-->Overflow/.test(l))) {
      const [command, algo] = line.trim().split(/\s+/);
      const spec = PROCESS_MODEL_NAMES.map(model).find((m) => m.command === command);
      if (spec) expect(allowsAlgo(spec, algo)).toBe(true);
    }
  });
});
