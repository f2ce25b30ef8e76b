/** The process list: reading, writing, JSON, and every `:HydrologicProcesses` block of the corpora. */
import { bindingOf } from '../../../src/models/modelClass/registry.js';
import {
  Baseflow,
  CanopySublimation,
  Conditional,
  HydrologicProcesses,
  Overflow,
  ProcessGroup,
  Split,
  withAliases,
} from '../../../src/models/rvi/index.js';
import { corpusCommands } from '../corpusCommands.js';
import { dumpNode, dumpText, locatedProblems, modelAliases, problemsOf, validationError } from './helpers.js';

const TEXT = `:Alias PRODUCT_STORE SOIL[0]
:HydrologicProcesses
  :Precipitation        PRECIP_RAVEN       ATMOS_PRECIP    MULTIPLE
  :SoilEvaporation      SOILEVAP_GR4J      PRODUCT_STORE   ATMOSPHERE  # Es
  :Split                RAVEN_DEFAULT      SOIL[2]  CONVOLUTION[0] CONVOLUTION[1] 0.9
  :Overflow             OVERFLOW_RAVEN     SOIL[0]  SOIL[1]
  :-->Conditional HRU_TYPE IS_NOT GLACIER
  :CanopySnowEvap       CANEVP_ALL         CANOPY_SNOW ATMOSPHERE
  :ProcessGroup
    :Baseflow BASE_LINEAR SOIL[1] SURFACE_WATER
    :Baseflow BASE_VIC SOIL[1] SURFACE_WATER
  :EndProcessGroup CALCULATE_WTS 0.5
:EndHydrologicProcesses
`;

describe('HydrologicProcesses', () => {
  it('is bound to :HydrologicProcesses in the .rvi', () => {
    expect(bindingOf(HydrologicProcesses)?.fileType).toBe('rvi');
    expect(bindingOf(HydrologicProcesses)?.spec.name).toBe(':HydrologicProcesses');
  });

  it('reads processes, conditions and groups in order, with the aliases written before it', () => {
    const h = HydrologicProcesses.parse(TEXT);
    expect(h.root.map((x) => x.constructor.name)).toEqual([
      'Precipitation',
      'SoilEvaporation',
      'Split',
      'Overflow',
      'Conditional',
      'CanopySublimation',
      'ProcessGroup',
    ]);
    expect(h.at(2)).toBeInstanceOf(Split);
    expect(h.at(3)).toBeInstanceOf(Overflow);
    expect(h.at(5)).toBeInstanceOf(CanopySublimation);
    expect((h.at(6) as ProcessGroup).p[1]).toBeInstanceOf(Baseflow);
  });

  it('writes what Raven reads the same way, and reads it back equal', () => {
    const h = HydrologicProcesses.parse(TEXT);
    expect(h.toRv()).toBe(
      ':HydrologicProcesses\n' +
        '  :Precipitation PRECIP_RAVEN ATMOS_PRECIP MULTIPLE\n' +
        '  :SoilEvaporation SOILEVAP_GR4J PRODUCT_STORE ATMOSPHERE\n' +
        '  :Split RAVEN_DEFAULT SOIL[2] CONVOLUTION[0] CONVOLUTION[1] 0.9\n' +
        '  :-->Overflow OVERFLOW_RAVEN SOIL[0] SOIL[1]\n' +
        '  :-->Conditional HRU_TYPE IS_NOT GLACIER\n' +
        '  :CanopySublimation CANEVP_ALL CANOPY_SNOW ATMOSPHERE\n' +
        '  :ProcessGroup\n' +
        '    :Baseflow BASE_LINEAR SOIL[1] SURFACE_WATER\n' +
        '    :Baseflow BASE_VIC SOIL[1] SURFACE_WATER\n' +
        '  :EndProcessGroup CALCULATE_WTS 0.5\n' +
        ':EndHydrologicProcesses\n',
    );
    const again = HydrologicProcesses.parse(h.toRv(), { aliases: ['PRODUCT_STORE'] });
    expect(again.toJSON()).toEqual(h.toJSON());
    // Raven reads the same commands (canonical names: :CanopySnowEvap is :CanopySublimation).
    expect(dumpText(h.toRv(), 'rvi')).toEqual(
      (dumpText(TEXT.split('\n').slice(1).join('\n'), 'rvi') as unknown[]).map(dropGroupName),
    );
  });

  it('keeps each kind in its JSON, so that JSON and copies rebuild the same list', () => {
    const h = HydrologicProcesses.parse(TEXT);
    const json = h.toJSON() as object[];
    expect(json[3]).toEqual({ Overflow: { algo: 'OVERFLOW_RAVEN', source: 'SOIL[0]', to: ['SOIL[1]'] } });
    expect(json[4]).toEqual({ Conditional: { kind: 'HRU_TYPE', op: 'IS_NOT', value: 'GLACIER' } });
    const rebuilt = withAliases(['PRODUCT_STORE'], () => new HydrologicProcesses(json));
    expect(rebuilt.toRv()).toBe(h.toRv());
    expect(h.copy().toRv()).toBe(h.toRv());
    // Untagged objects become the first model they fit, as in the reference library.
    const bare = new HydrologicProcesses([{ algo: 'BASE_LINEAR', source: 'SOIL[1]', to: ['SURFACE_WATER'] }]);
    expect(bare.at(0)?.constructor.name).toBe('Process');
  });

  it('reports every problem of the block at once, with its place', () => {
    const bad = TEXT.replace(':Alias', '# :Alias')
      .replace('SNOBAL', '')
      .replace('  :Overflow ', '  :GlacierInfiltration GINFIL_UBCWM PONDED_WATER MULTIPLE\n  :Overflow ')
      .replace('BASE_VIC', 'BASE_VICE');
    expect(locatedProblems(() => HydrologicProcesses.parse(bad))).toEqual([
      '4:44 root.1.source: "PRODUCT_STORE" is not a state variable (nor an :Alias of the model)',
      expect.stringMatching(/^12:15 root\.7\.p\.1\.algo: must be one of BASE_VIC, /),
    ]);
  });

  it('needs a process above a condition', () => {
    const c = new Conditional({ kind: 'HRU_TYPE', op: 'IS', value: 'LAKE' });
    expect(problemsOf(() => new HydrologicProcesses([c]))).toEqual([
      'root: must not start with a Conditional: a condition restricts the process above it',
    ]);
  });
});

/** Drops the name of `:ProcessGroup` (Raven never uses it; the interface's model has none). */
function dropGroupName(node: unknown): unknown {
  const n = node as { command?: string; args?: unknown[] };
  return n.command === ':ProcessGroup' ? { ...n, args: [] } : node;
}

describe('HydrologicProcesses on the corpora', () => {
  const blocks = corpusCommands('rvi', ':HydrologicProcesses', ':HydrologicalProcesses');

  it('reads every block (a process the interface has no model for reads as its extension model)', () => {
    const failures = new Map<string, number>();
    let read = 0;
    let sameDump = 0;
    for (const b of blocks) {
      try {
        const h = HydrologicProcesses.fromRv(b.node, b.source, { aliases: modelAliases(b.file) });
        read++;
        if (JSON.stringify(dumpText(h.toRv(), 'rvi')) === JSON.stringify(dumpNode(b.node, 'rvi'))) sameDump++;
      } catch (e) {
        for (const p of validationError(() => {
          throw e;
        }).problems) {
          const key = p.message.replace(/must be one of .*/, 'is not one of the interface algorithms');
          failures.set(key, (failures.get(key) ?? 0) + 1);
        }
      }
    }
    // 32 blocks; the 3 UBC watershed models (Alouette, Coquitlam, Revelstoke) each use :GlacierInfiltration,
    // which the interface has no model for: it reads as its extension model. Their SNOBAL_UBCWM, SNOALB_UBCWM
    // and PERC_LINEAR_ANALYTIC are read: the models take every algorithm Raven reads.
    expect(blocks).toHaveLength(32);
    expect(read).toBe(32);
    expect(Object.fromEntries(failures)).toEqual({});
    // Every block read keeps its meaning: Raven reads the written block as the original (aliases such as
    // :CanopySnowEvap and :Overflow are dumped by their canonical name).
    expect(sameDump).toBe(32);
  });

  it('finds no algorithm of the corpora outside the models (their lists are what Raven reads)', () => {
    const outside = new Map<string, number>();
    for (const b of blocks) {
      try {
        HydrologicProcesses.fromRv(b.node, b.source, { aliases: modelAliases(b.file) });
      } catch (e) {
        for (const p of validationError(() => {
          throw e;
        }).problems) {
          const line = p.location?.line;
          const cmd = b.node.body?.find(
            (i) =>
              i.kind === 'command' && line !== undefined && lineOf(b.source.starts, i.line.start) === line,
          );
          if (p.path.endsWith('.algo') && cmd?.kind === 'command') {
            const key = `${cmd.line.words[0].text} ${cmd.line.words[1].text}`;
            outside.set(key, (outside.get(key) ?? 0) + 1);
          }
        }
      }
    }
    expect(Object.fromEntries(outside)).toEqual({});
  });
});

/** The 1-based line of an offset. */
function lineOf(starts: Int32Array, offset: number): number {
  let line = 0;
  while (line < starts.length && starts[line] <= offset) line++;
  return line;
}
