/**
 * @jest-environment node
 */
import { clockText, hoursLabel } from '@/lib/hours';
import { hoursText as en } from '@/content/hours-text';
import { hoursText as hi } from '@/content/hi/hours-text';
import { hoursText as ta } from '@/content/ta/hours-text';
import { scopeText as taScope } from '@/content/ta/scope-text';
import { formatDateTime } from '@/lib/dates';
import { site } from '@/content/site';

const week = (dayCodes: string[], opens = '09:00', closes = '19:00') => ({
  dayCodes,
  opens,
  closes,
});

test('the site’s hours in English and in Hindi', () => {
  expect(hoursLabel(site.hours, en)).toBe('Mon–Sat, 9:00 am to 7:00 pm');
  expect(hoursLabel(site.hours, hi)).toBe('सोमवार–शनिवार, सुबह 9 से शाम 7 बजे');
});

test('runs of days: a range, a pair, single days, in the week’s order whatever the input order', () => {
  expect(hoursLabel(week(['Sa', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Su']), en)).toMatch(/^Mon–Sun,/);
  expect(hoursLabel(week(['Mo', 'Tu', 'Th', 'Fr', 'Su']), en)).toMatch(/^Mon, Tue, Thu, Fri, Sun,/);
  expect(hoursLabel(week(['Mo', 'Tu', 'We', 'Fr']), hi)).toMatch(/^सोमवार–बुधवार, शुक्रवार,/);
});

test('times: minutes when not on the hour, noon and midnight, each part of the Hindi day', () => {
  expect(clockText('09:30', en)).toBe('9:30 am');
  expect(clockText('12:00', en)).toBe('12:00 pm');
  expect(clockText('00:15', en)).toBe('12:15 am');
  expect(clockText('09:30', hi)).toBe('सुबह 9:30');
  expect(clockText('13:00', hi)).toBe('दोपहर 1');
  expect(clockText('17:00', hi)).toBe('शाम 5');
  expect(clockText('21:00', hi)).toBe('रात 9');
  expect(clockText('02:00', hi)).toBe('रात 2');
});

test('bad hours are refused with a message that names them', () => {
  expect(() => hoursLabel(week(['Mon']), en)).toThrow(/Not a day code: "Mon"/);
  expect(() => hoursLabel(week([]), en)).toThrow(/No opening day/);
  expect(() => hoursLabel(week(['Mo'], '9 am'), en)).toThrow(/Not an HH:MM time: "9 am"/);
  expect(() => clockText('25:00', en)).toThrow(/Not a time of day/);
});

test('Tamil evening hours as Tamil papers write them: மாலை 7, not Intl’s அந்தி மாலை', () => {
  expect(hoursLabel(site.hours, ta)).toBe('திங்கள்–சனி, காலை 9 முதல் மாலை 7 மணி வரை');
  expect(clockText('19:30', ta)).toBe('மாலை 7:30');
  expect(clockText('17:00', ta)).toBe('மாலை 5');
  expect(clockText('22:00', ta)).toBe('இரவு 10');
  // A moving time on the written scope, by the same words.
  expect(formatDateTime('2026-12-05T18:30', taScope.moveTime)).not.toMatch(/அந்தி/);
});
