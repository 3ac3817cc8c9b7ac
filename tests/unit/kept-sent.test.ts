import { readSent } from '@/components/quote/use-draft';

const sent = {
  ref: 'SE-ABC123',
  chatLink: 'https://wa.me/919876543210?text=Pickup%3A%20Chennai',
  text: 'Pickup: Chennai',
  tabBlocked: false,
  estimateMissing: false,
  copy: 'queued',
  scopeLink: '/scope#abc',
};

describe('readSent: a confirmation kept in the tab, read back with care', () => {
  it('reads back what was kept', () => {
    expect(readSent(sent)).toEqual(sent);
    expect(readSent({ ...sent, noSignal: true })).toEqual({ ...sent, noSignal: true });
    // The note that a written scope needs the home's size stays after a reload.
    const withNote = { ...sent, scopeNeedsSize: true };
    expect(readSent(withNote)).toEqual(withNote);
    expect(readSent({ ...sent, scopeNeedsSize: 'yes' })).not.toHaveProperty('scopeNeedsSize');
  });

  it('is no confirmation without a reference, a chat link of its own kind or the request', () => {
    expect(readSent(null)).toBeNull();
    expect(readSent('SE-ABC123')).toBeNull();
    expect(readSent({ ...sent, ref: '' })).toBeNull();
    expect(readSent({ ...sent, chatLink: 'javascript:alert(1)' })).toBeNull();
    expect(readSent({ ...sent, text: 5 })).toBeNull();
  });

  it('drops a scope link to another site, and an unknown copy state', () => {
    expect(readSent({ ...sent, scopeLink: 'https://evil.example/scope' })).toBeNull();
    expect(readSent({ ...sent, copy: 'delivered!' })?.copy).toBe('none');
    const noScope: Record<string, unknown> = { ...sent };
    delete noScope.scopeLink;
    expect(readSent(noScope)).toEqual(noScope);
  });
});
