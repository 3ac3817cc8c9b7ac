/** The branch offices as the pages and the structured data refer to them. */
import { branches } from '@/content/site';
import type { Branch } from '@/content/types';
import { toSlug } from './slug';

/** Where the branch list lives; each office has an anchor there. */
export const BRANCHES_PATH = '/mainbranches';

/** The offices other than the head office (the head office is the business itself). */
export const branchOffices: readonly Branch[] = branches.filter((b) => !('isHeadOffice' in b));

/** The HTML id of an office's entry on /mainbranches, e.g. `branch-bangalore`. */
export function branchAnchor(branch: Pick<Branch, 'city'>): string {
  return `branch-${toSlug(branch.city)}`;
}
