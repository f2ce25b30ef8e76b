/** The RV files the round-trip tests run over, and the ones the engine itself rejects. */
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileTypeOf } from '../../src/project/fileType.js';
import type { FileType } from '../../grammar/types.js';
import { ownCorpus, rvFilesUnder, sharedCorpus } from '../paths.js';

/** One corpus file, read as latin1 (one character per byte). */
export interface CorpusFile {
  readonly name: string;
  readonly path: string;
  readonly fileType: FileType;
  readonly text: string;
}

/**
 * Files the engine rejects, with the reason (our checker must report errors there):
 * OSTRICH templates hold placeholders; the Nith gauges use a legacy format that Raven 4.12 no longer reads.
 * (Alouette2's ALUgauge.rvt is not one: its series header's date `1987/10/01` is a date to Raven too, and Raven
 * runs the model once its redirect's case is fixed: test/fix/caseOnlyName.test.ts.)
 */
export const ENGINE_REJECTS: ReadonlyMap<string, string> = new Map([
  [
    'CSHS-CWRA__RavenHydroFramework/benchmarking___InputFiles__Nith/NewHamburg.rvt',
    'legacy :TotalPrecip data',
  ],
  ['CSHS-CWRA__RavenHydroFramework/benchmarking___InputFiles__Nith/Millbank.rvt', 'legacy :TotalPrecip data'],
]);

/** Every RV file of the project's corpus and of the shared corpus. */
export function corpusFiles(): CorpusFile[] {
  const roots = [ownCorpus, sharedCorpus].filter((d) => existsSync(d));
  return roots.flatMap((root) =>
    rvFilesUnder(root).map((path) => ({
      name: relative(root, path),
      path,
      fileType: fileTypeOf(path)!,
      text: readFileSync(path, 'latin1'),
    })),
  );
}

/** True when the engine accepts the file as it is (templates and known rejects excluded). */
export function engineAccepts(file: CorpusFile): boolean {
  return !file.name.endsWith('.tpl') && !ENGINE_REJECTS.has(file.name);
}
