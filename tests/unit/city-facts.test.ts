import { allCities, findCityByName } from '@/lib/cities';
import { branchSentence, cityFaqs, cityRoutes, noOfficeSentence } from '@/lib/city-facts';
import { cityRelation, NEAR_BRANCH_KM } from '@/lib/city-relation';
import { cityPageText as hindi } from '@/content/hi/city-page-text';
import { cityName } from '@/lib/place-names';
import { estimateMove, priceMove } from '@/lib/estimate';
import { branches } from '@/content/site';

const city = (name: string) => {
  const c = findCityByName(name);
  if (!c) throw new Error(name);
  return c;
};

describe('which branch runs a move', () => {
  test('a branch city and a city near a branch have their branch', () => {
    const serving = (name: string) => cityRelation(city(name));
    expect(serving('Bangalore')).toMatchObject({ office: { city: 'Bangalore' }, km: 0 });
    expect(serving('Mathura')).toMatchObject({ kind: 'near', office: { city: 'Agra' } });
    expect(serving('Noida')).toMatchObject({ kind: 'near', office: { city: 'Faridabad' } });
    expect(serving('Tiruppur')).toMatchObject({ kind: 'near', office: { city: 'Coimbatore' } });
  });

  test('a city far from every branch has none', () => {
    for (const name of ['Pune', 'Kolkata', 'Mumbai', 'Guwahati']) {
      expect(cityRelation(city(name)).km).toBeGreaterThan(NEAR_BRANCH_KM);
      expect(cityRelation(city(name)).kind).toBe('far');
    }
  });

  test('no sentence names a far branch as the one that runs or handles the move', () => {
    const labels = branches.map((b) => b.label);
    for (const c of allCities) {
      const far = cityRelation(c).km > NEAR_BRANCH_KM;
      const text = [branchSentence(c), ...cityFaqs(c).flatMap((f) => [f.q, f.a])].join(' ');
      for (const sentence of text.split(/(?<=[.?])\s+/)) {
        if (!/\b(run|runs|handles?|handled)\b/i.test(sentence)) continue;
        if (far) for (const label of labels) expect(sentence).not.toContain(label);
      }
      if (!far) expect(branchSentence(c)).toMatch(/are run by our/);
    }
  });
});

describe('a city without an office (issue 37)', () => {
  test('says so, and names the office that comes, its distance and who does what', () => {
    expect(noOfficeSentence(city('Mathura'))).toBe(
      'We have no office in Mathura. Your move is run from our Agra Branch, about 60 km away: a supervisor from there surveys your home (or on a video call), and the same crew packs, loads and drives your goods.',
    );
    const pune = noOfficeSentence(city('Pune'))!;
    const { office, km } = cityRelation(city('Pune'));
    expect(pune).toMatch(/^We have no office in Pune\. A crew from our /);
    expect(pune).toContain(`our ${office.label}, about ${km.toLocaleString('en-IN')} km away`);
    expect(pune).toContain(office.city);
    expect(pune).toMatch(/video call.*travels to Pune.*same crew packs, loads and drives/);
  });

  test('is said of every city without an office, naming its real office, in both languages', () => {
    for (const c of allCities) {
      const { kind, office } = cityRelation(c);
      const en = noOfficeSentence(c);
      const hi = noOfficeSentence(c, hindi);
      if (kind === 'head-office' || kind === 'branch') {
        expect([en, hi]).toEqual([null, null]);
        continue;
      }
      expect(en).toContain(`We have no office in ${c.name}.`);
      expect(en).toContain(`our ${office.label}`);
      expect(en).toContain(office.city);
      expect(hi).toContain(`${cityName('hi', c.name)} में हमारा कोई दफ्तर नहीं है।`);
      expect(hi).toContain(`${cityName('hi', office.city)} में हमारे दफ्तर`);
    }
  });
});

describe('routes from a city', () => {
  test('start with the local move, then nearest first, to nearby cities and metros', () => {
    const routes = cityRoutes(city('Pune'));
    expect(routes[0]).toMatchObject({ to: 'Pune', km: 0 });
    const names = routes.map((r) => r.to);
    expect(names).toEqual(
      expect.arrayContaining(['Navi Mumbai', 'Mumbai', 'Hyderabad', 'Bangalore']),
    );
    expect(names).not.toContain('Kolkata'); // only the three nearest metros
    expect(new Set(names).size).toBe(names.length);
    for (let i = 1; i < routes.length; i++)
      expect(routes[i]!.km).toBeGreaterThanOrEqual(routes[i - 1]!.km);
  });

  test('are priced like the estimate on the form, for the home size asked', () => {
    for (const size of ['1 BHK', '2 BHK', '3 BHK'] as const) {
      for (const r of cityRoutes(city('Chennai'), size).slice(0, 4)) {
        expect(r.size).toBe(size);
        const e = estimateMove({ from: 'Chennai', to: r.to, service: 'Home Shifting', size });
        expect(e.ok && [e.low, e.high]).toEqual([r.low, r.high]);
      }
    }
    const two = cityRoutes(city('Chennai'));
    const three = cityRoutes(city('Chennai'), '3 BHK');
    expect(two.map((r) => r.high).every((h, i) => h < three[i]!.high)).toBe(true);
  });

  test('a city we do not serve still gets distances and prices', () => {
    const routes = cityRoutes(city('Thanjavur'));
    expect(routes.length).toBeGreaterThan(5);
    expect(routes.every((r) => r.low > 0 && r.high > r.low)).toBe(true);
  });
});

describe('priceMove', () => {
  test('charges more for longer moves and bigger homes', () => {
    const p = (km: number, size: string) => priceMove({ km, service: 'Home Shifting', size }).total;
    expect(p(0, '2 BHK')).toBeLessThan(p(300, '2 BHK'));
    expect(p(300, '2 BHK')).toBeLessThan(p(1800, '2 BHK'));
    expect(p(300, '1 BHK')).toBeLessThan(p(300, '3 BHK'));
  });

  test('treats bad distances as a local move, never a negative or NaN price', () => {
    for (const km of [-50, Number.NaN, 0]) {
      const r = priceMove({ km, service: 'Home Shifting', size: '1 BHK' });
      expect(r.local).toBe(true);
      expect(r.total).toBeGreaterThan(0);
    }
  });
});
