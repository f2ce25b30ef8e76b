import { fewsStateFile } from '../fewsStateFile.js';
import { CORPUS } from '../harness.js';
import { ravenDecided } from '../ravenDecided.js';

const M = CORPUS.salmonGr4j;
const RVI = 'raven-gr4j-salmon.rvi';

/** The .rvi naming a FEWS file. */
const naming = (line: string) => [{ file: RVI, from: ':SoilModel', to: `${line}\n:SoilModel` }];

/** Each FEWS update file: its command, what rvkit calls it, and the Raven function that stops on it. */
const FILES = [
  [':FEWSStateInfoFile', 'FEWS state update file', 'ParseNetCDFStateFile'],
  [':FEWSParamInfoFile', 'FEWS parameter update file', 'ParseNetCDFParamFile'],
  [':FEWSBasinStateInfoFile', 'FEWS flow state update file', 'ParseNetCDFStateFile'],
];

describe('RV201 missing-file: the FEWS update files, against Raven 4.12.1', () => {
  it.each(FILES)(
    'is an error where Raven stops: a missing %s',
    async (command, what, reader) => {
      const out = await ravenDecided(M, naming(`${command} absent.nc`));
      const words = `${reader}: ${command} command: Cannot find file absent.nc`;
      expect(out.ravenFails).toBe(true);
      expect(out.ravenErrors[0]).toBe(words);
      expect(out.rvkit).toEqual([
        `${RVI}:17:${command.length + 2}: ${command}: cannot find the ${what} absent.nc: Raven stops ("${words}") [RV201]`,
      ]);
    },
    120_000,
  );

  it('says nothing of a state update file that is there, which Raven reads', async () => {
    const out = await ravenDecided(M, naming(':FEWSStateInfoFile state.nc'), {
      'state.nc': fewsStateFile('1954-01-01'),
    });
    expect(out).toEqual({ ravenFails: false, ravenErrors: [], rvkit: [] });
  }, 120_000);
});
