import type { Fact } from '@/content/home-text';
import { ProofLink } from '@/components/content/proof-link';

/** Short facts, each with its number or name in bold: under the home title, beside a city's. */
export function FactList({
  facts,
  label,
  className,
}: {
  facts: readonly Fact[];
  label: string;
  className: string;
}) {
  return (
    <ul className={className} aria-label={label}>
      {facts.map((fact) => (
        <li key={fact.strong}>
          <ProofLink href={fact.proofUrl}>
            <strong>{fact.strong}</strong> {fact.text}
          </ProofLink>
        </li>
      ))}
    </ul>
  );
}
