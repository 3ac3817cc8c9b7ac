/**
 * The floor and the lift at each end of a home move (docs/product.md#quote-form): asked on the
 * quote form itself, because stairs are the charge Indian moves most often add on the day. An
 * unanswered question is "not given" everywhere, never the ground floor. Small and pure: it rides
 * in the quote form's first script, which writes the chat message with no connection.
 */
import { MAX_FLOOR } from '@/content/floors';
import { DEFAULT_SERVICE } from '@/content/sizes';

export { MAX_FLOOR };

/** The form's answers as it holds them: '' is not said; a floor '0' (ground) to MAX_FLOOR. */
export interface FloorAnswers {
  pickupFloor: string;
  pickupLift: string;
  dropFloor: string;
  dropLift: string;
}

export const FLOOR_FIELDS = ['pickupFloor', 'pickupLift', 'dropFloor', 'dropLift'] as const;

/** The lift question's answers; '' is not said. */
export const LIFT_ANSWERS = ['yes', 'no'] as const;

/** The answers as pricing and the written scope read them: null is not given. */
export interface Floors {
  /** 0 is the ground floor. */
  pickupFloor: number | null;
  dropFloor: number | null;
  liftPickup: boolean | null;
  liftDrop: boolean | null;
}

export const FLOORS_NOT_GIVEN: Floors = {
  pickupFloor: null,
  dropFloor: null,
  liftPickup: null,
  liftDrop: null,
};

/** '' or a floor the form offers, written as it writes it ('3', not '03'). */
const isFloorAnswer = (value: string): boolean =>
  value === '' || (/^(0|[1-9]\d?)$/.test(value) && Number(value) <= MAX_FLOOR);

/** Whether an answer fits its field; a floor field takes floors, a lift field yes or no. */
export const isFloorFieldAnswer = (field: keyof FloorAnswers, value: string): boolean =>
  field.endsWith('Floor')
    ? isFloorAnswer(value)
    : value === '' || (LIFT_ANSWERS as readonly string[]).includes(value);

/** The form's answers read; anything that is not an answer is not given. */
export function floorsOf(answers: FloorAnswers): Floors {
  const floor = (v: string) => (v !== '' && isFloorAnswer(v) ? Number(v) : null);
  const lift = (v: string) => (v === 'yes' ? true : v === 'no' ? false : null);
  return {
    pickupFloor: floor(answers.pickupFloor),
    dropFloor: floor(answers.dropFloor),
    liftPickup: lift(answers.pickupLift),
    liftDrop: lift(answers.dropLift),
  };
}

/** One end: `3rd floor, no lift`, `ground floor`, `2nd floor, lift not given`, `not given`. */
function endWords(floor: number | null, lift: boolean | null): string {
  if (floor === null) return 'not given';
  if (floor === 0) return 'ground floor';
  const tens = floor % 100;
  const suffix =
    tens >= 11 && tens <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' }[floor % 10] ?? 'th');
  return `${floor}${suffix} floor, ${lift === null ? 'lift not given' : lift ? 'lift' : 'no lift'}`;
}

/** `pickup 3rd floor, no lift; drop not given`: the chat message's and the e-mail's words. */
export function floorsText(floors: Floors): string {
  return `pickup ${endWords(floors.pickupFloor, floors.liftPickup)}; drop ${endWords(floors.dropFloor, floors.liftDrop)}`;
}

/** The chat message's line: `Floors: pickup 3rd floor, no lift; drop not given`. */
export const floorsLine = (floors: Floors): string => `Floors: ${floorsText(floors)}`;

/** A home move (the service not chosen yet is the default one, a home's): the floors are asked. */
export const isHomeMove = (service: string): boolean =>
  (service || DEFAULT_SERVICE) === 'Home Shifting';
