import { join } from 'node:path';
import { checkCommand } from '../../src/cli/commands/check.js';
import { ownCorpus, sharedCorpus } from '../paths.js';

async function check(argv: string[]) {
  let out = '';
  let err = '';
  const code = await checkCommand.run(argv, {
    out: (t) => (out += t),
    err: (t) => (err += t),
    interactive: false,
  });
  return { code, out, err };
}

describe('rvkit check on a model directory', () => {
  it('reports a :RedirectToFile target Raven cannot open, at its line, and exits 1', async () => {
    const dir = join(sharedCorpus, 'CSHS-CWRA__RavenHydroFramework/benchmarking___InputFiles__Alouette2');
    const { code, out } = await check([dir, '--quiet']);
    expect(code).toBe(1);
    expect(out).toMatch(
      /Alouette2\.rvt:16:19: error: :RedirectToFile: cannot find file ALUGauge\.rvt \(there is ALUgauge\.rvt: file names are case-sensitive\) \[RV201\]\n/,
    );
  });

  it('passes a complete model', async () => {
    const { code, err } = await check([join(ownCorpus, 'gr4j-tiny')]);
    expect(code).toBe(0);
    expect(err).toBe('5 file(s) checked: 0 error(s), 0 warning(s)\n');
  });
});
