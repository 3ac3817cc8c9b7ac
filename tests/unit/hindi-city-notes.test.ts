import { shapeProblems } from './text-shape';
import { cityNotes } from '@/content/city-notes';
import { cityNotes as cityNotesHi } from '@/content/hi/city-notes';
import { cityGuides } from '@/content/city-guides';
import { cityGuides as cityGuidesHi } from '@/content/hi/city-guides';
import { allCities } from '@/lib/cities';
import { truckHours } from '@/content/truck-hours';
import { truckHours as truckHoursHi } from '@/content/hi/truck-hours';

const DEVANAGARI = /[\u0900-\u097F]/u;

describe('Hindi city notes and truck hours', () => {
  it('has a Hindi note for every city with an English one, and no other', () => {
    expect(Object.keys(cityNotesHi).sort()).toEqual(Object.keys(cityNotes).sort());
    expect(shapeProblems(cityNotes, cityNotesHi)).toEqual([]);
  });

  it('writes every note in Devanagari, and none is cut short', () => {
    const notDevanagari = Object.entries(cityNotesHi)
      .filter(([, note]) => !DEVANAGARI.test(note))
      .map(([city]) => city);
    // Hindi runs about as long as the English; under 40% of it means a note lost sentences.
    const short = Object.entries(cityNotes)
      .filter(([city, note]) => (cityNotesHi[city] ?? '').length < 0.4 * note.length)
      .map(([city]) => city);
    expect(notDevanagari).toEqual([]);
    expect(short).toEqual([]);
  });

  it('has both notes of every city in both languages, the Hindi in Devanagari without English words', () => {
    const names = allCities.map((c) => c.name).sort();
    expect(Object.keys(cityGuides).sort()).toEqual(names);
    expect(Object.keys(cityGuidesHi).sort()).toEqual(names);
    // Acronyms Hindi readers use as they are; any other Latin word is an untranslated name.
    const KEPT = /\b(?:BHK|RK|GST|UPI|WhatsApp|ID|IT|NOC)\b/g;
    for (const notes of [cityNotesHi, cityGuidesHi]) {
      for (const [city, text] of Object.entries(notes)) {
        expect([city, text.replace(KEPT, '')]).not.toEqual([
          city,
          expect.stringMatching(/[A-Za-z]/),
        ]);
      }
    }
    for (const [city, guide] of Object.entries(cityGuides)) {
      expect([city, (cityGuidesHi[city] ?? '').length >= 0.6 * guide.length]).toEqual([city, true]);
    }
  });

  it('has the truck hours of every city in Hindi, with the same sources', () => {
    expect(Object.keys(truckHoursHi).sort()).toEqual(Object.keys(truckHours).sort());
    expect(shapeProblems(truckHours, truckHoursHi)).toEqual([]);
    for (const [city, hours] of Object.entries(truckHours)) {
      expect(truckHoursHi[city]?.text).toMatch(DEVANAGARI);
      expect(truckHoursHi[city]?.url).toBe(hours.url);
    }
  });

  it('finds a Hindi note left in English or missing', () => {
    expect(shapeProblems({ Pune: 'Narrow peth lanes.' }, { Pune: 'Narrow peth lanes.' })).toEqual([
      '.Pune: not in Devanagari: "Narrow peth lanes."',
    ]);
    expect(shapeProblems({ Pune: 'x' }, {})).toEqual(['.Pune: no Hindi']);
  });
});
