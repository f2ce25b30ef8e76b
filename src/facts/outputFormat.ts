/**
 * The format Raven writes its outputs in (Options.output_format, ParseInput.cpp): each of :WriteEnsimFormat
 * (unless given NO, OFF or FALSE), :WriteNetcdfFormat and :SuppressOutput sets it, so the last one read wins;
 * without any, comma-separated files.
 */
import { commandName } from '../ast/nodes.js';
import { argToken } from './args.js';
import type { ModelFacts } from './facts.js';

/** Raven's output formats. */
export type OutputFormat = 'standard' | 'ensim' | 'netcdf' | 'none';

/** The output format of a model's run. */
export function outputFormatOf(model: ModelFacts): OutputFormat {
  let format: OutputFormat = 'standard';
  for (const ref of model.commands('rvi')) {
    const name = commandName(ref.command);
    if (name === ':WriteEnsimFormat') {
      const value = argToken(ref, 0)?.text.toUpperCase();
      if (value !== 'NO' && value !== 'OFF' && value !== 'FALSE') format = 'ensim';
    } else if (name === ':WriteNetcdfFormat' || name === ':WriteNetCDFFormat') format = 'netcdf';
    else if (name === ':SuppressOutput') format = 'none';
  }
  return format;
}
