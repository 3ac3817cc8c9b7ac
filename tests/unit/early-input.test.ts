import { readEarlyInput } from '@/lib/early-input';
import { takeEarlyTap } from '@/lib/early-taps';

function formFrom(html: string): HTMLFormElement {
  document.body.innerHTML = `<form>${html}</form>`;
  return document.querySelector('form')!;
}

describe('readEarlyInput: what was typed before the form was live', () => {
  it('is empty for a form as the HTML drew it', () => {
    const form = formFrom(`
      <input name="from" value="Pune"><input name="to" value="">
      <select name="service"><option value="">Choose</option><option>Home Shifting</option></select>
      <textarea name="message"></textarea><input type="checkbox" name="lift">`);
    expect(readEarlyInput(form)).toEqual({});
    expect(readEarlyInput(null)).toEqual({});
  });

  it('takes each changed field by name, an emptied one too', () => {
    const form = formFrom(`
      <input name="from" value="Pune"><input name="to" value="">
      <select name="service"><option value="">Choose</option><option>Home Shifting</option></select>
      <textarea name="message"></textarea>`);
    (form.elements.namedItem('from') as HTMLInputElement).value = 'Wakad, Pune';
    (form.elements.namedItem('to') as HTMLInputElement).value = 'Mumbai';
    (form.elements.namedItem('service') as HTMLSelectElement).value = 'Home Shifting';
    (form.elements.namedItem('message') as HTMLTextAreaElement).value = 'Fragile';
    expect(readEarlyInput(form)).toEqual({
      from: 'Wakad, Pune',
      to: 'Mumbai',
      service: 'Home Shifting',
      message: 'Fragile',
    });
    (form.elements.namedItem('from') as HTMLInputElement).value = '';
    expect(readEarlyInput(form).from).toBe('');
  });

  it('reads a ticked box, an unticked default and the chosen radio', () => {
    const form = formFrom(`
      <input type="checkbox" name="lift" value="yes">
      <input type="checkbox" name="packing" checked>
      <input type="radio" name="floor" value="0" checked><input type="radio" name="floor" value="3">`);
    (form.querySelector('[name=lift]') as HTMLInputElement).checked = true;
    (form.querySelector('[name=packing]') as HTMLInputElement).checked = false;
    (form.querySelector('[name=floor][value="3"]') as HTMLInputElement).checked = true;
    expect(readEarlyInput(form)).toEqual({ lift: 'yes', packing: '', floor: '3' });
  });

  it('leaves out unnamed controls, hidden inputs and buttons', () => {
    const form = formFrom(
      `<input value=""><input type="hidden" name="h" value="a"><button name="b">Go</button>`,
    );
    (form.querySelector('input') as HTMLInputElement).value = 'typed';
    (form.querySelector('[name=h]') as HTMLInputElement).value = 'changed';
    expect(readEarlyInput(form)).toEqual({});
  });
});

describe('takeEarlyTap: a tap noted before the page was live acts once', () => {
  afterEach(() => delete window.__early);

  it('is taken once, and others stay', () => {
    window.__early = ['a-items', 'b-map', 'a-items'];
    expect(takeEarlyTap('a-items')).toBe(true);
    expect(takeEarlyTap('a-items')).toBe(false);
    expect(window.__early).toEqual(['b-map']);
  });

  it('is nothing when no tap was noted', () => {
    expect(takeEarlyTap('a-items')).toBe(false);
  });
});
