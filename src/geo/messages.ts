/** What the geo layer reports about its inputs: never a silent result. */

/** How bad: an error stops the result from being written, a warning goes with it, a note explains a choice. */
export type Severity = 'error' | 'warning' | 'note';

/** One message: where (file, feature, ID) and what. */
export interface GeoMessage {
  readonly severity: Severity;
  readonly where: string;
  readonly message: string;
}

/** An error that stops the work: its messages say what and where. */
export class GeoInputError extends Error {
  constructor(readonly messages: readonly GeoMessage[]) {
    super(messages.map(formatMessage).join('\n'));
  }
}

/** A message as one line: `where: severity: message`. */
export function formatMessage(m: GeoMessage): string {
  return `${m.where}: ${m.severity}: ${m.message}`;
}

/** Longitude and latitude for a message, to 4 decimals. */
export function lonLatText(lon: number, lat: number): string {
  return `${lon.toFixed(4)}, ${lat.toFixed(4)} (lon, lat)`;
}
