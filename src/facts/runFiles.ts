/**
 * Whether Raven reads the files a run reads only on request: the ensemble file (.rve) for the ensemble mode
 * `:EnsembleMode` sets, and the live file (.rvl) that `:ReadLiveFile` makes it re-read during the run
 * (ParseInput.cpp; RavenMain.cpp).
 */
import { argToken } from './args.js';
import { atof } from './ravenNumbers.js';
import type { CommandRef } from './readingOrder.js';
import type { RviFacts } from './rviFacts.js';
import type { Token } from './site.js';

/** The ensemble mode Raven runs in: the last `:EnsembleMode` with a mode and a member count (else none). */
export function ensembleModeOf(rvi: RviFacts): string {
  return ensembleLine(rvi)?.mode.text ?? 'ENSEMBLE_NONE';
}

/** The `:EnsembleMode` line Raven keeps (the last with a mode and a member count), with its two values. */
export function ensembleLine(rvi: RviFacts): { ref: CommandRef; mode: Token; members: Token } | undefined {
  let found: { ref: CommandRef; mode: Token; members: Token } | undefined;
  for (const ref of rvi.byName.get(':EnsembleMode') ?? []) {
    const mode = argToken(ref, 0);
    const members = argToken(ref, 1);
    // A line without its member count is skipped with a warning ("improper line length").
    if (mode && members) found = { ref, mode, members };
  }
  return found;
}

/** True when Raven reads the live file during the run: `:ReadLiveFile` with no interval or one that is not 0. */
export function liveFileRead(rvi: RviFacts): boolean {
  const refs = rvi.byName.get(':ReadLiveFile') ?? [];
  const last = refs[refs.length - 1];
  if (!last) return false;
  const every = argToken(last, 0)?.text;
  if (every === undefined) return true;
  // An interval written hh:mm:ss (a colon as second or third character) is 0 only when all its digits are.
  if (/^.{1,2}:/.test(every)) return !/^[0:.]+$/.test(every);
  return atof(every) !== 0;
}

/**
 * True when Raven reads the management file (.rvm): `:ApplyManagementOptimization` after `:SoilModel` (before it,
 * Raven stops on the line). Only a Raven built with lp_solve gets past the optimiser's set-up to its commands.
 */
export function managementRead(rvi: RviFacts): boolean {
  const first = rvi.byName.get(':SoilModel')?.[0];
  return (rvi.byName.get(':ApplyManagementOptimization') ?? []).some((r) => first && r.index > first.index);
}
