/**
 * OSTRICH setups of analytic test functions (shared by test/calibrate/analytic.test.ts and
 * bench/calibrate.ts): the function is computed by a small awk model program from the parameters OSTRICH
 * writes into params.txt.
 */
import { chmodSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The awk body computing each function from x[1..n]. */
export const FUNCTIONS = {
  griewank: 'for (i = 1; i <= n; i++) { s += x[i] * x[i] / 4000; p *= cos(x[i] / sqrt(i)) } f = s - p + 1',
  rosenbrock: 'for (i = 1; i < n; i++) f += 100 * (x[i+1] - x[i]^2)^2 + (1 - x[i])^2',
  ackley:
    'for (i = 1; i <= n; i++) { s += x[i]^2; c += cos(2 * 3.141592653589793 * x[i]) } f = -20 * exp(-0.2 * sqrt(s / n)) - exp(c / n) + 20 + exp(1)',
} as const;

/** Writes, in `dir`, an OSTRICH setup minimising a function of `n` parameters in [low, high]. */
export function analyticSetup(
  dir: string,
  fn: keyof typeof FUNCTIONS,
  n: number,
  low: number,
  high: number,
  seed: number,
  budget: number,
): string {
  const names = Array.from({ length: n }, (_, i) => `X${String(i + 1).padStart(2, '0')}`);
  writeFileSync(join(dir, 'params.tpl'), names.join('\n') + '\n');
  writeFileSync(
    join(dir, 'model.sh'),
    `#!/bin/sh\nawk 'BEGIN { s = 0; p = 1; c = 0; f = 0 } { x[NR] = $1 + 0 } END { n = NR; ${FUNCTIONS[fn]}; printf "F %.17g\\n", f }' params.txt > out.txt\n`,
  );
  chmodSync(join(dir, 'model.sh'), 0o755);
  writeFileSync(
    join(dir, 'ostIn.txt'),
    [
      'ProgramType DDS',
      'ObjectiveFunction GCOP',
      'ModelExecutable ./model.sh',
      `RandomSeed ${seed}`,
      'BeginFilePairs',
      'params.tpl ; params.txt',
      'EndFilePairs',
      'BeginParams',
      ...names.map((x) => `${x} random ${low} ${high} none none none`),
      'EndParams',
      'BeginResponseVars',
      "F out.txt; OST_NULL 0 2 ' '",
      'EndResponseVars',
      'BeginGCOP',
      'CostFunction F',
      'PenaltyFunction APM',
      'EndGCOP',
      'BeginDDSAlg',
      'PerturbationValue 0.2',
      `MaxIterations ${budget}`,
      'UseRandomParamValues',
      'EndDDSAlg',
      '',
    ].join('\n'),
  );
  return dir;
}
