import type { Fact } from '@/content/home-text';

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
          <strong>{fact.strong}</strong> {fact.text}
        </li>
      ))}
    </ul>
  );
}
