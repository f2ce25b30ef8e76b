import { join } from 'node:path';
import { coverageCommand } from '../../src/cli/commands/coverage.js';
import { schemaCommand } from '../../src/cli/commands/schema.js';
import { call } from '../cli/call.js';
import { ownCorpus, sharedCorpus } from '../paths.js';

describe('rvkit coverage', () => {
  it('reports typed and generic commands per file type', async () => {
    const { code, out } = await call(coverageCommand, [join(ownCorpus, 'gr4j-tiny')]);
    expect(code).toBe(0);
    expect(out).toMatch(/^\.rvi: 17 typed, 0 not typed, 1 generic$/m);
    expect(out).toMatch(/^ {2}generic: :Method$/m);
    expect(out).toMatch(/^\.rvt: 0 typed, 2 not typed, 0 generic$/m);
  });

  it('gives the reasons a command stayed as written, with its place, as JSON too', async () => {
    const dir = join(sharedCorpus, 'CSHS-CWRA__RavenHydroFramework/benchmarking___InputFiles__Alouette');
    const { code, out } = await call(coverageCommand, [dir, '--json']);
    expect(code).toBe(0);
    const report = JSON.parse(out) as {
      fileType: string;
      untyped: { command: string; line: number; reason: string }[];
    }[];
    const rvi = report.find((r) => r.fileType === 'rvi')!;
    const processes = rvi.untyped.find((u) => u.command === ':HydrologicProcesses')!;
    // Its algorithms are all read now (the models take Raven's lists); :GlacierInfiltration has no model.
    expect(processes.reason).toContain(':GlacierInfiltration is not a process model of the interface');
    expect(processes.line).toBeGreaterThan(1);
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
