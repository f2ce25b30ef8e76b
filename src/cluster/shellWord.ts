/** A value as one word of a POSIX shell, quoted only when it must be (batch scripts, command lines in logs). */
export function shellWord(value: string): string {
  return /^[\w@%+=:,./-]+$/.test(value) ? value : `'${value.replace(/'/g, `'\\''`)}'`;
}
