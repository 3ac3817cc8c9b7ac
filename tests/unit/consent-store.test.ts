type Store = typeof import('@/lib/analytics/consent-store');
let readChoice: Store['readChoice'];
let saveChoice: Store['saveChoice'];
let subscribeChoice: Store['subscribeChoice'];
let CONSENT_KEY: string;

/** The answer to the consent notice, on the device (docs/analytics.md#consent). */
describe('the consent answer', () => {
  beforeEach(() => {
    localStorage.clear();
    // A fresh module each time: it remembers the answer given on its page.
    jest.isolateModules(() => {
      ({ readChoice, saveChoice, subscribeChoice, CONSENT_KEY } = jest.requireActual<Store>(
        '@/lib/analytics/consent-store',
      ));
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it('is none until given, then the one given, kept on the device', () => {
    expect(readChoice()).toBeNull();
    saveChoice('granted');
    expect(readChoice()).toBe('granted');
    expect(localStorage.getItem(CONSENT_KEY)).toBe('granted');
    saveChoice('denied');
    expect(readChoice()).toBe('denied');
  });

  it('reads anything else on the device as no answer', () => {
    localStorage.setItem(CONSENT_KEY, 'yes');
    expect(readChoice()).toBeNull();
  });

  it('tells its listeners of an answer here and of one given in another tab', () => {
    const heard = jest.fn();
    const stop = subscribeChoice(heard);
    saveChoice('granted');
    window.dispatchEvent(new StorageEvent('storage', { key: CONSENT_KEY }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'other' }));
    expect(heard).toHaveBeenCalledTimes(2);
    stop();
    saveChoice('denied');
    expect(heard).toHaveBeenCalledTimes(2);
  });

  it('holds for the page where storage is blocked', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    saveChoice('denied');
    expect(readChoice()).toBe('denied');
  });
});
