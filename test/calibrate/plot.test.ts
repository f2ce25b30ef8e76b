/**
 * `rvkit plot --kind calibration` on a real calibration of the GR4J model: the objective of each evaluation
 * with the best so far, the parameters' traces, the best run's hydrograph; as SVG and as PNG.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { calibrateModel, parseParamSpec } from '../../src/calibrate/index.js';
import { CLI, GR4J_PARAMS, gr4jCopy, removeTemporaryDirs } from './helpers.js';

afterAll(removeTemporaryDirs);

it('draws the objective, the parameters and the best run', async () => {
  const model = await gr4jCopy();
  await calibrateModel(
    model,
    { parameters: GR4J_PARAMS.map((p) => parseParamSpec(p)), algorithm: { kind: 'lhs', budget: 5, seed: 3 } },
    { jobs: 2, writeBack: false },
  );
  const svg = join(model, 'calibration.svg');
  const run = spawnSync(process.execPath, [CLI, 'plot', model, '--kind', 'calibration', '-o', svg], {
    encoding: 'utf8',
  });
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
  const text = readFileSync(svg, 'utf8');
  expect(text).toContain('Calibration: Latin hypercube sample, 5 of 5 evaluations');
  expect(text).toContain('NASH_SUTCLIFFE: each evaluation, and the best so far');
  for (const p of ['x1', 'x2', 'x3', 'x4', 'x5', 'x6']) expect(text).toContain(`>${p}<`);
  expect(text).toContain('the best run (evaluation');
  expect(text).toContain('simulated');
  const png = join(model, 'calibration.png');
  const again = spawnSync(
    process.execPath,
    [CLI, 'plot', join(model, 'calibration'), '--kind', 'calibration', '-o', png],
    {
      encoding: 'utf8',
    },
  );
  expect(again.status).toBe(0);
  expect(statSync(png).size).toBeGreaterThan(20_000);
});

it('says when there is no calibration to draw', async () => {
  const model = await gr4jCopy();
  const run = spawnSync(process.execPath, [CLI, 'plot', model, '--kind', 'calibration'], {
    encoding: 'utf8',
  });
  expect(run.status).toBe(1);
  expect(run.stderr).toContain('no calibration journal in');
});
