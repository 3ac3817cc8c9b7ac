import { create } from 'zustand';

/** Longest city text we keep: a real place name is far shorter. */
export const MAX_CITY_LENGTH = 100;

export interface OriginState {
  /** The chosen origin city (Moving From); empty when none was chosen. */
  from: string;
  setCity: (city: string) => void;
  /**
   * The served city Moving From names, as the page writes it ('' when it names none), worked out
   * by the quote form; null until a form has. The quote page's heading names it.
   */
  shown: string | null;
  setShown: (city: string) => void;
}

/**
 * The shared origin store: `from` and a city action (docs/product.md#the-shared-origin).
 * `?from=` and city pages write it (the branch cards and the maps link to `/form?from=<city>`); the
 * quote form reads it.
 */
export const useOriginStore = create<OriginState>()((set) => ({
  from: '',
  setCity: (city) => set({ from: city.trim().slice(0, MAX_CITY_LENGTH) }),
  shown: null,
  setShown: (city) => set({ shown: city.slice(0, MAX_CITY_LENGTH) }),
}));

export const selectFrom = (s: OriginState) => s.from;
export const selectSetCity = (s: OriginState) => s.setCity;
export const selectShown = (s: OriginState) => s.shown;
export const selectSetShown = (s: OriginState) => s.setShown;
