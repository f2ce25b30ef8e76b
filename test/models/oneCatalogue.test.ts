/**
 * One catalogue: the models layer names no option value or process algorithm that `grammar/` does not list,
 * and keeps no second list of them. A name the grammar does not list stops the options module from loading;
 * every section field is bound to a catalogue command and takes that command's values; and the sources of the
 * option and process modules write no Raven value themselves except as an interface member name, an irregular
 * interface spelling (`spelled`) or an entry of the one alias table.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { CATALOGUE } from '../../grammar/index.js';
import { commandTable } from '../../grammar/lookup.js';
import type { FileType } from '../../grammar/types.js';
import { fieldsOf } from '../../src/models/modelClass/field.js';
import type { ModelClass } from '../../src/models/modelClass/types.js';
import * as options from '../../src/models/options/index.js';
import { optionEnum, type StringEnum } from '../../src/models/options/index.js';
import { INTERFACE_NAMES } from '../../grammar/interfaceNames.js';
import { PROCESS_MODELS } from '../../src/models/processes/catalogue.js';
import { RVE, RVI } from '../../src/models/sections/index.js';
import { repoRoot } from '../paths.js';

/** The interface's spellings Raven reads otherwise, as the catalogue's arguments carry them (per command). */
const SPEC_ALIASES: Record<string, Readonly<Record<string, string | null>>> = {};
for (const file of Object.values(CATALOGUE))
  for (const spec of file.commands)
    for (const arg of spec.args ?? []) if (arg.interfaceNames) SPEC_ALIASES[spec.name] = arg.interfaceNames;

/** Every value of every enumerated argument of every command of the catalogue. */
const grammarValues = new Set<string>();
for (const file of Object.values(CATALOGUE))
  for (const spec of file.commands)
    for (const arg of spec.args ?? []) for (const v of arg.values ?? []) grammarValues.add(v);

/** The option enumerations the options module exports (frozen objects of string values). */
const enums = Object.entries(options as Record<string, unknown>).filter(
  (e): e is [string, StringEnum] =>
    typeof e[1] === 'object' &&
    e[1] !== null &&
    !Array.isArray(e[1]) &&
    Object.isFrozen(e[1]) &&
    Object.values(e[1]).every((v) => typeof v === 'string'),
);

describe('an option enumeration is derived from the catalogue', () => {
  test("every row of the interface's names is on its command's enumerated argument, and no other", () => {
    expect(SPEC_ALIASES).toEqual(INTERFACE_NAMES);
  });

  test('a member whose name the grammar does not list is refused when the enumeration is built', () => {
    expect(() => optionEnum(':Routing', 'ROUTE_', ['DIFFUSIVE_WAVE', 'KINEMATIC'])).toThrow(
      ':Routing: KINEMATIC (ROUTE_KINEMATIC) is not a value of the catalogue',
    );
    // The same name is accepted where the grammar lists it under another command's prefix.
    expect(() => optionEnum(':Routing', '', ['ROUTE_KINEMATIC'])).toThrow('is not a value');
    expect(() => optionEnum(':Evaporation', 'PET_', ['NOT_A_METHOD'], { spelled: {} })).toThrow();
    // The deprecated form (a record of Raven names) is checked the same way.
    expect(optionEnum(':Routing', { NONE: 'ROUTE_NONE' })).toEqual({ NONE: 'ROUTE_NONE' });
    expect(() => optionEnum(':Routing', { KINEMATIC: 'ROUTE_KINEMATIC' })).toThrow('is not a value');
  });

  test('members take the name Raven reads: the prefixed name, the irregular spelling, or the alias', () => {
    const e = optionEnum(':Routing', 'ROUTE_', ['NONE', 'STORAGE_COEFF', 'MUSKINGUM'], {
      spelled: { MUSKINGUM: 'MUSKINGUM' },
    });
    expect(e).toEqual({ NONE: 'ROUTE_NONE', STORAGE_COEFF: 'ROUTE_STORAGECOEFF', MUSKINGUM: 'MUSKINGUM' });
    // A refused interface spelling stays as the interface writes it (the models refuse it).
    expect(optionEnum(':OroPETCorrect', 'OROCORR_', ['SIMPLELAPSE'])).toEqual({
      SIMPLELAPSE: 'OROCORR_SIMPLELAPSE',
    });
  });

  test('every value of every exported enumeration is in the grammar, or is a spelling the alias table refuses', () => {
    const refused = new Set(
      Object.values(SPEC_ALIASES).flatMap((table) =>
        Object.entries(table)
          .filter(([, raven]) => raven === null)
          .map(([spelling]) => spelling),
      ),
    );
    // Names of forcings, states and parameters are read by other parts of Raven, not as option values.
    const notOptions = new Set([
      'ForcingType',
      'StateName',
      'LandUseParameterName',
      'SoilParameterName',
      'VegetationParameterName',
      'SubBasinPropertyName',
      'Precipitation',
    ]);
    const outside: string[] = [];
    for (const [name, e] of enums) {
      if (notOptions.has(name)) continue;
      for (const v of Object.values(e))
        if (!grammarValues.has(v) && !refused.has(v)) outside.push(`${name}.${v}`);
    }
    expect(outside).toEqual([]);
    expect(enums.length - notOptions.size).toBe(33);
  });
});

describe('the models are bound to the catalogue', () => {
  test('every enumerated section field is a catalogue command and takes the values the grammar lists for it', () => {
    let checked = 0;
    for (const [cls, fileType] of [
      [RVI, 'rvi'],
      [RVE, 'rve'],
    ] as [ModelClass, FileType][]) {
      for (const f of fieldsOf(cls)) {
        const type = f.type.kind === 'list' ? f.type.item : f.type;
        if (type.kind !== 'enum') continue;
        const spec = commandTable(CATALOGUE[fileType].commands).get(`:${f.alias ?? f.name}`);
        expect([f.name, spec?.name !== undefined]).toEqual([f.name, true]);
        const lists = (spec?.args ?? []).filter((a) => a.type === 'enum').map((a) => a.values);
        expect(lists).toContainEqual(type.values);
        checked++;
      }
    }
    // The spec's 22 enumerated fields (interpolation is a union with its line's model) and the 10 made from
    // the catalogue (catalogueFields.ts), which take its values by construction.
    expect(checked).toBe(32);
  });

  test('every process model writes a command of the catalogue', () => {
    const table = commandTable(CATALOGUE.rvi.commands);
    const unknown = Object.values(PROCESS_MODELS)
      .map((m) => m.command)
      .filter((c) => !table.has(c));
    expect(unknown).toEqual([]);
  });
});

/** A source text without its comments (examples in doc comments are not lists). */
const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');

describe('no second list', () => {
  /** The TypeScript sources of a folder of src/models. */
  const sources = (folder: string) => {
    const dir = join(repoRoot, 'src', 'models', folder);
    return readdirSync(dir)
      .filter((n) => n.endsWith('.ts'))
      .map((n) => [`${folder}/${n}`, withoutComments(readFileSync(join(dir, n), 'utf8'))] as const);
  };

  test('the option and process modules write a Raven value only as a member name, a spelling or an alias', () => {
    const allowed = new Set<string>();
    for (const [, e] of enums) for (const member of Object.keys(e)) allowed.add(member);
    for (const table of Object.values(SPEC_ALIASES))
      for (const [spelling, raven] of Object.entries(table)) {
        allowed.add(spelling);
        if (raven) allowed.add(raven);
      }
    // RAVEN_DEFAULT is the word of processes whose algorithm Raven does not check (the interface's MODEL_DEFAULT).
    allowed.add('RAVEN_DEFAULT');
    const files = [...sources('options'), ...sources('processes')];
    // The irregular spellings of the interface (`spelled: { VAP_DEFICIT: 'PET_VAPDEFICIT' }`) are its own names.
    for (const [, text] of files)
      for (const block of text.matchAll(/spelled: \{([^}]*)\}/g))
        for (const m of block[1].matchAll(/'([^']+)'/g)) allowed.add(m[1]);
    const repeated: string[] = [];
    for (const [file, text] of files)
      for (const m of text.matchAll(/'([A-Z0-9][A-Z0-9_]*)'/g))
        if (grammarValues.has(m[1]) && !allowed.has(m[1])) repeated.push(`${file}: ${m[1]}`);
    expect(repeated).toEqual([]);
    // The scan sees the sources (a moved folder would make it pass vacuously).
    expect(files.length).toBeGreaterThan(15);
  });
});
