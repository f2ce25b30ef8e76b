/** Names made from Raven command names: the field name of a command (snake_case) and its class name. */

/** `:AdiabaticLapseRate` → `adiabatic_lapse_rate`, `:UBCTempLapseRates` → `ubc_temp_lapse_rates`. */
export function fieldName(command: string): string {
  return command
    .replace(/^:(-->)?/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1_$2')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/_+/g, '_')
    .replace(/^_|_$/g, '')
    .toLowerCase();
}

/** `:rvh_Filename` → `RvhFilename`, `:AdiabaticLapseRate` → `AdiabaticLapseRate`. */
export function className(command: string): string {
  return command
    .replace(/^:(-->)?/, '')
    .split(/[^A-Za-z0-9]+/)
    .filter((p) => p !== '')
    .map((p) => p[0].toUpperCase() + p.slice(1))
    .join('');
}
