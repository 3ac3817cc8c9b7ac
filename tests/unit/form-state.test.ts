import { quoteText as en } from '@/content/quote-text';
import { formMessages } from '@/components/quote/form-messages';
import {
  formReducer,
  initialState,
  type Action,
  type FormState,
} from '@/components/quote/form-state';
import type { PlaceVerdict } from '@/lib/quote-places';

const run = (actions: Action[], state: FormState = initialState()) =>
  actions.reduce(formReducer, state);
const served: PlaceVerdict = { kind: 'served', match: { city: 'Pune' } };
const unserved: PlaceVerdict = { kind: 'unserved' };

describe('formReducer', () => {
  it('starts editing, with a page’s city as a prefilled Moving From', () => {
    expect(initialState('Pune')).toMatchObject({
      phase: 'editing',
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
    const blocked = run([
      { type: 'edit', field: 'to', value: 'Gotham' },
      { type: 'judged', faults: { to: 'unserved' } },
    ]);
    expect(blocked.judged.to).toBe('Gotham');
    const typing = run([{ type: 'edit', field: 'to', value: 'Gothamx', keepFault: true }], blocked);
    expect(typing.faults.to).toBe('unserved');
    expect(typing.judged.to).toBe('Gotham');
    expect(run([{ type: 'edit', field: 'to', value: 'Pune' }], blocked).faults.to).toBeUndefined();
  });

  it('a refused submit records its faults and counts, so focus moves every time', () => {
    const once = run([
      { type: 'checking' },
      { type: 'blocked', faults: { phone: 'phone', time: 'past' }, first: 'phone' },
    ]);
    expect(once).toMatchObject({ phase: 'blocked', firstFault: 'phone', blockedCount: 1 });
    expect(once.placesBlocked).toBe(false);
    const twice = run([{ type: 'blocked', faults: { from: 'unserved' }, first: 'from' }], once);
    expect(twice).toMatchObject({
      blockedCount: 2,
      placesBlocked: true,
      faults: { from: 'unserved' },
    });
  });

  it('sent clears faults; an edit afterwards starts a new request; copy updates only its own', () => {
    const sent = run([
      { type: 'blocked', faults: { phone: 'phone' }, first: 'phone' },
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
    expect(sent).toMatchObject({ phase: 'sent', faults: {}, sent: { copy: 'queued' } });
    const next = run([{ type: 'edit', field: 'message', value: 'one more thing' }], sent);
    expect(next).toMatchObject({ phase: 'editing', sent: null });
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
      { type: 'blocked', faults: { from: 'unserved', phone: 'phone' }, first: 'from' },
    ]);
    const m = formMessages(s, { from: unserved, to: served }, en);
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
    expect(formMessages(s, { from: served, to: { kind: 'empty' } }, en).field.to).toBe(
      'Currently, service is not available in Leh.',
    );
    expect(formMessages(s, { from: served, to: served }, en).summary).toEqual([]);
  });
});

describe('the item list in the form’s state', () => {
  const typical = { doubleBed: 2, cartons: 40 };

  it('opens, is filled from a typical home, and a new size refills it while untouched', () => {
    const open = run([{ type: 'openList' }]);
    expect(open.listOpen).toBe(true);
    expect(open.list).toBeNull();
    const filled = run([{ type: 'refillList', typical }], open);
    expect(filled.list?.counts).toEqual(typical);
    expect(filled.list?.pickupFloor).toBe(0);
    expect(filled.listEdited).toBe(false);
    const bigger = run([{ type: 'refillList', typical: { doubleBed: 3 } }], filled);
    expect(bigger.list?.counts).toEqual({ doubleBed: 3 });
  });

  it('a changed count marks the list edited; a zero count leaves it; floors keep through a refill', () => {
    const s = run([
      { type: 'refillList', typical },
      { type: 'count', id: 'cartons', count: 0 },
      { type: 'count', id: 'refrigerator', count: 1 },
      { type: 'floors', patch: { pickupFloor: 4, liftDrop: true } },
    ]);
    expect(s.list?.counts).toEqual({ doubleBed: 2, refrigerator: 1 });
    expect(s.listEdited).toBe(true);
    expect(s.list).toMatchObject({ pickupFloor: 4, liftDrop: true, liftPickup: false });
    const again = run([{ type: 'refillList', typical }], s);
    expect(again.list).toMatchObject({ counts: typical, pickupFloor: 4, liftDrop: true });
    expect(again.listEdited).toBe(false);
  });

  it('a change to the list ends the “sent” state; removing it closes the panel', () => {
    const sent = run([
      { type: 'refillList', typical },
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
    expect(sent.phase).toBe('sent');
    const changed = run([{ type: 'count', id: 'doubleBed', count: 1 }], sent);
    expect(changed.phase).toBe('editing');
    expect(changed.sent).toBeNull();
    const cleared = run([{ type: 'openList' }, { type: 'clearList' }], changed);
    expect(cleared).toMatchObject({ list: null, listOpen: false, listEdited: false });
  });

  it('restores a stored list with whether it was edited', () => {
    const list = {
      counts: typical,
      pickupFloor: 2,
      dropFloor: 0,
      liftPickup: true,
      liftDrop: false,
    };
    const s = run([{ type: 'restoreList', list, edited: true }]);
    expect(s.list).toEqual(list);
    expect(s.listEdited).toBe(true);
    // A list the visitor has started in the meantime is not replaced.
    const started = run([{ type: 'refillList', typical }]);
    expect(run([{ type: 'restoreList', list, edited: true }], started).list?.counts).toEqual(
      typical,
    );
  });
});
