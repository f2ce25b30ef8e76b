import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import '../../src/index.js'; // the public face: loads every model and attaches Config.load, fromNc, …
import { ConfigValidationError } from '../../src/models/modelClass/errors.js';
import { Config } from '../../src/models/sections/config.js';
import { mul, sub, Variable } from '../../src/models/symbolic/expr.js';
import { FreeSymbolError } from '../../src/models/commandText/write.js';
import { ProjectError } from '../../src/project/errors.js';
import { sourceNode } from '../../src/models/modelClass/source.js';
import { HRUs } from '../../src/models/rvh/index.js';
import { printItem } from '../../src/printer/print.js';
import { ownCorpus, rvFilesUnder } from '../paths.js';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));
function temp(): string {
  const d = mkdtempSync(join(tmpdir(), 'rvkit-config-'));
  dirs.push(d);
  return d;
}

function files(dir: string): Map<string, string> {
  return new Map(rvFilesUnder(dir).map((p) => [p.slice(dir.length + 1), readFileSync(p, 'latin1')]));
}

describe('Config from a model directory', () => {
  it('writes back every byte when nothing changed', async () => {
    const config = await Config.load(join(ownCorpus, 'gr4j-tiny'));
    const out = temp();
    await config.writeRv(out);
    expect(files(out)).toEqual(files(join(ownCorpus, 'gr4j-tiny')));
  });

  it('rewrites only the line of the value that changed, and loads back equal', async () => {
    const dir = temp();
    cpSync(join(ownCorpus, 'gr4j-tiny'), dir, { recursive: true });
    const config = await Config.load(dir);
    expect(config.duration).toBe(730);
    config.duration = 365;
    (config as unknown as Record<string, unknown>).StartDate = '2001-06-01 00:00:00';
    await config.writeRv(dir, undefined, true);
    const before = readFileSync(join(ownCorpus, 'gr4j-tiny', 'tiny.rvi'), 'latin1').split('\n');
    const after = readFileSync(join(dir, 'tiny.rvi'), 'latin1').split('\n');
    const changed = after.map((l, i) => [before[i], l]).filter(([a, b]) => a !== b);
    expect(changed).toEqual([
      [':StartDate 2001-01-01 00:00:00', ':StartDate 2001-06-01 00:00:00'],
      [':Duration  730', ':Duration  365'],
    ]);
    const again = await Config.load(dir);
    expect(again.toJSON()).toEqual(config.toJSON());
  });

  it('keeps, on each typed model, the syntax node it was read from', async () => {
    const config = await Config.load(join(ownCorpus, 'gr4j-tiny'));
    const node = sourceNode(config.hrus as object)!;
    expect(node.line.words[0].text).toBe(':HRUs');
    expect(printItem(node)).toContain(':EndHRUs');
    expect(sourceNode(HRUs.parse(printItem(node)))?.line.words[0].text).toBe(':HRUs');
  });

  it('validates on assignment, by field name or Raven name', async () => {
    const config = await Config.load(join(ownCorpus, 'gr4j-tiny'));
    expect(() => (config.duration = -1)).toThrow(ConfigValidationError);
    expect(() => ((config as unknown as Record<string, unknown>).Routing = 'ROUTE_SOMEWHERE')).toThrow(
      /routing: must be one of/,
    );
    expect(config.duration).toBe(730);
  });

  it('refuses to overwrite files that differ unless asked', async () => {
    const dir = temp();
    cpSync(join(ownCorpus, 'gr4j-tiny'), dir, { recursive: true });
    const config = await Config.load(dir);
    config.duration = 10;
    await expect(config.writeRv(dir)).rejects.toThrow(ProjectError);
    expect(readFileSync(join(dir, 'tiny.rvi'), 'latin1')).toContain(':Duration  730');
  });

  it('setParams evaluates every expression whose symbols are all given', () => {
    const x2 = new Variable('X2');
    const config = new Config({
      GlobalParameter: { AIRSNOW_COEFF: sub(1, x2), AVG_ANNUAL_SNOW: mul(x2, 2) },
    });
    expect(config.freeSymbols()).toEqual(['X2']);
    const set = config.setParams({ X2: 0.947 });
    expect(set.global_parameter.AIRSNOW_COEFF).toBeCloseTo(0.053, 12);
    expect(set.global_parameter.AVG_ANNUAL_SNOW).toBe(1.894);
    expect(set.isSymbolic).toBe(false);
    expect(() => set.setParams({ X2: 1 })).toThrow(/no free parameters/);
  });

  it('writes a new configuration in canonical form, and not while parameters are free', async () => {
    const config = new Config({
      StartDate: '2000-01-01',
      Duration: 10,
      RunName: 'demo',
      GlobalParameter: { AVG_ANNUAL_RUNOFF: new Variable('X1') },
    });
    await expect(config.writeRv(temp(), 'demo')).rejects.toThrow(FreeSymbolError);
    const set = config.setParams({ X1: 120.5 });
    const out = temp();
    const written = await set.writeRv(out, 'demo');
    expect(Object.keys(written).sort()).toEqual(['demo.rvc', 'demo.rvh', 'demo.rvi', 'demo.rvp', 'demo.rvt']);
    expect(readFileSync(join(out, 'demo.rvp'), 'latin1')).toContain(
      ':GlobalParameter AVG_ANNUAL_RUNOFF 120.5\n',
    );
    const rvi = readFileSync(join(out, 'demo.rvi'), 'latin1');
    expect(rvi).toContain(':RunName   demo\n');
    const back = await Config.load(out);
    expect(back.toJSON()).toEqual(set.toJSON());
  });
});
