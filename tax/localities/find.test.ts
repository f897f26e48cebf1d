import { describe, expect, it } from 'vitest';
import indiana from '../data/localities/2026/IN.json';
import ohio from '../data/localities/2026/OH.json';
import pennsylvania from '../data/localities/2026/PA.json';
import { findLocalities, hasLocalities } from './find';
import type { LocalityMatch } from './matches';

async function labels(state: string, query: string): Promise<string[]> {
  return (await findLocalities(state, query, 2026)).matches.map((match) => match.label);
}

async function first(state: string, query: string): Promise<LocalityMatch> {
  const [match] = (await findLocalities(state, query, 2026)).matches;
  if (match === undefined) throw new Error(`nothing found for ${state} "${query}"`);
  return match;
}

describe('Indiana counties', () => {
  it('Marion County by name, with or without "County", any case, and by its code: the rate of Departmental Notice #1 as stateW4.countyRate', async () => {
    for (const query of ['Marion', 'marion county', 'MARION', '49']) {
      const match = await first('IN', query);
      expect(match).toMatchObject({
        state: 'IN',
        code: '49',
        label: 'Marion County',
        countyRate: 0.0202,
        input: { stateW4: { countyRate: 0.0202 } },
      });
    }
  });
  it('St. Joseph as "Saint Joseph" and "St Joseph"', async () => {
    expect(await labels('IN', 'Saint Joseph')).toEqual(['St. Joseph County']);
    expect(await labels('IN', 'st joseph county')).toEqual(['St. Joseph County']);
  });
  it('every county returns its own rate from the data file', async () => {
    for (const county of indiana.counties) {
      expect((await first('IN', county.name)).input).toEqual({ stateW4: { countyRate: county.rate } });
    }
  });
  it('a name that is no county finds nothing, and says the list is complete', async () => {
    const search = await findLocalities('IN', 'Marian', 2026);
    expect(search.matches).toEqual([]);
    expect(search.complete).toBe(true);
    expect(search.notFound?.reason).toBe('noSuchPlace');
  });
});

describe('Ohio school districts', () => {
  it('a traditional-base district gives stateW4.countyRate, an earned-income one localTaxRate', async () => {
    expect(await first('OH', 'Bexley City School District')).toMatchObject({
      number: '2501',
      base: 'traditional',
      input: { stateW4: { countyRate: 0.0075 } },
    });
    expect(await first('OH', 'Westerville CSD')).toMatchObject({
      number: '2514',
      base: 'earnedIncome',
      input: { localTaxRate: 0.0075 },
    });
  });
  it('"St. Marys City Schools" finds St Marys CSD, and its number finds it too', async () => {
    expect((await first('OH', 'St. Marys City Schools')).label).toBe('St Marys City School District');
    expect((await first('OH', '604')).label).toBe('St Marys City School District');
  });
  it('Columbus City Schools has no income tax: not found, and the reason says so; "Columbus" only finds Columbus Grove', async () => {
    const search = await findLocalities('OH', 'Columbus City Schools', 2026);
    expect(search.matches).toEqual([]);
    expect(search.notFound?.message).toContain('levies no school district income tax');
    expect(await labels('OH', 'Columbus')).toEqual(['Columbus Grove Local School District']);
  });
  it('every district returns its own rate from the data file, in the field its base calls for', async () => {
    for (const district of ohio.districts) {
      const match = await first('OH', district.number);
      expect(match.input).toEqual(
        district.base === 'earnedIncome' ? { localTaxRate: district.rate } : { stateW4: { countyRate: district.rate } },
      );
    }
  });
});

describe('Pennsylvania municipalities', () => {
  it('Philadelphia: the City wage tax, 3.74% resident and 3.43% non-resident, exact match first', async () => {
    const search = await findLocalities('PA', 'Philadelphia', 2026);
    expect(search.matches[0]).toMatchObject({
      psd: '510101',
      label: 'Philadelphia City',
      residentRate: 0.0374,
      nonresidentRate: 0.0343,
      input: { localTaxRate: 0.0374 },
    });
    expect(search.matches.map((match) => match.label)).toEqual(['Philadelphia City', 'New Philadelphia Borough']);
  });
  it('Pittsburgh: both of its school districts, each with its own resident rate and the $52 Local Services Tax', async () => {
    const search = await findLocalities('PA', 'pittsburgh', 2026);
    expect(
      search.matches.map((match) =>
        match.state === 'PA' ? [match.psd, match.residentRate, match.localServicesTax] : [],
      ),
    ).toEqual(
      expect.arrayContaining([
        ['700102', 0.03, 52],
        ['730105', 0.015, 52],
      ]),
    );
  });
  it('"Twp" and "Township" are one word; the exact name ranks before names that contain it', async () => {
    expect(await labels('PA', 'Abington Twp')).toEqual(await labels('PA', 'abington township'));
    expect((await labels('PA', 'Abington Twp'))[0]).toBe('Abington Township');
    expect((await first('PA', 'abington township')).score).toBe(100);
  });
  it('"Mt." and "Mount", a name begun, a name with its county to tell two apart', async () => {
    expect((await first('PA', 'Mount Lebanon')).label).toBe('Mt Lebanon Township');
    expect((await first('PA', 'Upper Dar')).label).toBe('Upper Darby Township');
    expect(await labels('PA', 'Pine Twp Allegheny')).toEqual(['Pine Township']);
    expect((await first('PA', 'Pine Twp Allegheny')).detail).toContain('Allegheny County');
  });
  it("a kind the family typed must be the place's kind: Hanover Borough is not a Hanover Township", async () => {
    expect(await labels('PA', 'Hanover Borough')).toEqual(['Hanover Borough']);
  });
  it('"Saint" and "St.", and a city before a township of the same name', async () => {
    expect((await first('PA', 'Saint Marys')).label).toBe('St Marys City');
    expect((await labels('PA', 'St. Clair Borough'))[0]).toBe('St Clair Borough');
    expect((await first('PA', 'Chester')).label).toBe('Chester City');
    expect((await first('PA', 'Chester')).input).toEqual({ localTaxRate: 0.0375 });
    expect((await first('PA', 'state college')).input).toEqual({ localTaxRate: 0.0225 });
  });
  it('a rate the register dates 1 July 2026 carries a note saying so', async () => {
    const springfield = (await findLocalities('PA', 'Springfield Twp Delaware', 2026)).matches;
    expect(springfield.map((match) => match.label)).toEqual(['Springfield Township']);
    expect(springfield[0]?.note).toContain('1 July 2026');
  });
  it('every row returns its own rates from the data file', async () => {
    for (const place of pennsylvania.municipalities) {
      const match = (await findLocalities('PA', place.psd, 2026)).matches.find(
        (found) => found.state === 'PA' && found.county === place.county,
      );
      expect(match).toMatchObject({
        residentRate: place.residentRate,
        nonresidentRate: place.nonresidentRate,
        input: { localTaxRate: place.residentRate },
      });
      expect(match?.state === 'PA' ? match.localServicesTax : undefined).toBe(
        'localServicesTax' in place ? place.localServicesTax : undefined,
      );
    }
  });
  it('a place not in the part of the register carried: nothing, and the coverage note says to look it up', async () => {
    const search = await findLocalities('PA', 'Xanadu Twp', 2026);
    expect(search.matches).toEqual([]);
    expect(search.complete).toBe(false);
    expect(search.notFound).toEqual({ reason: 'notInList', message: pennsylvania.coverage.note });
  });
});

describe('what cannot be looked up', () => {
  it('a ZIP code: no official ZIP list is carried, so it says so rather than guess', async () => {
    for (const [state, zip] of [
      ['PA', '19104'],
      ['OH', '43209'],
      ['IN', '46204-1234'],
    ] as const) {
      expect((await findLocalities(state, zip, 2026)).notFound?.reason).toBe('zipNotSupported');
    }
  });
  it('a state or year without a list, and an empty query', async () => {
    expect(hasLocalities('PA', 2026)).toBe(true);
    expect(hasLocalities('MD', 2026)).toBe(false);
    expect((await findLocalities('PA', 'Philadelphia', 2025)).notFound?.reason).toBe('noList');
    expect((await findLocalities('PA', '  ', 2026)).notFound?.reason).toBe('emptyQuery');
  });
  it('a limit keeps the best', async () => {
    const all = (await findLocalities('PA', 'Upper', 2026)).matches;
    const two = (await findLocalities('PA', 'Upper', 2026, { limit: 2 })).matches;
    expect(two).toEqual(all.slice(0, 2));
  });
});
