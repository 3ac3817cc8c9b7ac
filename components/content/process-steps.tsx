import type { ProcessStep } from '@/content/types';
import { Picture } from '@/components/ui/picture';
import './process-steps.css';

/** The number of a step's first stage: one more than the stages before it. */
function stageStart(steps: ProcessStep[], index: number): number {
  return 1 + steps.slice(0, index).reduce((n, s) => n + (s.stages?.length ?? 0), 0);
}

/** A numbered list of process steps; used in the footer and on content pages. */
export function ProcessSteps({ steps, className }: { steps: ProcessStep[]; className?: string }) {
  return (
    <ol className={`steps ${className ?? ''}`}>
      {steps.map((step, i) => (
        <li key={step.title} className="steps__item">
          <span className="steps__num" aria-hidden="true">
            {i + 1}
          </span>
          <Picture src={step.icon} alt="" width={48} height={48} className="steps__icon" />
          <h3 className="steps__title">{step.title}</h3>
          <p className="steps__text">{step.description}</p>
          {step.stages && (
            <ol className="steps__stages" start={stageStart(steps, i)}>
              {step.stages.map((stage) => (
                <li key={stage}>{stage}</li>
              ))}
            </ol>
          )}
        </li>
      ))}
    </ol>
  );
}
