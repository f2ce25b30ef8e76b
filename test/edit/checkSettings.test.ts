/**
 * `config.check()` applies the model's `.rvkitrc.json` as `rvkit check` does: the same diagnostics as the
 * command on the same directory, a rule the file turns off gone, `options.rules` over the file, the file of
 * the nearest parent when the model's directory has none, `rcFile: false` to leave it out, and an invalid
 * file refused naming it. On the gr4j-tiny example, whose one warning (RV427) Raven 4.12 writes too.
 */
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import '../../src/index.js';
import '../../src/edit/index.js';
import type { Diagnostic } from '../../src/ast/nodes.js';
import { checkCommand } from '../../src/cli/commands/check.js';
import { Config } from '../../src/models/sections/config.js';
import { ownCorpus } from '../paths.js';

const made: string[] = [];
afterAll(() => made.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A copy of gr4j-tiny in `<tmp>/models/tiny`; the temporary directory. */
function copy(): { root: string; dir: string } {
  const root = mkdtempSync(join(tmpdir(), 'rvkit-rc-'));
  made.push(root);
  const dir = join(root, 'models', 'tiny');
  cpSync(join(ownCorpus, 'gr4j-tiny'), dir, { recursive: true });
  return { root, dir };
}

/** What `rvkit check --format json` reports on a directory. */
async function cli(dir: string): Promise<Diagnostic[]> {
  let out = '';
  await checkCommand.run([dir, '--format', 'json'], {
    out: (t) => (out += t),
    err: () => {},
    interactive: false,
  });
  return JSON.parse(out) as Diagnostic[];
}

const brief = (list: readonly Diagnostic[]) => list.map((d) => `${d.severity} ${d.code} ${d.line}`).sort();

describe('config.check() and .rvkitrc.json', () => {
  it('applies the file rvkit check applies', async () => {
    const { root, dir } = copy();
    const config = await Config.load(dir);
    expect(brief(await config.check())).toEqual(['warning RV427 ' + (await cli(dir))[0]!.line]);

    writeFileSync(join(dir, '.rvkitrc.json'), JSON.stringify({ rules: { RV427: 'off' } }));
    expect(await config.check()).toEqual([]);
    expect(await cli(dir)).toEqual([]);
    expect(brief(await config.check({ rcFile: false }))).toEqual(
      brief(await cli(join(ownCorpus, 'gr4j-tiny'))),
    );
    expect((await config.check({ rules: { RV427: 'error' } })).map((d) => d.severity)).toEqual(['error']);

    // The nearest parent's file, when the model's directory has none.
    rmSync(join(dir, '.rvkitrc.json'));
    writeFileSync(join(root, '.rvkitrc.json'), JSON.stringify({ rules: { RV427: 'error' } }));
    expect(brief(await config.check())).toEqual(brief(await cli(dir)));
    expect((await config.check()).map((d) => d.severity)).toEqual(['error']);

    writeFileSync(join(root, '.rvkitrc.json'), '{ "rules": { "RV9999": "off" } }');
    await expect(config.check()).rejects.toThrow(`${join(root, '.rvkitrc.json')}: no rule RV9999`);
  });
});
