/** `rvkit check` options: output formats (SARIF validated by Microsoft's SARIF multitool), rule settings, exit codes. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkCommand } from '../../src/cli/commands/check.js';
import { copyCorpusModel, sharedCorpus } from '../paths.js';
import { call } from './call.js';

const ALOUETTE2 = join(sharedCorpus, 'CSHS-CWRA__RavenHydroFramework/benchmarking___InputFiles__Alouette2');

describe('rvkit check', () => {
  it('prints file:line:col: severity: message [CODE] and a summary, and exits 1 on errors', async () => {
    const { code, out, err } = await call(checkCommand, [ALOUETTE2]);
    expect(code).toBe(1);
    expect(out).toMatch(
      /Alouette2\.rvt:16:19: error: :RedirectToFile: cannot find file ALUGauge\.rvt \(there is ALUgauge\.rvt: file names are case-sensitive\) \[RV201\]\n/,
    );
    expect(err).toMatch(/file\(s\) checked: 1 error\(s\)/);
  });

  it('gives JSON with codes and ranges', async () => {
    const { code, out } = await call(checkCommand, [ALOUETTE2, '--format', 'json']);
    expect(code).toBe(1);
    const list = JSON.parse(out) as { code: string; line: number; severity: string }[];
    expect(list.map((d) => [d.code, d.line, d.severity])).toContainEqual(['RV201', 16, 'error']);
  });

  it('writes SARIF 2.1.0 that the SARIF multitool validates without an error', async () => {
    const { code, out } = await call(checkCommand, [ALOUETTE2, '--format', 'sarif']);
    expect(code).toBe(1);
    const log = JSON.parse(out) as { version: string; runs: { results: { ruleId: string }[] }[] };
    expect(log.version).toBe('2.1.0');
    expect(log.runs[0].results.map((r) => r.ruleId)).toContain('RV201');
    const dir = mkdtempSync(join(tmpdir(), 'rvkit-sarif-'));
    writeFileSync(join(dir, 'check.sarif'), out);
    const validator = createRequire(import.meta.url)('@microsoft/sarif-multitool') as string;
    spawnSync(validator, ['validate', join(dir, 'check.sarif'), '-o', join(dir, 'validation.sarif')]);
    const validation = JSON.parse(readFileSync(join(dir, 'validation.sarif'), 'utf8')) as {
      runs: { results: { ruleId: string; level?: string; message: { text: string } }[] }[];
    };
    const errors = validation.runs[0].results.filter((r) => r.level === 'error');
    expect(errors.map((r) => `${r.ruleId}: ${r.message.text}`)).toEqual([]);
  });

  it('turns a rule off or into a warning with --rule, by code or name', async () => {
    const off = await call(checkCommand, [ALOUETTE2, '--rule', 'RV201=off']);
    expect(off.code).toBe(0);
    expect(off.out).not.toMatch(/RV201/);
    const warned = await call(checkCommand, [ALOUETTE2, '--rule', 'missing-file=warn']);
    expect(warned.code).toBe(0);
    expect(warned.out).toMatch(/: warning: :RedirectToFile: cannot find file ALUGauge\.rvt .*\[RV201\]/);
    expect((await call(checkCommand, [ALOUETTE2, '--rule', 'RV999=off'])).code).toBe(2);
    expect((await call(checkCommand, [ALOUETTE2, '--rule', 'RV201=maybe'])).code).toBe(2);
  });

  it('reads .rvkitrc.json beside the model, and --rule wins over it', async () => {
    const dir = copyCorpusModel(
      'CSHS-CWRA__RavenHydroFramework/benchmarking___InputFiles__Alouette2',
      join(mkdtempSync(join(tmpdir(), 'rvkit-rc-')), 'model'),
    );
    writeFileSync(join(dir, '.rvkitrc.json'), '{ "rules": { "RV201": "warn" } }');
    expect((await call(checkCommand, [dir])).code).toBe(0);
    expect((await call(checkCommand, [dir, '--rule', 'RV201=error'])).code).toBe(1);
    expect((await call(checkCommand, [dir, '--max-warnings', '0'])).code).toBe(1);
    writeFileSync(join(dir, '.rvkitrc.json'), '{ "rules": { "RV201": "loud" } }');
    const bad = await call(checkCommand, [dir]);
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/\.rvkitrc\.json: rule RV201: expected "off", "warn" or "error"/);
  });

  it('explains a rule, lists every rule, and refuses an unknown one', async () => {
    const one = await call(checkCommand, ['--explain', 'RV202']);
    expect(one.code).toBe(0);
    expect(one.out).toMatch(/^RV202 hru-class\n/);
    expect(one.out).toMatch(/Why Raven cares/);
    const all = await call(checkCommand, ['--explain']);
    expect(all.out).toMatch(/\| \[RV202\]\(RV202\.md\) \| hru-class \|/);
    expect((await call(checkCommand, ['--explain', 'RV999'])).code).toBe(2);
  });

  it('exits 2 on bad usage and 3 when a path cannot be read', async () => {
    expect((await call(checkCommand, [])).code).toBe(2);
    expect((await call(checkCommand, [ALOUETTE2, '--format', 'xml'])).code).toBe(2);
    expect((await call(checkCommand, [ALOUETTE2, '--max-warnings', 'many'])).code).toBe(2);
    expect((await call(checkCommand, ['/no/such/model'])).code).toBe(3);
    expect((await call(checkCommand, ['--help'])).out).toMatch(/^Usage: rvkit check/);
  });
});
