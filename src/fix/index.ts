/** Fixes and migrations: the checker's certain repairs applied to a model directory with minimal diffs. */
export { fixProject, withTexts, FIX_TARGETS, type FixOptions, type FixResult } from './fixProject.js';
export { applyEdits, planFixes, type FileChange, type FixPlan } from './planFixes.js';
export { unifiedDiff } from './unifiedDiff.js';
export { FixWriteError, writeChanges, type WriteOptions, type WriteResult } from './writeChanges.js';
