/**
 * `rvkit fix` and `rvkit fmt --write` write nothing outside the directory the user named unless told so
 * (issue 23 item 3): Nith with its .rvp's parameter lists in `../shared/params.rvp` (reached by
 * `:RedirectToFile`, relative or absolute), or a directory holding a link to a file outside it. Without
 * `--allow-outside` the command names the files outside and writes nothing at all (no .orig either); with it,
 * they are written (through the link, which stays a link).
 */
import {
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fixCommand } from '../../src/cli/commands/fix.js';
import { fmtCommand } from '../../src/cli/commands/fmt.js';
import { call } from '../cli/call.js';
import { copyCorpusModel } from '../paths.js';

const NITH = 'CSHS-CWRA__RavenHydroFramework/benchmarking___InputFiles__Nith';
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

const read = (path: string) => readFileSync(path, 'latin1');

/** Every file under a directory with its text. */
function texts(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (d: string, prefix: string) => {
    for (const name of readdirSync(d).sort()) {
      const st = lstatSync(join(d, name));
      if (st.isDirectory()) walk(join(d, name), `${prefix}${name}/`);
      else out[prefix + name] = st.isSymbolicLink() ? 'link' : read(join(d, name));
    }
  };
  walk(dir, '');
  return out;
}

/**
 * `<base>/model`: Nith, its snow parameter list (a legacy name that fix renames) moved to
 * `<base>/shared/snow.rvp`, which Nith.rvp names by a relative or absolute path.
 */
function nithWithSharedParameters(absolute: boolean): { base: string; model: string; shared: string } {
  const base = mkdtempSync(join(tmpdir(), 'rvkit-outside-'));
  dirs.push(base);
  const model = copyCorpusModel(NITH, join(base, 'model'));
  mkdirSync(join(base, 'shared'));
  const shared = join(base, 'shared', 'snow.rvp');
  const rvp = read(join(model, 'Nith.rvp'));
  const block = /:SnowParameterList[^]*?:EndSnowParams\r\n/.exec(rvp)![0];
  writeFileSync(shared, block);
  const redirect = `:RedirectToFile ${absolute ? shared : '../shared/snow.rvp'}\r\n`;
  writeFileSync(join(model, 'Nith.rvp'), rvp.replace(block, redirect));
  return { base, model, shared };
}

describe('writes outside the named directory need --allow-outside (item 3)', () => {
  it.each([
    ['../shared/snow.rvp', false],
    ['an absolute path', true],
  ])(
    'rvkit fix, a redirect to %s: refused and listed, nothing written; allowed, written',
    async (_, absolute) => {
      const { base, model, shared } = nithWithSharedParameters(absolute);
      const before = texts(base);
      const refused = await call(fixCommand, [model]);
      expect(refused.code).toBe(3);
      expect(refused.err).toContain(`outside ${model}, not written: ${shared}`);
      expect(refused.err).toContain('--allow-outside');
      expect(texts(base)).toEqual(before);

      const allowed = await call(fixCommand, [model, '--allow-outside']);
      expect(allowed.code).toBe(0);
      expect(read(shared)).toContain(':LandUseParameterList');
      expect(read(`${shared}.orig`)).toBe(before['shared/snow.rvp']);
      expect(read(join(model, 'Nith.rvi'))).toContain(':CanopySublimation');
    },
  );

  it('rvkit fmt --write on a directory with a link to a file outside it: refused and listed; allowed, written through', async () => {
    const base = mkdtempSync(join(tmpdir(), 'rvkit-outside-'));
    dirs.push(base);
    const model = join(base, 'model');
    mkdirSync(model);
    mkdirSync(join(base, 'shared'));
    const common = join(base, 'shared', 'common.rvh');
    writeFileSync(common, ':HRUs\n:Attributes AREA\n:Units km2\n1   2.5\n:EndHRUs\n');
    symlinkSync('../shared/common.rvh', join(model, 'm.rvh'));
    writeFileSync(join(model, 'm.rvp'), ':GlobalParameter   RAINSNOW_TEMP 0.0\n');
    const before = texts(base);
    const refused = await call(fmtCommand, ['--write', model]);
    expect(refused.code).toBe(3);
    expect(refused.err).toContain(`outside ${model}, not written: ${join(model, 'm.rvh')}`);
    expect(refused.err).toContain('--allow-outside');
    expect(texts(base)).toEqual(before);

    const allowed = await call(fmtCommand, ['--write', model, '--allow-outside']);
    expect(allowed.code).toBe(0);
    expect(lstatSync(join(model, 'm.rvh')).isSymbolicLink()).toBe(true);
    expect(read(common)).toBe(':HRUs\n  :Attributes AREA\n  :Units      km2\n  1           2.5\n:EndHRUs\n');
    expect(read(join(model, 'm.rvp'))).toBe(':GlobalParameter RAINSNOW_TEMP 0.0\n');
  });
});
