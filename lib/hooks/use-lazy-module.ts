'use client';

import { useCallback, useRef, useState } from 'react';

/**
 * A module fetched on demand (an `import()` of its own chunk), for a part of a page that is an
 * extra: `request()` starts the fetch once; `module` is there when it has come; `failed` says the
 * fetch failed, and the next `request()` tries again (the connection may be back by then).
 */
export function useLazyModule<M>(load: () => Promise<M>, what: string) {
  const [module, setModule] = useState<M | null>(null);
  const [failed, setFailed] = useState(false);
  const requested = useRef(false);

  const request = useCallback(() => {
    if (requested.current) return;
    requested.current = true;
    setFailed(false);
    load().then(setModule, (err: unknown) => {
      console.error(`Could not load ${what}`, err);
      requested.current = false;
      setFailed(true);
    });
  }, [load, what]);

  return { module, failed, request };
}
