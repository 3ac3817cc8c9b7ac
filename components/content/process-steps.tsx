import type { ProcessStep } from '@/content/types';
import { Picture } from '@/components/ui/picture';

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
        </li>
      ))}
    </ol>
  );
}
