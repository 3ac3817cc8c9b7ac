import type { ProcessStep } from '@/content/types';

/**
 * The short process with the long one's steps inside it: `spans[i]` is how many of `detailed`
 * (in order) the step `summary[i]` takes in. Each step keeps its own words and gains `stages`,
 * the names of the steps it covers, so a page can show both processes as one.
 *
 * Throws when the spans do not cover the long process exactly once: a step added to one list
 * and not the other fails the build instead of vanishing from the page.
 */
export function withStages(
  summary: readonly ProcessStep[],
  detailed: readonly ProcessStep[],
  spans: readonly number[],
): ProcessStep[] {
  if (spans.length !== summary.length)
    throw new Error(`withStages: ${spans.length} spans for ${summary.length} steps.`);
  if (spans.some((n) => !Number.isInteger(n) || n < 1))
    throw new Error('withStages: every span is a whole number of at least 1.');
  const total = spans.reduce((sum, n) => sum + n, 0);
  if (total !== detailed.length)
    throw new Error(`withStages: the spans cover ${total} steps, not ${detailed.length}.`);
  let next = 0;
  return summary.map((step, i) => {
    const stages = detailed.slice(next, next + spans[i]!).map((s) => s.title);
    next += spans[i]!;
    return { ...step, stages };
  });
}
