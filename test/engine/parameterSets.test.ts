import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { runParameterSets } from '../../src/engine/index.js';
import { GR4JCN } from '../../src/emulators/index.js';
import { salmonInput, temp } from '../emulators/harness.js';

/** The reference library's GR4JCN test values, and two other sets inside the bounds. */
const REFERENCE = [0.529, -3.396, 407.29, 1.072, 16.9, 0.947];
const OTHERS = [
  [0.3, -1, 200, 2, 10, 0.5],
  [1.2, 0, 600, 1.5, 20, 0.9],
];

describe('runParameterSets', () => {
  it('runs one member per parameter set in parallel, in order, each with its own outputs', async () => {
    const config = new GR4JCN({ ...(await salmonInput()), GlobalParameter: { AVG_ANNUAL_RUNOFF: 208.48 } });
    const workdir = temp();
    const byName = Object.fromEntries(GR4JCN.parameters.map((p, i) => [p.name, OTHERS[1]![i]!]));
    const outcomes = await runParameterSets(config, [REFERENCE, OTHERS[0]!, byName], workdir, {
      modelname: 'salmon',
    });
    expect(readdirSync(workdir).sort()).toEqual(['member001', 'member002', 'member003']);
    const nse = outcomes.map((o) => {
      if (!o.ok) throw o.error;
      return (o.output.diagnostics!.DIAG_NASH_SUTCLIFFE as number[])[0]!;
    });
    expect(outcomes.map((o) => o.index)).toEqual([0, 1, 2]);
    // The reference set gives the single run's NSE; the others their own.
    expect(nse[0]).toBeCloseTo(-0.117185, 6);
    expect(new Set(nse.map((x) => x.toFixed(6))).size).toBe(3);
    expect(existsSync(join(workdir, 'member002', 'salmon.rvi'))).toBe(true);
  }, 120_000);

  it('writes the next member while one runs, so that it starts as soon as a run ends', async () => {
    const config = new GR4JCN({ ...(await salmonInput()), GlobalParameter: { AVG_ANNUAL_RUNOFF: 208.48 } });
    const workdir = temp();
    const readyWhenPreviousEnded: boolean[] = [];
    const outcomes = await runParameterSets(config, [REFERENCE, OTHERS[0]!, OTHERS[1]!], workdir, {
      modelname: 'salmon',
      concurrency: 1,
      // Called as a run ends, before the next job starts: the next member's files are already there.
      onDone: (o) =>
        readyWhenPreviousEnded.push(existsSync(join(workdir, `member00${o.index + 2}`, 'salmon.rvi'))),
    });
    expect(outcomes.map((o) => o.ok)).toEqual([true, true, true]);
    expect(readyWhenPreviousEnded).toEqual([true, true, false]);
  }, 120_000);

  it('refuses a set that does not fit the parameters before writing anything', async () => {
    const config = new GR4JCN({ ...(await salmonInput()) });
    const workdir = join(temp(), 'ensemble');
    await expect(runParameterSets(config, [REFERENCE, [1, 2, 3]], workdir)).rejects.toThrow(
      /3 parameter values given for 6/,
    );
    expect(existsSync(workdir)).toBe(false);
  });

  it('a member whose files cannot be written fails alone, with the reason in its outcome', async () => {
    const config = new GR4JCN({ ...(await salmonInput()), GlobalParameter: { AVG_ANNUAL_RUNOFF: 208.48 } });
    const workdir = temp();
    await runParameterSets(config, [REFERENCE], workdir, { modelname: 'salmon' });
    // member001 now holds the reference set's files: other values there are refused without overwrite.
    const outcomes = await runParameterSets(config, [OTHERS[0]!, OTHERS[1]!], workdir, {
      modelname: 'salmon',
    });
    expect(outcomes.map((o) => o.ok)).toEqual([false, true]);
    expect(outcomes[0]!.ok ? '' : outcomes[0]!.error.message).toMatch(/salmon\.rv/);
  }, 120_000);
});
