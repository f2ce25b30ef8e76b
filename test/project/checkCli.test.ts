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
    const { code, out, err } = await check([join(ownCorpus, 'gr4j-tiny')]);
    expect(code).toBe(0);
    // The one warning is Raven's own on this model (its gauge gives rain and snow while the structure computes
    // the snow fraction): Raven 4.12 writes it to Raven_errors.txt too.
    expect(out).toMatch(
      /(^|\/)tiny\.rvt:7:5: warning: gauge Tiny gives RAINFALL and SNOWFALL.* \[RV427\]\n$/,
    );
    expect(err).toBe('5 file(s) checked: 0 error(s), 1 warning(s)\n');
  });
});
