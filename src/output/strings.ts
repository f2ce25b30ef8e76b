/** Text helpers shared by the file readers. */

/** The text before the first NUL: fixed-length strings in NetCDF files keep their NUL padding. */
export function trimNul(text: string): string {
  const end = text.indexOf('\0');
  return end < 0 ? text : text.slice(0, end);
}
