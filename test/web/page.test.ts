import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import type { Server } from 'node:http';
import type { Browser, Page } from 'playwright-core';
import { checkProject } from '../../src/check/checkProject.js';
import { fmtCommand } from '../../src/cli/commands/fmt.js';
import { OutputReader } from '../../src/output/outputReader.js';
import { fileHost } from '../../src/project/fileHost.js';
import { loadProject } from '../../src/project/load.js';
import { call } from '../cli/call.js';
import { CSHS_SALMON, OURANOS_GR4J, SALMON_STEM, copyModel, patchFile, runRaven } from '../output/helpers.js';
import { repoRoot } from '../paths.js';
import { buildPage, launch, serve, webDist } from './page.js';

// The built page in Debian's chromium: a real corpus model (the Raven benchmark Salmon GR4J, its data_obs
// folder included) with one misspelt command, loaded through the directory input; and the Hydrographs.nc
// of a real Raven run of the raven-testdata model.
const screenshots = join(repoRoot, 'test-output', 'web');
let tmp: string;
let model: string;
let misspeltLine: number;
let ncOut: string;
let server: Server;
let url: string;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  tmp = mkdtempSync(join(tmpdir(), 'rvkit-web-'));
  model = copyModel(CSHS_SALMON, join(tmp, 'salmon'));
  const rvi = join(model, `${SALMON_STEM}.rvi`);
  patchFile(rvi, /^:Routing\b/m, ':Routeing');
  misspeltLine =
    readFileSync(rvi, 'latin1')
      .split('\n')
      .findIndex((l) => l.startsWith(':Routeing')) + 1;
  const nc = copyModel(OURANOS_GR4J, join(tmp, 'nc'));
  runRaven(nc, SALMON_STEM, ['-o', 'out/']);
  ncOut = join(nc, 'out');
  buildPage();
  ({ server, url } = await serve(webDist));
  browser = await launch();
  page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
  await page.goto(url);
  await page.waitForSelector('body[data-state=idle]');
  mkdirSync(screenshots, { recursive: true });
}, 180_000);

afterAll(async () => {
  await browser?.close();
  server?.close();
  rmSync(tmp, { recursive: true, force: true });
});

/** Chooses files (or a directory) in an input and waits until the page has shown its results. */
async function load(input: '#files' | '#directory', paths: string | string[]): Promise<void> {
  await page.evaluate("document.body.dataset.state = 'waiting'");
  await page.setInputFiles(input, paths);
  await page.waitForSelector('body[data-state=ready]', { timeout: 120_000 });
}

test("a model directory: the diagnostics shown are rvkit check's, the misspelt command at its line", async () => {
  await load('#directory', model);
  const shown = await page.$$eval(`article[data-file$="${SALMON_STEM}.rvi"] li[data-code]`, (items) =>
    items.map((li) => `${li.getAttribute('data-code')}:${li.getAttribute('data-line')}`),
  );
  expect(shown).toContain(`RV005:${misspeltLine}`);
  const project = await loadProject(model);
  const expected = (await checkProject(project, { host: fileHost(model) }))
    .filter((d) => basename(d.file) === `${SALMON_STEM}.rvi`)
    .map((d) => `${d.code}:${d.line}`);
  expect(shown).toEqual(expected);
  await page.screenshot({ path: join(screenshots, 'model.png'), fullPage: false });
}, 180_000);

test('the formatted text shown is what rvkit fmt prints', async () => {
  for (const ext of ['rvh', 'rvp', 'rvc']) {
    const file = join(model, `${SALMON_STEM}.${ext}`);
    const fmt = await call(fmtCommand, [file]);
    expect(fmt.code).toBe(0);
    const shown = await page.$eval(
      `article[data-file$="${SALMON_STEM}.${ext}"] pre.formatted`,
      (pre) => pre.textContent,
    );
    expect(shown).toBe(fmt.out);
    // The diff against the original: its removed and added lines turn the original into the formatted text.
    const article = `article[data-file$="${SALMON_STEM}.${ext}"]`;
    const original = readFileSync(file, 'latin1');
    if (original === fmt.out) continue;
    await page.click(`${article} summary:has-text("What formatting changes")`);
    // The diff is drawn when its details open (the toggle event comes after the click).
    await page.waitForSelector(`${article} pre.diff`);
    const diff = await page.$eval(
      `${article} pre.diff`,
      (pre) => (pre as unknown as { innerText: string }).innerText,
    );
    // As shown: each line its own (removed and added lines are blocks).
    const lines = diff.split('\n').filter((l: string) => l !== '');
    const kept = (prefix: string[]) =>
      lines.filter((l: string) => prefix.includes(l.slice(0, 2))).map((l: string) => l.slice(2));
    expect(kept(['  ', '- '])).toEqual(original.replace(/\r?\n$/, '').split(/\r?\n/));
    expect(kept(['  ', '+ '])).toEqual(fmt.out.replace(/\n$/, '').split('\n'));
  }
}, 60_000);

test('a Hydrographs.nc: the plot has a line per series with a point per time step', async () => {
  await load('#files', join(ncOut, 'Hydrographs.nc'));
  const ds = (await new OutputReader(null, ncOut).hydrograph)!;
  const steps = ds.time!.dates.length;
  const obs = Array.from(ds.numeric('q_obs')).filter(Number.isFinite).length;
  expect(await page.getAttribute('#plot', 'data-steps')).toBe(String(steps));
  const lines = await page.$$eval('#plot-view svg g.mark-line path', (paths) =>
    paths.map((p) => (p.getAttribute('d')?.match(/[ML]/g) ?? []).length),
  );
  expect(lines.sort((a, b) => b - a)).toEqual([steps, obs]);
  const legend = await page.$$eval('#plot-view svg text', (texts) => texts.map((t) => t.textContent));
  expect(legend).toEqual(expect.arrayContaining(['simulated', 'observed']));
  await page.screenshot({ path: join(screenshots, 'hydrograph.png'), fullPage: true });
}, 120_000);
