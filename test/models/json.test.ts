/** Config to and from plain JSON, and the JSON Schema export. */
import { join } from 'node:path';
import '../../src/index.js'; // the public face: loads every model and attaches Config.load, fromNc, …
import { jsonSchema } from '../../src/models/schema.js';
import { Config } from '../../src/models/sections/config.js';
import { ownCorpus, sharedCorpus } from '../paths.js';

const MODELS = [
  join(ownCorpus, 'gr4j-tiny'),
  join(sharedCorpus, 'CSHS-CWRA__RavenHydroFramework/benchmarking___InputFiles__Nith'),
  join(sharedCorpus, 'Ouranosinc__raven-testdata/raven-hmets'),
  join(sharedCorpus, 'CSHS-CWRA__RavenHydroFramework/benchmarking___InputFiles__Salmon_HBV'),
];

describe('Config JSON', () => {
  it.each(MODELS)('%s: JSON text builds an equal Config', async (dir) => {
    const config = await Config.load(dir);
    const json = JSON.parse(JSON.stringify(config.toJSON())) as object;
    const rebuilt = new Config(json);
    expect(rebuilt.toJSON()).toEqual(config.toJSON());
    expect(JSON.stringify(rebuilt.toJSON())).toBe(JSON.stringify(config.toJSON()));
  });

  it('rejects unknown keys and wrong values in JSON, with their paths', () => {
    let message = '';
    try {
      new Config({ hrus: [{ hru_id: 0, aspect: 400 }], colour: 'red' });
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message).toContain('colour: unknown field of Config');
    expect(message).toContain('hrus.root.0.hru_id: must be greater than 0');
    expect(message).toMatch(/hrus\.root\.0\.aspect: /);
  });
});

describe('JSON Schema', () => {
  const schema = jsonSchema() as {
    properties: Record<string, unknown>;
    $defs: Record<
      string,
      {
        properties?: Record<string, { minimum?: number; maximum?: number; exclusiveMinimum?: number }>;
        required?: string[];
      }
    >;
    additionalProperties: boolean;
  };

  it('describes every Config field and refuses unknown ones', () => {
    expect(Object.keys(schema.properties)).toContain('hrus');
    expect(Object.keys(schema.properties)).toContain('hydrologic_processes');
    // Every field of every section: the spec's and those made from the catalogue (one per command Raven reads).
    const sections = (['rvi', 'rvp', 'rvh', 'rvt', 'rvc', 'rve'] as const).flatMap((t) =>
      Config.sectionFields(t),
    );
    expect(Object.keys(schema.properties).length).toBe(new Set(sections.map((f) => f.name)).size);
    expect(Object.keys(schema.properties)).toEqual(
      expect.arrayContaining(['adiabatic_lapse_rate', 'multi_data']),
    );
    expect(schema.additionalProperties).toBe(false);
  });

  it('carries the bounds of the spec (HRU aspect 0..360, hru_id > 0)', () => {
    const hru = schema.$defs.HRU.properties!;
    expect(hru.aspect).toMatchObject({ minimum: 0, maximum: 360 });
    expect(hru.hru_id).toMatchObject({ exclusiveMinimum: 0 });
  });
});
