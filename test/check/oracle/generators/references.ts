/**
 * Mistakes in names and IDs: an HRU naming a class that does not exist, a subbasin draining nowhere, channel
 * profiles, parameter table rows, HRU and subbasin groups (the Nith mistake among them), IDs in the .rvt and
 * .rvc, gauge names, data file names (often only a case mistake), each with its correct form as a harmless
 * mutation where the mistake needs new commands.
 */
import { argToken, argTokens } from '../../../../src/facts/args.js';
import { dataFilesOf } from '../../../../src/facts/dataFiles.js';
import { networkOf } from '../../../../src/facts/network.js';
import type { CommandRef } from '../../../../src/facts/readingOrder.js';
import { lineOf, type Token } from '../../../../src/facts/site.js';
import { tableRows } from '../../../../src/facts/table.js';
import { atSite, relPath, replaceSite, type Fixture, type Generator, type Mutation } from '../mutation.js';
import { misspell } from './misspell.js';
import {
  append,
  baseFile,
  insertAt,
  mutantLine,
  nextLineStart,
  ordered,
  replaceAt,
  runoff,
  split,
  type PlacedEdit,
} from './network.js';

const PER_KIND = 2;

/** HRU columns that name a class or profile, with the kind of mistake. */
const HRU_REFERENCES: readonly [column: string, kind: string][] = [
  ['land_use_class', 'hru-land-use'],
  ['veg_class', 'hru-vegetation'],
  ['soil_profile', 'hru-soil-profile'],
  ['terrain_class', 'hru-terrain'],
  ['aquifer_profile', 'hru-aquifer'],
  ['subbasin_id', 'hru-subbasin'],
];

/** An HRU names a land use, vegetation, soil profile, terrain or aquifer that is not defined. */
export const hruReferences: Generator = {
  kinds: HRU_REFERENCES.map(([, k]) => k),
  generate(fx) {
    const out: Mutation[] = [];
    for (const [column, kind] of HRU_REFERENCES) {
      const cells = fx.facts.rvh.hrus.map((h) => h.cell[column]).filter((c): c is Token => !!c);
      const defined = new Set(cells.map((c) => c.text));
      for (const cell of fx.rng.sample(cells, PER_KIND)) {
        const text =
          column === 'subbasin_id' ? String(Number(cell.text) + 1000) : misspell(cell.text, fx.rng, defined);
        out.push({
          kind,
          label: `HRU ${column} ${cell.text} -> ${text}`,
          edits: [replaceSite(fx, cell.site, text)],
          at: atSite(fx, cell.site),
        });
      }
    }
    return out;
  },
};

/** A subbasin drains into a subbasin ID that does not exist. */
export const downstreamMissing: Generator = {
  kinds: ['downstream-missing'],
  generate(fx) {
    const ids = new Set(fx.facts.rvh.subbasins.map((s) => s.cell.subbasin_id?.text));
    const cells = fx.facts.rvh.subbasins.map((s) => s.cell.downstream_id).filter((c): c is Token => !!c);
    return fx.rng.sample(cells, PER_KIND).map((cell) => {
      let id = 1000 + fx.rng.int(9000);
      while (ids.has(String(id))) id++;
      return {
        kind: 'downstream-missing',
        label: `downstream ${cell.text} -> ${id}`,
        edits: [replaceSite(fx, cell.site, String(id))],
        at: atSite(fx, cell.site),
      };
    });
  },
};

/** A soil profile names a soil class that is not defined. */
export const profileSoilClass: Generator = {
  kinds: ['profile-soil-class'],
  generate(fx) {
    const horizons = [...fx.facts.rvp.soilProfiles.values()].flatMap((p) => p.horizons.map((h) => h.soil));
    const defined = new Set(fx.facts.rvp.classes.soil.keys());
    return fx.rng.sample(horizons, PER_KIND).map((soil) => {
      const text = misspell(soil.text, fx.rng, defined);
      return {
        kind: 'profile-soil-class',
        label: `soil profile horizon ${soil.text} -> ${text}`,
        edits: [replaceSite(fx, soil.site, text)],
        at: atSite(fx, soil.site),
      };
    });
  },
};

/** A second :SubBasins block, holding the new subbasin, placed after the :HRUs that name it. */
export const subbasinAfterHrus: Generator = {
  kinds: ['hru-subbasin-order'],
  generate(fx) {
    const s = split(fx, { placeRowYourself: true });
    const rvh = baseFile(fx, 'rvh');
    if (!s || !rvh || s.row.file !== rvh) return [];
    const block = append(fx, rvh, [':SubBasins', s.row.text, ':EndSubBasins']);
    const edits = [...s.edits, block];
    const first =
      s.hruCells[0] ?? (s.addedHru && { file: s.addedHru.file, offset: s.addedHru.at, length: 0 });
    if (!first) return [];
    // An added HRU row lies one line below its model; a moved HRU keeps its line.
    const at = s.addedHru
      ? { file: relPath(fx, s.addedHru.file), line: lineOf(s.addedHru.file, s.addedHru.at) }
      : mutantLine(fx, first, edits);
    return [
      {
        kind: 'hru-subbasin-order',
        label: `subbasin ${s.newId} defined after :HRUs`,
        edits: ordered(edits),
        at,
      },
    ];
  },
};

/** Channel routing set up: :Routing, a channel profile, and each subbasin naming it. */
function withChannels(fx: Fixture): { edits: PlacedEdit[]; profiles: Token[] } | undefined {
  const routing = fx.facts.uses('rvi', ':Routing').at(-1);
  const rvp = baseFile(fx, 'rvp');
  const method = routing && argToken(routing, 0);
  if (!method || !rvp) return undefined;
  const profiles = networkOf(fx.facts).subbasins.flatMap((s) =>
    s.row.cell.profile ? [s.row.cell.profile] : [],
  );
  const edits = [
    replaceAt(fx, method.site, 'ROUTE_DIFFUSIVE_WAVE'),
    append(fx, rvp, [':TrapezoidalChannel CHANNEL_1 10.0 100.0 1.0 0.035 0.001']),
    ...runoff(fx),
  ];
  return { edits, profiles };
}

/** Channel routing switched on, done right: Raven completes. */
export const channelRouting: Generator = {
  kinds: ['channel-routing'],
  harmless: true,
  generate(fx) {
    const c = withChannels(fx);
    if (!c || c.profiles.length === 0) return [];
    const edits = [...c.edits, ...c.profiles.map((p) => replaceAt(fx, p.site, 'channel_1'))];
    return [
      {
        kind: 'channel-routing',
        label: 'ROUTE_DIFFUSIVE_WAVE with a trapezoidal channel (named in another case)',
        edits: ordered(edits),
        at: mutantLine(fx, c.profiles[0].site, edits),
      },
    ];
  },
};

/** Channel routing switched on, but a subbasin names a misspelled profile, or keeps NONE. */
export const channelProfile: Generator = {
  kinds: ['channel-profile', 'channel-none'],
  generate(fx) {
    const c = withChannels(fx);
    if (!c || c.profiles.length === 0) return [];
    const [bad, ...rest] = c.profiles;
    const others = rest.map((p) => replaceAt(fx, p.site, 'CHANNEL_1'));
    const typo = misspell('CHANNEL_1', fx.rng, new Set(['channel_1']));
    const e1 = [...c.edits, ...others, replaceAt(fx, bad.site, typo)];
    const e2 = [...c.edits, ...others];
    return [
      {
        kind: 'channel-profile',
        label: `routing on, subbasin profile ${typo}`,
        edits: ordered(e1),
        at: mutantLine(fx, bad.site, e1),
      },
      {
        kind: 'channel-none',
        label: 'routing on, a subbasin keeps profile NONE',
        edits: ordered(e2),
        at: mutantLine(fx, bad.site, e2),
      },
    ];
  },
};

/** A parameter table row names its class in another spelling (or case). */
export const parameterClass: Generator = {
  kinds: ['parameter-class'],
  generate(fx) {
    const names = fx.facts.rvp.parameterTables
      .flatMap((t) => t.rows.map((r) => r.name))
      .filter((n) => n.text !== '[DEFAULT]');
    const defined = new Set(Object.values(fx.facts.rvp.classes).flatMap((m) => [...m.keys()]));
    return fx.rng.sample(names, 3).map((name) => {
      const text = misspell(name.text, fx.rng, defined);
      return {
        kind: 'parameter-class',
        label: `parameter table row ${name.text} -> ${text}`,
        edits: [replaceSite(fx, name.site, text)],
        at: atSite(fx, name.site),
      };
    });
  },
};

/** :SoilClasses moved below :SoilProfiles (Raven reads the classes too late). */
export const soilClassesLate: Generator = {
  kinds: ['soil-class-order'],
  generate(fx) {
    const classes = fx.facts.uses('rvp', ':SoilClasses')[0];
    const profiles = fx.facts.uses('rvp', ':SoilProfiles')[0];
    if (!classes?.command.end || !profiles?.command.end || classes.file !== profiles.file) return [];
    if (classes.index > profiles.index) return [];
    const horizon = [...fx.facts.rvp.soilProfiles.values()]
      .flatMap((p) => p.horizons.map((h) => h.soil))
      .find((t) => !/^\d/.test(t.text));
    if (!horizon) return [];
    const file = classes.file;
    const start = classes.command.line.start;
    const end = nextLineStart(file, classes.command.end.start);
    const block = file.text.slice(start, end);
    const after = nextLineStart(file, profiles.command.end.start);
    const lines = block.replace(/\r?\n$/, '').split(/\r?\n/);
    const removed = lines.length;
    return [
      {
        kind: 'soil-class-order',
        label: ':SoilClasses moved below :SoilProfiles',
        edits: [
          { file: relPath(fx, file), edit: (t) => t.slice(0, start) + t.slice(end) },
          insertAt(fx, file, after, lines).edit,
        ],
        at: { file: relPath(fx, file), line: lineOf(file, horizon.site.offset) - removed },
      },
    ];
  },
};

/** The Nith mistake: a group used in the .rvi, filled in the .rvh, never declared (and its correct form). */
export const undeclaredGroup: Generator = {
  kinds: ['hru-group-undeclared', 'hru-group-declared'],
  generate(fx) {
    const rvi = baseFile(fx, 'rvi');
    const rvh = baseFile(fx, 'rvh');
    const soilModel = fx.facts.uses('rvi', ':SoilModel')[0];
    const hrus = networkOf(fx.facts).hrus;
    if (!rvi || !rvh || !soilModel || soilModel.file !== rvi || hrus.length === 0) return [];
    const state = fx.facts.rvi.soilModel && fx.facts.rvi.soilModel.layers > 0 ? 'SOIL[0]' : 'PONDED_WATER';
    const members = hrus.map((h) => h.id.text).join(' ');
    const use = append(fx, rvi, [`:AggregatedVariable ${state} AllHRUs`]);
    const group = append(fx, rvh, [':HRUGroup AllHRUs', `  ${members}`, ':EndHRUGroup']);
    const declare = insertAt(fx, rvi, nextLineStart(rvi, soilModel.command.line.start), [
      ':DefineHRUGroups AllHRUs',
    ]);
    const at = (edits: PlacedEdit[]) => ({
      file: relPath(fx, rvi),
      line:
        lineOf(rvi, rvi.text.length) +
        edits.filter((e) => e.file === rvi && e !== use).reduce((n, e) => n + e.addsLines, 0) +
        (rvi.text.endsWith('\n') ? 0 : 1),
    });
    const wrong = [use, group];
    const right = [declare, use, group];
    return [
      {
        kind: 'hru-group-undeclared',
        label: ':AggregatedVariable on group AllHRUs, filled in the .rvh, never declared',
        edits: ordered(wrong),
        at: at(wrong),
      },
      {
        kind: 'hru-group-declared',
        label: ':AggregatedVariable on group AllHRUs, declared and filled',
        edits: ordered(right),
        at: at(right),
      },
    ];
  },
};

/** A group name misspelled where a command uses it, or its declaration moved above :SoilModel. */
export const groupName: Generator = {
  kinds: ['hru-group', 'hru-group-early'],
  generate(fx) {
    const declared = fx.facts.uses('rvi', ':DefineHRUGroups')[0];
    const names = new Set(declared ? argTokens(declared).map((t) => t.text) : []);
    const uses = fx.facts
      .uses('rvi', ':AggregatedVariable')
      .map((r) => argToken(r, 1))
      .filter((t): t is Token => !!t && names.has(t.text));
    const out: Mutation[] = fx.rng.sample(uses, 2).map((t) => {
      const text = misspell(t.text, fx.rng, names);
      return {
        kind: 'hru-group',
        label: `group ${t.text} -> ${text}`,
        edits: [replaceSite(fx, t.site, text)],
        at: atSite(fx, t.site),
      };
    });
    const soilModel = fx.facts.uses('rvi', ':SoilModel')[0];
    if (
      declared &&
      soilModel &&
      declared.file === soilModel.file &&
      uses.length > 0 &&
      declared.index > soilModel.index
    ) {
      const file = declared.file;
      const line = file.text.slice(
        declared.command.line.start,
        nextLineStart(file, declared.command.line.start),
      );
      const s = declared.command.line.start;
      const e = nextLineStart(file, s);
      const moved = insertAt(fx, file, soilModel.command.line.start, [line.replace(/\r?\n$/, '')]);
      const firstUse = uses[0];
      // The use lies below the declaration: one line added above it, one removed.
      out.push({
        kind: 'hru-group-early',
        label: ':DefineHRUGroups moved above :SoilModel',
        edits: [moved.edit, { file: relPath(fx, file), edit: (t) => t.slice(0, s) + t.slice(e) }],
        at: atSite(fx, firstUse.site),
      });
    }
    return out;
  },
};

/** :CustomOutput … BY_HRU ONLY on a declared group, and on a misspelled one (Raven stops). */
export const customOutputGroup: Generator = {
  kinds: ['custom-output-group', 'custom-output-group-ok'],
  generate(fx) {
    const declared = fx.facts.uses('rvi', ':DefineHRUGroups')[0];
    const group = declared && argToken(declared, 0);
    const rvi = baseFile(fx, 'rvi');
    if (!group || !rvi || declared.file !== rvi) return [];
    const names = new Set(argTokens(declared).map((t) => t.text));
    const typo = misspell(group.text, fx.rng, names);
    const line = lineOf(rvi, rvi.text.length) + (rvi.text.endsWith('\n') ? 0 : 1);
    const mutant = (kind: string, name: string): Mutation => ({
      kind,
      label: `:CustomOutput DAILY AVERAGE PRECIP BY_HRU ONLY ${name}`,
      edits: [append(fx, rvi, [`:CustomOutput DAILY AVERAGE PRECIP BY_HRU ONLY ${name}`]).edit],
      at: { file: relPath(fx, rvi), line },
    });
    return [mutant('custom-output-group', typo), mutant('custom-output-group-ok', group.text)];
  },
};

/** A :-->Conditional on an HRU group that was never created (Raven says nothing). */
export const conditionalGroup: Generator = {
  kinds: ['conditional-group'],
  generate(fx) {
    const processes = fx.facts.rvi.processes.filter((p) => p.ref.file.fileType === 'rvi' && !p.group);
    const last = processes.at(-1);
    if (!last) return [];
    const edit = insertAt(fx, last.ref.file, nextLineStart(last.ref.file, last.ref.command.line.start), [
      '  :-->Conditional HRU_GROUP IS ForestHRUs',
    ]);
    return [
      {
        kind: 'conditional-group',
        label: `${last.name} made conditional on an HRU group never created`,
        edits: [edit.edit],
        at: {
          file: relPath(fx, last.ref.file),
          line: lineOf(last.ref.file, last.ref.command.line.start) + 1,
        },
      },
    ];
  },
};

/** A subbasin group misspelled in :GaugedSubBasinGroup (Raven stops) or :SBGroupPropertyMultiplier (warns). */
export const subbasinGroupName: Generator = {
  kinds: ['subbasin-group'],
  generate(fx) {
    const rvh = baseFile(fx, 'rvh');
    const main = networkOf(fx.facts).subbasins[0];
    if (!rvh || !main) return [];
    const group = [':SubBasinGroup AllBasins', `  ${main.id.text}`, ':EndSubBasinGroup'];
    const lines = lineOf(rvh, rvh.text.length) + (rvh.text.endsWith('\n') ? 0 : 1);
    return [
      {
        kind: 'subbasin-group',
        label: ':GaugedSubBasinGroup AllBasin (the group is AllBasins)',
        edits: [append(fx, rvh, [...group, ':GaugedSubBasinGroup AllBasin']).edit],
        at: { file: relPath(fx, rvh), line: lines + 3 },
      },
      {
        kind: 'subbasin-group',
        label: ':SBGroupPropertyMultiplier on AllBasin (the group is AllBasins)',
        edits: [append(fx, rvh, [...group, ':SBGroupPropertyMultiplier AllBasin GAMMA_SCALE 1.1']).edit],
        at: { file: relPath(fx, rvh), line: lines + 3 },
      },
    ];
  },
};

/** A .rvc naming an HRU or a subbasin the model does not have. */
export const initialConditionIds: Generator = {
  kinds: ['rvc-hru-id', 'rvc-basin-index'],
  generate(fx) {
    const out: Mutation[] = [];
    const hruKeys = new Set(networkOf(fx.facts).hrus.map((h) => h.key));
    for (const ref of fx.facts.uses('rvc', ':HRUStateVariableTable')) {
      for (const row of fx.rng.sample(tableRows(ref.file, ref.command), 1)) {
        const t = row.tokens[0];
        let id = Number(t.text) + 100;
        while (hruKeys.has(String(id))) id++;
        out.push({
          kind: 'rvc-hru-id',
          label: `.rvc HRU ${t.text} -> ${id}`,
          edits: [replaceSite(fx, t.site, String(id))],
          at: atSite(fx, t.site),
        });
      }
    }
    // Initial conditions kept for a subbasin the model no longer has.
    const rvc = baseFile(fx, 'rvc');
    const ids = networkOf(fx.facts).subbasins.map((sb) => Number(sb.key));
    if (rvc && ids.length > 0) {
      const id = Math.max(...ids) + 10;
      const line = lineOf(rvc, rvc.text.length) + (rvc.text.endsWith('\n') ? 0 : 1) + 1;
      out.push({
        kind: 'rvc-basin-index',
        label: `.rvc initial channel storage for subbasin ${id}, which the model does not have`,
        edits: [
          append(fx, rvc, [
            ':BasinStateVariables',
            `  :BasinIndex ${id},old_${id}`,
            '    :ChannelStorage 0.0',
            ':EndBasinStateVariables',
          ]).edit,
        ],
        at: { file: relPath(fx, rvc), line },
      });
    }
    return out;
  },
};

/** Observations, HRU groups and :SubBasinProperties naming IDs the model does not have (Raven warns). */
export const warnedIds: Generator = {
  kinds: ['observation-subbasin', 'hru-group-member', 'subbasin-properties-id'],
  generate(fx) {
    const out: Mutation[] = [];
    for (const ref of fx.facts.uses('rvt', ':ObservationData')) {
      const t = argToken(ref, 1);
      if (!t || argToken(ref, 0)?.text !== 'HYDROGRAPH') continue;
      const id = String(Number(t.text) + 100);
      out.push({
        kind: 'observation-subbasin',
        label: `HYDROGRAPH observations at subbasin ${id}`,
        edits: [replaceSite(fx, t.site, id)],
        at: atSite(fx, t.site),
      });
    }
    const hruKeys = new Set(networkOf(fx.facts).hrus.map((h) => h.key));
    const members = fx.facts.rvh.hruGroups.flatMap((g) => g.members).filter((m) => /^\d+$/.test(m.text));
    for (const m of fx.rng.sample(members, 2)) {
      let id = Number(m.text) + 1000;
      while (hruKeys.has(String(id))) id++;
      out.push({
        kind: 'hru-group-member',
        label: `:HRUGroup member ${m.text} -> ${id}`,
        edits: [replaceSite(fx, m.site, String(id))],
        at: atSite(fx, m.site),
      });
    }
    for (const ref of fx.facts.uses('rvh', ':SubBasinProperties')) {
      for (const row of tableRows(ref.file, ref.command).slice(0, 1)) {
        const t = row.tokens[0];
        const id = String(Number(t.text) + 100);
        out.push({
          kind: 'subbasin-properties-id',
          label: `:SubBasinProperties row ${t.text} -> ${id}`,
          edits: [replaceSite(fx, t.site, id)],
          at: atSite(fx, t.site),
        });
      }
    }
    return out;
  },
};

/** :SpecifyGaugeForHRU with a misspelled gauge or an HRU that does not exist (Raven warns). */
export const gaugeForHru: Generator = {
  kinds: ['gauge-for-hru'],
  generate(fx) {
    const rvt = baseFile(fx, 'rvt');
    const gauge = fx.facts.rvt.gauges.find((g) => g.name);
    const hru = networkOf(fx.facts).hrus[0];
    if (!rvt || !gauge?.name || !hru) return [];
    const typo = misspell(gauge.name.text, fx.rng, new Set(fx.facts.rvt.gauges.map((g) => g.ravenName)));
    const line = lineOf(rvt, rvt.text.length) + (rvt.text.endsWith('\n') ? 0 : 1);
    return [
      {
        kind: 'gauge-for-hru',
        label: `:SpecifyGaugeForHRU ${hru.id.text} ${typo}`,
        edits: [append(fx, rvt, [`:SpecifyGaugeForHRU ${hru.id.text} ${typo}`]).edit],
        at: { file: relPath(fx, rvt), line },
      },
      {
        kind: 'gauge-for-hru',
        label: `:SpecifyGaugeForHRU 9999 ${gauge.name.text}`,
        edits: [append(fx, rvt, [`:SpecifyGaugeForHRU 9999 ${gauge.name.text}`]).edit],
        at: { file: relPath(fx, rvt), line },
      },
    ];
  },
};

/** A data file or redirect named in another case (Windows does not mind, Linux does), or misspelled. */
export const dataFileName: Generator = {
  kinds: ['data-file', 'redirect-file'],
  generate(fx) {
    const out: Mutation[] = [];
    const seen = new Set<string>();
    for (const f of dataFilesOf(fx.facts)) {
      const key = `${f.what}:${f.name.text}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const text = caseSlip(f.name.text);
      out.push({
        kind: 'data-file',
        label: `${f.what} ${f.name.text} -> ${text}`,
        edits: [replaceSite(fx, f.name.site, text)],
        at: atSite(fx, f.name.site),
      });
    }
    for (const ref of redirects(fx)) {
      const t = argToken(ref, 0);
      if (!t || ref.command.line.words.length !== 2) continue;
      const text = caseSlip(t.text);
      out.push({
        kind: 'redirect-file',
        label: `:RedirectToFile ${t.text} -> ${text}`,
        edits: [replaceSite(fx, t.site, text)],
        at: atSite(fx, t.site),
      });
    }
    return fx.rng.sample(out, 4);
  },
};

/** A base file redirected to itself: Raven reads it again and again until the nesting limit stops it. */
export const redirectSelf: Generator = {
  kinds: ['redirect-self'],
  generate(fx) {
    const out: Mutation[] = [];
    for (const ref of redirects(fx)) {
      const t = argToken(ref, 0);
      if (!t || ref.file.redirect || ref.command.line.words.length !== 2) continue;
      out.push({
        kind: 'redirect-self',
        label: `:RedirectToFile ${t.text} -> ${ref.file.ravenName}`,
        edits: [replaceSite(fx, t.site, ref.file.ravenName)],
        at: atSite(fx, t.site),
      });
    }
    return fx.rng.sample(out, 2);
  },
};

function redirects(fx: Fixture): CommandRef[] {
  return (['rvi', 'rvp', 'rvh', 'rvt', 'rvc'] as const).flatMap((t) => fx.facts.uses(t, ':RedirectToFile'));
}

/** The name with the case of its base name's first letter flipped (or a letter dropped when it has none). */
function caseSlip(name: string): string {
  const slash = Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\'));
  const i = [...name].findIndex((c, k) => k > slash && c.toLowerCase() !== c.toUpperCase());
  if (i < 0) return name.slice(0, -1);
  const c = name[i];
  return name.slice(0, i) + (c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase()) + name.slice(i + 1);
}

/** The generators of this family. */
export const REFERENCE_GENERATORS: readonly Generator[] = [
  redirectSelf,
  hruReferences,
  downstreamMissing,
  profileSoilClass,
  subbasinAfterHrus,
  channelRouting,
  channelProfile,
  parameterClass,
  soilClassesLate,
  undeclaredGroup,
  groupName,
  customOutputGroup,
  conditionalGroup,
  subbasinGroupName,
  initialConditionIds,
  warnedIds,
  gaugeForHru,
  dataFileName,
];
