/**
 * The checking thread of the language server: it loads models (editor buffers over the disk) and runs
 * `checkProject` on them, so that a check of a big model never holds up hover or completion on the main
 * thread. Messages: see checkRunner.ts. Each model's syntax trees are kept, so an edit re-parses one file.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { Diagnostic } from '../ast/nodes.js';
import { checkProject } from '../check/checkProject.js';
import { RULES } from '../check/rules/index.js';
import { parseRcFile, type RuleSetting } from '../check/settings.js';
import { fileHost } from '../project/fileHost.js';
import type { ReadLimits } from '../project/regularFile.js';
import type { CheckHost } from '../project/host.js';
import { fileTypeOf } from '../project/fileType.js';
import { loadProject } from '../project/load.js';
import { findRcFile } from '../project/rcFile.js';
import type { CheckRequest, CheckResult, ParsedMessage } from './checkRunner.js';
import { OverlaySource } from './overlay.js';
import { packDoc } from './transferDoc.js';

const source = new OverlaySource();
// The size limit of `rvkit lsp --max-file-size`, from the server's thread.
source.limits = (workerData as ReadLimits | null) ?? {};
/** Big trees parsed since the last 'parsed' message, for the main thread (which does not parse them). */
let fresh: ParsedMessage['docs'][number][] = [];
source.onLargeParse = (path, key, doc) => {
  fresh = fresh.filter(([p]) => p !== path);
  fresh.push([path, key, packDoc(doc)]);
};

/** Sends the big trees parsed so far, before the (longer) check runs. */
function sendParsed(): void {
  if (!fresh.length) return;
  parentPort?.postMessage({ kind: 'parsed', docs: fresh } satisfies ParsedMessage);
  fresh = [];
}
/** One file host per model directory, so that NetCDF headers are read once, not once per check. */
const hosts = new Map<string, CheckHost>();

/**
 * Diagnostics shown per file: beyond this an editor only slows down (a million-row table with a wrong
 * column would send a million), and the rest are summed up in one line at the last one kept.
 */
const MAX_PER_FILE = 1000;

/** The first MAX_PER_FILE diagnostics of each file, and a note of how many more there are. */
function capped(list: readonly Diagnostic[]): Diagnostic[] {
  const counts = new Map<string, number>();
  const out: Diagnostic[] = [];
  for (const d of list) {
    const n = (counts.get(d.file) ?? 0) + 1;
    counts.set(d.file, n);
    if (n <= MAX_PER_FILE) out.push(d);
  }
  for (const [file, n] of counts) {
    if (n <= MAX_PER_FILE) continue;
    const last = out.filter((d) => d.file === file).pop()!;
    out.push({
      ...last,
      severity: 'info',
      code: 'more',
      message: `${n - MAX_PER_FILE} more problems in this file are not shown ('rvkit check' lists them all)`,
    });
  }
  return out;
}

async function rcRules(dir: string): Promise<Record<string, RuleSetting>> {
  try {
    const rc = await findRcFile(dir);
    return rc ? parseRcFile(rc.text, rc.path, RULES) : {};
  } catch {
    // A broken .rvkitrc.json is `rvkit check`'s to report; the editor goes on with the default rules.
    return {};
  }
}

async function run(request: CheckRequest): Promise<CheckResult> {
  for (const [path, text, version] of request.set) source.set(path, text, version);
  for (const path of request.drop) source.drop(path);
  if (request.kind === 'file') {
    const fileType = fileTypeOf(request.path);
    if (!fileType) return { id: request.id, diagnostics: [], files: [] };
    const text = await source.readText(request.path);
    const doc = source.parse(request.path, text, { fileType, fileName: request.path });
    sendParsed();
    return { id: request.id, diagnostics: capped(doc.diagnostics), files: [[doc.fileName, request.path]] };
  }
  const project = await loadProject(request.rvi, { source }).finally(sendParsed);
  const diagnostics: Diagnostic[] = await checkProject(project, {
    host:
      hosts.get(project.dir) ??
      hosts.set(project.dir, fileHost(project.dir, source.limits)).get(project.dir)!,
    rules: await rcRules(project.dir),
  });
  return {
    id: request.id,
    diagnostics: capped(diagnostics),
    files: project.files.map((f) => [f.doc.fileName, f.path]),
  };
}

parentPort?.on('message', (request: CheckRequest) => {
  run(request).then(
    (result) => parentPort!.postMessage(result),
    (e: unknown) =>
      parentPort!.postMessage({
        id: request.id,
        diagnostics: [],
        files: [],
        error: String(e),
      } as CheckResult),
  );
});
