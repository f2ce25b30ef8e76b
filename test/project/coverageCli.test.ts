import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { coverageCommand } from '../../src/cli/commands/coverage.js';
import { schemaCommand } from '../../src/cli/commands/schema.js';
import { call } from '../cli/call.js';
import { ownCorpus } from '../paths.js';

describe('rvkit coverage', () => {
  it('reports typed and generic commands per file type', async () => {
    const { code, out } = await call(coverageCommand, [join(ownCorpus, 'gr4j-tiny')]);
    expect(code).toBe(0);
    // Every command typed: :Method by its catalogue model, the gauge with its :MultiData by the extended Gauge.
    expect(out).toMatch(/^\.rvi: 18 typed, 0 not typed, 0 generic$/m);
    expect(out).toMatch(/^ {2}typed: .*:Method/m);
    expect(out).not.toMatch(/generic: /);
    expect(out).toMatch(/^\.rvt: 2 typed, 0 not typed, 0 generic$/m);
  });

  it('gives the reasons a command stayed as written, with its place, as JSON too', async () => {
    // A bad value: the command stays as written, and the report says which word and why.
    const dir = mkdtempSync(join(tmpdir(), 'rvkit-cov-'));
    cpSync(join(ownCorpus, 'gr4j-tiny'), dir, { recursive: true });
    const rvi = join(dir, 'tiny.rvi');
    writeFileSync(rvi, readFileSync(rvi, 'latin1').replace(/:Method\s+\S+/, ':Method SLOW'), 'latin1');
    try {
      const { code, out } = await call(coverageCommand, [dir, '--json']);
      expect(code).toBe(0);
      const report = JSON.parse(out) as {
        fileType: string;
        untyped: { command: string; line: number; reason: string }[];
      }[];
      const method = report.find((r) => r.fileType === 'rvi')!.untyped.find((u) => u.command === ':Method')!;
      expect(method.reason).toContain('method: must be one of EULER, STANDARD, ORDERED_SERIES, ITER_HEUN');
      expect(method.line).toBeGreaterThan(1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('has help and refuses a bad command line', async () => {
    expect((await call(coverageCommand, ['--help'])).out).toMatch(/^Usage: rvkit coverage/);
    expect((await call(coverageCommand, [])).code).toBe(2);
    expect((await call(coverageCommand, ['/nonexistent/model'])).code).toBe(3);
  });
});

describe('rvkit schema', () => {
  it('prints the JSON Schema of a Config', async () => {
    const { code, out } = await call(schemaCommand, []);
    expect(code).toBe(0);
    const schema = JSON.parse(out) as { $schema: string; title: string; $defs: Record<string, unknown> };
    expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(schema.title).toBe('Config');
    expect(Object.keys(schema.$defs)).toEqual(expect.arrayContaining(['HRU', 'SubBasin', 'Gauge', 'Expr']));
    expect((await call(schemaCommand, ['x'])).code).toBe(2);
  });
});
