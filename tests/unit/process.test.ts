import { withStages } from '@/lib/process';
import { fourStepProcess, fourStepSpans, sixStepProcess } from '@/content/process';
import * as hi from '@/content/hi/process';
import type { ProcessStep } from '@/content/types';

const step = (title: string): ProcessStep => ({ icon: '/i.svg', title, description: title });

describe('withStages', () => {
  it('puts each long step inside the short step that covers it, in order', () => {
    const out = withStages(
      [step('Book'), step('Move')],
      [step('Ask'), step('Plan'), step('Pack'), step('Drive')],
      [2, 2],
    );
    expect(out.map((s) => [s.title, s.stages])).toEqual([
      ['Book', ['Ask', 'Plan']],
      ['Move', ['Pack', 'Drive']],
    ]);
  });

  it('refuses spans that leave a step out, count one twice or do not match the steps', () => {
    const four = [step('a'), step('b')];
    const six = [step('1'), step('2'), step('3')];
    expect(() => withStages(four, six, [1, 1])).toThrow('cover 2 steps, not 3');
    expect(() => withStages(four, six, [2, 2])).toThrow('cover 4 steps, not 3');
    expect(() => withStages(four, six, [3])).toThrow('1 spans for 2 steps');
    expect(() => withStages(four, six, [3, 0])).toThrow('at least 1');
    expect(() => withStages(four, six, [1.5, 1.5])).toThrow('whole number');
  });

  it('covers the site’s six steps with its four, in English and Hindi', () => {
    for (const [four, six] of [
      [fourStepProcess, sixStepProcess],
      [hi.fourStepProcess, hi.sixStepProcess],
    ] as const) {
      const merged = withStages(four, six, fourStepSpans);
      expect(merged.flatMap((s) => s.stages)).toEqual(six.map((s) => s.title));
    }
  });
});
