/** The version an engine reports with `raven -v`. */
import { execFile } from 'node:child_process';

/** The version string of a Raven executable, for example `4.12 w/ netCDF`. */
export function engineVersion(binary: string, timeoutMs = 10_000): Promise<string> {
  return new Promise((resolve, reject) => {
    // stdin is closed so that a build pausing for ENTER cannot hang; Raven prints the version first.
    const child = execFile(
      binary,
      ['-v'],
      { timeout: timeoutMs, maxBuffer: 64 * 1024, windowsHide: true },
      (error, stdout) => {
        const version = stdout.split(/\r?\n/)[0]?.trim() ?? '';
        if (version !== '') resolve(version);
        else reject(error ?? new Error(`${binary} -v printed no version`));
      },
    );
    child.stdin?.end();
  });
}
