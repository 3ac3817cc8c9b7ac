/**
 * @jest-environment node
 */
import { createGazetteer, type GazetteerData, type PlaceContext } from '@/lib/gazetteer/lookup';

/** A small gazetteer: two cities share "Civil Lines", sector cities, Devanagari names. */
const data: GazetteerData = {
  cities: ['Delhi', 'Jaipur', 'Noida', 'Navi Mumbai', 'Kolkata', 'Bangalore', 'Pune', 'Rourkela'],
  places: [
    ['Civil Lines', '110054', 0],
    ['Dwarka', '110075', 0],
    ['Dwarka Sec-6', '110075', 0],
    ['Man Sarovar Park', '110032', 0],
    ['Civil Lines', '302006', 1],
    ['Mansarovar', '302020', 1],
    ['Sector 62', '201309', 2],
    ['Vashi', '400703', 3],
    ['Salt Lake', '700091', 4],
    ['Hosur Road', '560068', 5],
    ['Wakad', '411057', 6],
    ['Sector - 15', '769003', 7],
  ],
  unserved: ['bareilly', 'dwarka'],
  names: [
    ['दिल्ली', 'Delhi'],
    ['जयपुर', 'Jaipur'],
    ['नोएडा', 'Noida'],
    ['पुणे', 'Pune'],
  ],
  localNames: [
    ['सिविल लाइंस', 4],
    ['वाकड', 10],
  ],
};
const g = createGazetteer(data);
const jaipur: PlaceContext = { city: 'Jaipur' };
const noida: PlaceContext = { city: 'Noida', label: 'नोएडा' };

describe('a page’s city as the context', () => {
  test('a name several cities share is the context city’s', () => {
    expect(g.resolve('Civil Lines')?.city).toBe('Delhi');
    expect(g.resolve('Civil Lines', jaipur)).toEqual({
      city: 'Jaipur',
      place: 'Civil Lines',
      pin: '302006',
    });
    expect(g.resolve('near Civil Lines bus stand', jaipur)?.city).toBe('Jaipur');
  });

  test('a name only another city has is still that city’s', () => {
    expect(g.resolve('Wakad', jaipur)?.city).toBe('Pune');
    expect(g.resolve('Andheri, Delhi', jaipur)).toEqual({ city: 'Delhi' });
  });

  test('the context takes a served city by any English name; anything else is no context', () => {
    expect(g.resolve('Civil Lines', { city: 'Bengaluru' })?.city).toBe('Delhi');
    expect(g.resolve('Civil Lines', { city: ' Jaipur ' })?.city).toBe('Jaipur');
    for (const context of [
      { city: 'Atlantis' },
      { city: 'Gandhinagar' }, // on our map, not served
      { city: 42 },
      { label: 'जयपुर' },
      null,
      'Jaipur',
      [],
    ]) {
      expect(g.resolve('Civil Lines', context as never)?.city).toBe('Delhi');
    }
  });

  test('a Devanagari name, and the page’s own name for its city', () => {
    expect(g.resolve('सिविल लाइंस', jaipur)?.city).toBe('Jaipur');
    // The place as the business reads it: the locality's English name.
    expect(g.resolve('वाकड')).toEqual({ city: 'Pune', place: 'Wakad', pin: '411057' });
    expect(g.resolve('Anywhere, पुणे')?.city).toBe('Pune');
    expect(g.resolve('Anywhere, Pune Nagri', { city: 'Pune', label: 'Pune Nagri' })).toEqual({
      city: 'Pune',
    });
    expect(g.resolve('Anywhere, Pune Nagri')?.city).toBe('Pune'); // the city-name rule: "Pune" is in it
    expect(createGazetteer(null).resolve('Anywhere, पुणे', { city: 'Pune', label: 'पुणे' })).toEqual({
      city: 'Pune',
    });
  });

  test('a place we do not serve stays refused, unless the page’s city has it by that name', () => {
    expect(g.resolve('Civil Lines, Bareilly', jaipur)).toBeUndefined();
    expect(g.resolve('Dwarka')).toBeUndefined(); // Dwarka in Gujarat is no place of ours
    expect(g.resolve('Dwarka', { city: 'Delhi' })).toEqual({
      city: 'Delhi',
      place: 'Dwarka',
      pin: '110075',
    });
  });

  test('a locality whose name holds a city’s is the locality', () => {
    expect(g.resolve('Hosur Road')?.city).toBe('Bangalore');
    expect(g.resolve('Hosur')).toEqual({ city: 'Hosur' });
    expect(g.resolve('Hosur Road, Bangalore')?.city).toBe('Bangalore');
  });
});

describe('sectors', () => {
  test.each([
    'Sector 137, Noida',
    'Sector-137 Noida',
    'sec 137 noida',
    'SECTOR137 NOIDA',
    'सेक्टर 137, नोएडा',
  ])('%p is Noida', (text) => {
    expect(g.resolve(text)).toEqual({ city: 'Noida', place: 'Sector 137' });
  });

  test('with the PIN code India Post has for it', () => {
    expect(g.resolve('sec 62 noida')).toEqual({ city: 'Noida', place: 'Sector 62', pin: '201309' });
    expect(g.resolve('Sector 62', noida)).toEqual({
      city: 'Noida',
      place: 'Sector 62',
      pin: '201309',
    });
  });

  test('alone, a sector is a place only on its city’s page', () => {
    expect(g.resolve('Sector 137')).toBeUndefined();
    expect(g.resolve('Sector 15')).toBeUndefined();
    expect(g.resolve('Sector 62')).toBeUndefined(); // India Post has it, but for Noida alone
    expect(g.resolve('Sector 137', noida)).toEqual({ city: 'Noida', place: 'Sector 137' });
    expect(g.resolve('सेक्टर 137', noida)?.city).toBe('Noida');
    expect(g.resolve('Sector 16B', { city: 'Faridabad' })).toEqual({
      city: 'Faridabad',
      place: 'Sector 16B',
    });
  });

  test('a number beyond the city’s range is refused, however it is written', () => {
    for (const text of ['Sector 999, Noida', 'Sector 0 Noida', 'sec 1000000 noida']) {
      expect(g.resolve(text)).toBeUndefined();
    }
    expect(g.resolve('Sector 999', noida)).toBeUndefined();
    expect(g.resolve('Sector 13', { city: 'Chandigarh' })).toBeUndefined();
    expect(g.resolve('Sector 137, Greater Noida')).toBeUndefined();
  });

  test('beside a locality, a sector is that locality’s city’s', () => {
    expect(g.resolve('Vashi Sector 17')?.city).toBe('Navi Mumbai');
    expect(g.resolve('Sector 17, Vashi', noida)?.city).toBe('Navi Mumbai');
    expect(g.resolve('Vashi Sector 99')).toBeUndefined();
    expect(g.resolve('Sector 5, Salt Lake')?.city).toBe('Kolkata'); // no range for Kolkata
    expect(g.resolve('Dwarka Sector 6')).toEqual({
      city: 'Delhi',
      place: 'Dwarka Sec-6',
      pin: '110075',
    });
  });

  test('a city without a range has the sectors India Post names, on its page', () => {
    expect(g.resolve('Sector 15', { city: 'Rourkela' })?.city).toBe('Rourkela');
    expect(g.resolve('Sector 16', { city: 'Rourkela' })).toBeUndefined();
    expect(g.resolve('Sector 15', { city: 'Pune' })).toBeUndefined();
    expect(g.resolve('Sector 15, Pune')).toEqual({ city: 'Pune' });
  });
});

describe('suggestions with a context', () => {
  test('the context city’s places first, then cities, then the rest', () => {
    expect(g.suggest('Civil').map((s) => s.value)).toEqual([
      'Civil Lines, Delhi',
      'Civil Lines, Jaipur',
    ]);
    // "Civil" alone is no place: it is offered as Jaipur's too, last.
    expect(g.suggest('Civil', { context: jaipur }).map((s) => s.value)).toEqual([
      'Civil Lines, Jaipur',
      'Civil Lines, Delhi',
      'Civil, Jaipur',
    ]);
  });

  test('the name typed in full first, with or without a context', () => {
    expect(g.suggest('Mansarovar')[0]?.value).toBe('Mansarovar, Jaipur');
    expect(g.suggest('Mansarovar', { context: { city: 'Delhi' } }).map((s) => s.value)).toEqual([
      'Man Sarovar Park, Delhi',
      'Mansarovar, Jaipur',
    ]);
  });

  test('a Devanagari locality is suggested in Devanagari, with its city’s Devanagari name', () => {
    expect(g.suggest('वाक')).toEqual([{ value: 'वाकड, पुणे', label: 'वाकड', detail: 'पुणे 411057' }]);
  });

  test('an unknown place is offered as the page’s city’s, last, and is then served', () => {
    const list = g.suggest('  Shanti Kunj ', { context: { city: 'Pune', label: 'पुणे' } });
    const offer = { value: 'Shanti Kunj, पुणे', label: 'Shanti Kunj', detail: 'पुणे' };
    expect(list.at(-1)).toEqual(offer);
    expect(g.resolve(offer.value)?.city).toBe('Pune');
    expect(g.resolve(offer.value, { city: 'Pune', label: 'पुणे' })?.city).toBe('Pune');
    const english = g.suggest('Shanti Kunj', { context: { city: 'Pune' } });
    expect(english.at(-1)).toEqual({
      value: 'Shanti Kunj, Pune',
      label: 'Shanti Kunj',
      detail: 'Pune',
    });
    expect(g.suggest('शांति कुंज', { context: noida }).at(-1)?.value).toBe('शांति कुंज, नोएडा');
  });

  test('the offer keeps within eight suggestions and comes after the others', () => {
    const many = createGazetteer({
      ...data,
      places: Array.from({ length: 20 }, (_, i) => [`Civil Lines ${i + 1}`, '110054', 0]),
    });
    expect(many.suggest('Civil Lines', { context: jaipur })).toHaveLength(8);
    const list = many.suggest('Civil Linez', { context: jaipur });
    expect(list).toEqual([
      { value: 'Civil Linez, Jaipur', label: 'Civil Linez', detail: 'Jaipur' },
    ]);
    const full = many.suggest('Civil Lines 9', { context: jaipur });
    expect(full.map((s) => s.label)).toEqual(['Civil Lines 9']);
  });

  test('nothing is offered for a known place, a refused one, numbers or under three letters', () => {
    const pune = { context: { city: 'Pune' } };
    const offered = (text: string) => g.suggest(text, pune).some((s) => s.detail === 'Pune');
    expect(offered('Wakad')).toBe(false);
    expect(offered('Civil Lines, Bareilly')).toBe(false); // a place we do not serve
    expect(offered('999999')).toBe(false); // a PIN code not ours
    expect(offered('Sector 999')).toBe(true); // Pune has no sector numbers to check it against
    expect(g.suggest('Sector 999', { context: noida }).some((s) => s.detail === 'नोएडा')).toBe(
      false,
    );
    expect(offered('Ab')).toBe(false);
    expect(offered('A1 B2')).toBe(false);
    expect(offered('Abc')).toBe(true);
    expect(g.suggest('Shanti Kunj').some((s) => s.label === 'Shanti Kunj')).toBe(false);
    expect(g.suggest('Shanti Kunj', { context: { city: 'Atlantis' } })).toEqual([]);
  });

  test('bad options and bad text are ignored', () => {
    expect(g.suggest('Civil', 1 as never)).toHaveLength(2); // the old (text, limit) form
    expect(g.suggest('Civil', null as never)).toHaveLength(2);
    for (const text of [null, undefined, 42, {}, ['Civil']]) {
      expect(g.suggest(text as never, { context: jaipur })).toEqual([]);
    }
    expect(g.suggest('', { context: jaipur })).toEqual([]);
  });
});
