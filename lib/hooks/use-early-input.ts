'use client';

import { useLayoutEffect, type RefObject } from 'react';
import { readEarlyInput, type EarlyInput } from '@/lib/early-input';

/**
 * Hands `adopt` what the visitor typed into the form before it became live (lib/early-input.ts),
 * once, as it does: in a layout effect, so the state has it before the first render that could
 * write the page's defaults back into the fields.
 */
export function useEarlyInput(
  form: RefObject<HTMLFormElement | null>,
  adopt: (typed: EarlyInput) => void,
): void {
  useLayoutEffect(() => {
    const typed = readEarlyInput(form.current);
    if (Object.keys(typed).length) adopt(typed);
    // Once, as the form becomes live: later changes go through the fields' own handlers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
