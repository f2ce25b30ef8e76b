/** Diagnostics as text, in the `file:line:col: severity: message` form editors and CI understand. */
import type { Diagnostic } from '../ast/nodes.js';

/** One diagnostic as `file:line:col: error|warning|info: message`. */
export function formatDiagnostic(d: Diagnostic): string {
  return `${d.file}:${d.line}:${d.column}: ${d.severity}: ${d.message}`;
}

/** True when any diagnostic is an error. */
export function hasErrors(diagnostics: readonly Diagnostic[]): boolean {
  return diagnostics.some((d) => d.severity === 'error');
}
