/**
 * Why rvkit does not warn about a WARNING Raven writes on the unmutated corpus models, by the warning's id
 * (grammar/ravenWarnings.ts): what the warning is about, and why a warning of the checker would not help.
 */
export const BASELINE_EXPLAINED: Readonly<Record<string, string>> = {};
