import { create } from 'zustand';

/** Longest city text we keep: a real place name is far shorter. */
export const MAX_CITY_LENGTH = 100;

export interface OriginState {
  /** The chosen origin city (Moving From); empty when none was chosen. */
  from: string;
  setCity: (city: string) => void;
  reset: () => void;
}

/**
 * The shared origin store (SPEC: one form slice with `from` and a city action). Home branch
 * cards, the maps, the branches page, `?from=` and city pages write it; the quote form reads it.
 */
export const useOriginStore = create<OriginState>()((set) => ({
  from: '',
  setCity: (city) =>
    set({
      from: String(city ?? '')
        .trim()
        .slice(0, MAX_CITY_LENGTH),
    }),
  reset: () => set({ from: '' }),
}));

export const selectFrom = (s: OriginState) => s.from;
export const selectSetCity = (s: OriginState) => s.setCity;
