/**
 * The test-only hook of the save path, off unless its environment variables are set. The fault suite
 * (test/faults/) uses it to land SIGKILLs inside a save and to change files between loading and saving:
 *
 * - `RVKIT_FAULT_DELAY_MS=n`: before each step of a save, write `rvkit-fault: <step>` to standard error and
 *   wait n ms (the window a kill loop aims at);
 * - `RVKIT_FAULT_STOP_AT=<step>`: at that step, write the same line and stop the process (SIGSTOP) until the
 *   test has done its change and sent SIGCONT; `RVKIT_FAULT_STOP_AT=<n>` (a number): at the n-th step the
 *   process reaches, whatever its name (a kill loop stops a command at each step in turn, then kills it: the
 *   kill lands at that step on any machine, however loaded).
 *
 * Steps: `begin` (before the checks), `journal` (the journal written), `staged` (after each temporary file),
 * `commit` (the commit point written), `renamed` (after each rename), `done` (the journal removed).
 */
import { writeSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

const delay = Number(process.env.RVKIT_FAULT_DELAY_MS ?? 0);
const stopAt = process.env.RVKIT_FAULT_STOP_AT;
let reached = 0;

/** True when a fault hook is set (the save announces its steps). */
export const faultHookOn = delay > 0 || stopAt !== undefined;

/** Marks a step of a save: a no-op unless a fault hook is set. */
export async function faultPoint(step: string): Promise<void> {
  if (!faultHookOn) return;
  // Written synchronously, so that the test sees it before the pause.
  writeSync(2, `rvkit-fault: ${step}\n`);
  reached++;
  if (step === stopAt || String(reached) === stopAt) process.kill(process.pid, 'SIGSTOP');
  if (delay > 0) await sleep(delay);
}
