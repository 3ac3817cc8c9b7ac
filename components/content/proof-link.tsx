import type { ReactNode } from 'react';
import './proof-link.css';

/**
 * The id of the page's one "Opens in a new tab" note (rendered once by the document, in the page's
 * language): each proof link is described by it, so a screen reader says so after the link's name.
 */
export const NEW_TAB_NOTE = 'new-tab-note';

/**
 * A claim's words, linked to what proves it (docs/product.md#trust-that-survives-a-check): the
 * listing its reviews are on, a certificate on its register. Without a proof the words stay plain
 * text, so nothing looks like a link that leads nowhere. The proof is another site's page, opened
 * in a new tab so the visitor keeps ours.
 */
export function ProofLink({ href, children }: { href: string | undefined; children: ReactNode }) {
  if (!href) return children;
  return (
    <a
      href={href}
      className="proof-link"
      target="_blank"
      rel="noopener noreferrer"
      aria-describedby={NEW_TAB_NOTE}
    >
      {children}
    </a>
  );
}
