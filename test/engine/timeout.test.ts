import { RavenError, run } from '../../src/engine/index.js';
import { copyModel, MODELS, removeTemporaryDirs } from './helpers.js';

afterAll(removeTemporaryDirs);

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

test('a run past its timeout is killed and fails with a RavenError saying so', async () => {
  // Coquitlam takes about 70 s; two seconds is far too short.
  const dir = await copyModel(MODELS.coquitlam);
  let pid = 0;
  const error = await run(MODELS.coquitlam.stem, dir, null, true, false, {
    timeout: 2000,
    onSpawn: (p) => (pid = p),
  }).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(RavenError);
  const raven = error as RavenError;
  expect(raven.reason).toBe('timeout');
  expect(raven.errors[0]).toBe('Raven did not finish within the timeout of 2 s and was killed.');
  expect(raven.signal).toBe('SIGTERM');
  expect(pid).toBeGreaterThan(0);
  expect(alive(pid)).toBe(false);
});

test('an abort signal kills the run', async () => {
  const dir = await copyModel(MODELS.coquitlam);
  const controller = new AbortController();
  const pending = run(MODELS.coquitlam.stem, dir, null, true, false, {
    signal: controller.signal,
    onSpawn: () => setTimeout(() => controller.abort(), 500),
  });
  await expect(pending).rejects.toMatchObject({ name: 'RavenError', reason: 'aborted' });
});
