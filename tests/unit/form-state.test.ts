import { quoteText as en } from '@/content/quote-text';
import { formMessages, placeFault } from '@/components/quote/form-messages';
import {
  formReducer,
  initialState,
  type Action,
  type FormState,
} from '@/components/quote/form-state';
import type { Judge, PlaceVerdict } from '@/lib/quote-places';
import { typicalLists } from '@/content/items';
import { keepList, refilled, withCount } from '@/components/quote/items-panel';
import { LIST_KEY } from '@/components/quote/use-draft';

const run = (actions: Action[], state: FormState = initialState()) =>
  actions.reduce(formReducer, state);
const served: PlaceVerdict = { kind: 'served', match: { city: 'Pune' } };
const unserved: PlaceVerdict = { kind: 'unserved' };
const pending: PlaceVerdict = { kind: 'pending' };
/** A lookup that knows no place: what names no served city is not served. */
const judge: Judge = { lookup: { resolve: () => undefined }, lookupFailed: false };

describe('formReducer', () => {
  it('starts editing, with a page’s city as a prefilled Moving From', () => {
    expect(initialState('Pune')).toMatchObject({
      checking: false,
      data: { from: 'Pune', to: '' },
      prefilled: true,
    });
    expect(initialState().prefilled).toBe(false);
  });

  it('typing into Moving From ends the prefill; other fields keep it', () => {
    const s = initialState('Pune');
    expect(run([{ type: 'edit', field: 'to', value: 'Delhi' }], s).prefilled).toBe(true);
    expect(run([{ type: 'edit', field: 'from', value: 'Kothrud' }], s).prefilled).toBe(false);
  });

  it('keeps a place’s message while the visitor types on, and drops it when right', () => {
    const judged = run([{ type: 'edit', field: 'to', value: 'Gotham' }, { type: 'judged' }]);
    expect(judged.judged.to).toBe('Gotham');
    expect(placeFault(judged, 'to', unserved, judge)).toBe('unserved');
    const typing = run([{ type: 'edit', field: 'to', value: 'Gothamx' }], judged);
    expect(typing.judged.to).toBe('Gotham');
    expect(placeFault(typing, 'to', pending, judge)).toBe('unserved');
    expect(placeFault(typing, 'to', served, judge)).toBeUndefined();
    // Judged before the locality data came: no message until it has.
    const waiting = run([{ type: 'edit', field: 'to', value: 'Kothrud' }, { type: 'judged' }]);
    expect(placeFault(waiting, 'to', pending, judge)).toBeUndefined();
    expect(placeFault(waiting, 'to', { kind: 'unchecked' }, judge)).toBe('unchecked');
  });

  it('a refused submit records its faults', () => {
    const once = run([
      { type: 'checking' },
      { type: 'blocked', faults: { phone: 'phone', time: 'past' } },
    ]);
    expect(once).toMatchObject({ checking: false, faults: { phone: 'phone', time: 'past' } });
    expect(once.placesBlocked).toBe(false);
    const twice = run([{ type: 'blocked', faults: { from: 'unserved' } }], once);
    // A place's fault is worked out from its text as judged (placeFault), not kept.
    expect(twice).toMatchObject({ placesBlocked: true, faults: {} });
  });

  it('sent clears faults; an edit afterwards starts a new request; copy updates only its own', () => {
    const sent = run([
      { type: 'blocked', faults: { phone: 'phone' } },
      {
        type: 'sent',
        sent: {
          ref: 'SE-AAAAAA',
          chatLink: 'https://wa.me/919876543210',
          text: '',
          tabBlocked: false,
          estimateMissing: false,
          copy: 'none',
        },
      },
      { type: 'copy', ref: 'SE-AAAAAA', status: 'queued' },
      { type: 'copy', ref: 'SE-OTHER1', status: 'sent' },
    ]);
    expect(sent).toMatchObject({ checking: false, faults: {}, sent: { copy: 'queued' } });
    const next = run([{ type: 'edit', field: 'message', value: 'one more thing' }], sent);
    expect(next).toMatchObject({ sent: null });
  });

  it('a map error stays while the map is open and goes with a pick or an edit after', () => {
    let s = run([
      { type: 'openMap', field: 'to' },
      { type: 'mapError', field: 'to', message: 'Currently, service is not available in Leh.' },
      { type: 'edit', field: 'to', value: 'Le' },
    ]);
    expect(s.mapError?.field).toBe('to');
    s = run([{ type: 'closeMap' }, { type: 'edit', field: 'to', value: 'Pune' }], s);
    expect(s.mapError).toBeNull();
    s = run(
      [
        { type: 'mapError', field: 'from', message: 'x' },
        { type: 'picked', field: 'from', value: 'Pune' },
      ],
      s,
    );
    expect(s).toMatchObject({ mapError: null, data: { from: 'Pune' } });
  });
});

describe('formMessages', () => {
  it('puts each message beside its field and in the summary, the suffix only there', () => {
    const s = run([
      { type: 'edit', field: 'from', value: 'Atlantis' },
      { type: 'edit', field: 'phone', value: '123' },
      { type: 'blocked', faults: { from: 'unserved', phone: 'phone' } },
    ]);
    const m = formMessages(s, { from: unserved, to: served }, judge, en);
    expect(m.field).toEqual({
      from: `Service is not available in "Atlantis" for 'Moving From'.`,
      to: '',
      phone: en.phoneMessage,
      time: '',
    });
    expect(m.summary).toEqual([
      `Service is not available in "Atlantis" for 'Moving From'. ${en.locationSuffix}`,
      en.submitBlocked,
      en.phoneMessage,
    ]);
  });

  it('shows a failed map pick by its field until the field holds a served place', () => {
    const s = run([
      { type: 'mapError', field: 'to', message: 'Currently, service is not available in Leh.' },
    ]);
    expect(formMessages(s, { from: served, to: { kind: 'empty' } }, judge, en).field.to).toBe(
      'Currently, service is not available in Leh.',
    );
    expect(formMessages(s, { from: served, to: served }, judge, en).summary).toEqual([]);
  });
});

describe('the item list in the form’s state', () => {
  const list = { counts: { doubleBed: 2 } };

  it('takes the list the visitor edited; a change ends the “sent” state', () => {
    const sent = run([
      { type: 'list', list },
      {
        type: 'sent',
        sent: {
          ref: 'SE-7K4QMZ',
          chatLink: '',
          text: '',
          tabBlocked: false,
          estimateMissing: false,
          copy: 'none',
        },
      },
    ]);
    expect(sent).toMatchObject({ checking: false, list });
    const changed = run([{ type: 'list', list: { counts: { doubleBed: 3 } } }], sent);
    expect(changed).toMatchObject({ sent: null, list: { counts: { doubleBed: 3 } } });
  });

  it('an opened list starts as a typical home of the size; closing keeps it', () => {
    const open = run([{ type: 'listOpen', open: true }]);
    expect(open).toMatchObject({ listOpen: true, list: 'typical' });
    expect(run([{ type: 'listOpen', open: false }], open)).toMatchObject({ list: 'typical' });
    const edited = run([
      { type: 'list', list },
      { type: 'listOpen', open: true },
    ]);
    expect(edited.list).toEqual(list);
  });
});

describe('keepList: the list’s own code', () => {
  const calls = (list: FormState['list'] = null, open = false) => {
    const actions: Action[] = [];
    keepList(list, open, (a) => actions.push(a));
    return actions;
  };
  const fresh = (list: FormState['list'] = null, open = false) => {
    const actions: Action[] = [];
    jest.isolateModules(() => {
      const m =
        // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh module, its flag unset
        require('@/components/quote/items-panel') as typeof import('@/components/quote/items-panel');
      m.keepList(list, open, (a) => actions.push(a));
    });
    return actions;
  };
  beforeEach(() => window.sessionStorage.clear());

  it('restores a kept list once a page, read back with care; floors kept from before go unread', () => {
    const old = { counts: { sofa3: 1 }, pickupFloor: 0, dropFloor: 3, liftPickup: false };
    const kept = { list: { ...old, liftDrop: false } };
    window.sessionStorage.setItem(LIST_KEY, JSON.stringify(kept));
    expect(calls()).toEqual([{ type: 'list', list: { counts: { sofa3: 1 } } }]);
    // Once only: the next call restores nothing.
    expect(calls()).toEqual([]);
  });

  it('keeps the list and whether it was open, and opens a kept open list again', () => {
    const two = { counts: { ...typicalLists['2 BHK'] } };
    expect(calls(two, true)).toEqual([]);
    expect(JSON.parse(window.sessionStorage.getItem(LIST_KEY)!)).toEqual({ list: two, open: true });
    expect(fresh()).toEqual([
      { type: 'listOpen', open: true },
      { type: 'list', list: two },
    ]);
    calls('typical', false);
    expect(fresh()).toEqual([{ type: 'list', list: 'typical' }]);
    calls(null, false);
    expect(window.sessionStorage.getItem(LIST_KEY)).toBeNull();
  });

  it('ignores a kept list that is not one', () => {
    for (const bad of ['{', JSON.stringify({ list: { counts: { piano: 1 } } })]) {
      window.sessionStorage.setItem(LIST_KEY, bad);
      expect(fresh()).toEqual([]);
    }
  });

  it('works out counts and refills', () => {
    const l = { counts: { doubleBed: 2, cartons: 40 } };
    expect(withCount(l, 'cartons', 0).counts).toEqual({ doubleBed: 2 });
    expect(withCount(l, 'refrigerator', 1).counts).toEqual({
      doubleBed: 2,
      cartons: 40,
      refrigerator: 1,
    });
    expect(refilled('1 RK')).toEqual({ counts: typicalLists['1 RK'] });
    expect(refilled('Car').counts).toEqual({});
  });
});
