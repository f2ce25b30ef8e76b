import { CORPUS } from '../harness.js';
import { ravenWarned } from '../ravenWarned.js';

const M = CORPUS.salmonGr4j;
const RVH = 'raven-gr4j-salmon.rvh';
const RVP = 'raven-gr4j-salmon.rvp';
/** The model with these .rvh lines after its :HRUs (and these .rvp lines before its :SoilClasses). */
const withLines = (rvh: readonly string[], rvp: readonly string[] = []) =>
  ravenWarned(M, [
    { file: RVH, from: ':EndHRUs', to: `:EndHRUs\n${rvh.join('\n')}\n` },
    ...(rvp.length ? [{ file: RVP, from: ':SoilClasses', to: `${rvp.join('\n')}\n:SoilClasses` }] : []),
  ]);
const GROUP = [':SubBasinGroup SBs', ' 1', ':EndSubBasinGroup'];
const REGIME = (...lines: string[]) => [
  ':Reservoir Res1',
  '  :SubBasinID 1',
  '  :Type RESROUTE_STANDARD',
  '  :StageRelations',
  '    2',
  '    0.0 0.0 0.0 1000000',
  '    3.0 60.0 3000000 1000000',
  '  :EndStageRelations',
  '  :OutflowControlStructure Gate',
  '    :TargetSubbasin -1',
  '    :BasicWeir C3 1.5 10 0.6',
  '    :OperatingRegime A',
  '      :UseCurve C3',
  ...lines.map((l) => `      ${l}`),
  '    :EndOperatingRegime',
  '  :EndOutflowControlStructure',
  ':EndReservoir',
];

describe('RV008 missing-argument: the short lines Raven warns about in its own words, against Raven 4.12.1', () => {
  it('predicts "improper syntax" of group lines and the short or unknown lines of an operating regime', async () => {
    const out = await withLines(
      [
        ...GROUP,
        ':SBGroupPropertyMultiplier SBs MANNINGS_N',
        ':SBGroupPropertyOverride SBs',
        ':DisableHRUGroup',
        ':DisableSubBasinGroup',
        ...REGIME(':Condition STAGE IS_GREATER_THAN', ':Constraint FLOW IS_ABOVE 630', ':Constraint FLOW'),
      ],
      [':SBGroupOverrideWeights SBs'],
    );
    // Raven writes these while it reads the files, then ends by a segmentation fault (the regime's ignored or
    // half-read lines): the warnings are there all the same.
    expect(out.completes).toBe(false);
    const ids = [
      'ParseHRUFile#11',
      'ParseHRUFile#12',
      'ParseHRUFile#13',
      'ParseHRUFile#29',
      'ParseHRUFile#31',
    ];
    // A :Constraint's unknown comparison (#32) has the words of a :Condition's (#30): the line reads as the one
    // rvkit predicts.
    const all = [...ids.slice(0, 4), ids[4], 'ParseHRUFile#32', 'ParseHRUFile#8', 'ParsePropertyFile#18'];
    expect(out.raven).toEqual(all);
    expect(out.rvkit).toEqual(all);
    expect(out.shown).toContain(
      `${RVH}:24:1: :DisableHRUGroup expects name: Raven writes ":DisableHRUGroup: improper syntax" and skips the line [RV008]`,
    );
  }, 120_000);

  it('predicts a lake relation without LOOKUP_TABLE or POWER_LAW', async () => {
    const out = await withLines([
      ':Reservoir Lake1',
      '  :SubBasinID 1',
      '  :HRUID 1',
      '  :WeirCoefficient 0.6',
      '  :CrestWidth 10',
      '  :MaxDepth 5',
      '  :LakeArea 4250600000',
      '  :VolumeStageRelation',
      '  :AreaStageRelation',
      '  :OutflowStageRelation',
      ':EndReservoir',
    ]);
    expect(out.completes).toBe(true);
    const ids = ['ParseHRUFile#25', 'ParseHRUFile#26', 'ParseHRUFile#27'];
    expect(out.raven).toEqual(ids);
    expect(out.rvkit).toEqual(ids);
    expect(out.shown[0]).toBe(
      `${RVH}:26:3: :VolumeStageRelation expects relation: Raven writes "VolumeStageRelation : Must specify whether LOOKUP_TABLE or POWER_LAW" and skips the line [RV008]`,
    );
  }, 120_000);

  it('says nothing of full lines', async () => {
    const out = await withLines([
      ...GROUP,
      ':SBGroupPropertyOverride SBs MANNINGS_N 0.04',
      ...REGIME(':Condition STAGE IS_GREATER_THAN 1', ':Constraint FLOW IS_LESS_THAN 630'),
    ]);
    expect(out).toEqual({ completes: true, raven: [], rvkit: [], shown: [] });
  }, 120_000);
});
