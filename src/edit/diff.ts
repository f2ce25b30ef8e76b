/** What a Config's edits change on disk, as unified diffs of each file against the text it was loaded as. */
import { relative } from 'node:path';
import type { Config } from '../models/sections/config.js';
import { configSources } from '../project/configLoad.js';
import { savedTexts } from '../project/configWrite.js';
import { unifiedDiff } from '../fix/unifiedDiff.js';

/** The unified diff (paths relative to the model directory) of every file the Config's saving would change. */
export function configDiff(config: Config): string {
  const sources = configSources(config);
  const texts = savedTexts(config);
  if (!sources || !texts) return '';
  let out = '';
  for (const [file, text] of texts) {
    const name = relative(sources.project.dir, file.path);
    out += unifiedDiff(file.text, text, `a/${name}`, `b/${name}`);
  }
  return out;
}
