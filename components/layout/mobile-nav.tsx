'use client';

import { Link } from '@/components/ui/link';
import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { NavLink } from '@/content/types';
import { CloseIcon, MenuIcon } from '@/components/ui/icons';

interface MobileNavProps {
  links: NavLink[];
  /** Extra server-rendered content under the links (contacts, partner link). */
  children?: ReactNode;
  /** The toggle's, the close button's and the link list's names, in the page's language. */
  labels: { menu: string; close: string; nav: string };
}

/**
 * The small-screen menu: a toggle and a modal dialog (WAI-ARIA APG dialog pattern), built on
 * <dialog> with showModal(), which does most of the pattern itself: the rest of the page becomes
 * inert for the pointer, the keyboard and assistive technology; focus moves to the first control
 * inside; Escape (or a tap on the dimmed page) closes it. What the platform leaves to us: Tab
 * wraps inside the dialog instead of leaving for the browser's toolbar, focus returns to the
 * toggle in every browser, a link closes it, and the page behind stays still (CSS,
 * html:has(...[open]), and the scrollbar's room below).
 * Without JavaScript the toggle is hidden and the header links to /menu instead. Before the
 * page's scripts arrive (seconds on a slow line) the toggle submits the form the header wraps it
 * in, whose action is /menu, so a tap then still reaches every page; once hydrated, the click
 * opens the dialog and cancels that submission.
 */
export function MobileNav({ links, children, labels }: MobileNavProps) {
  const [open, setOpen] = useState(false);
  const pathname = usePathname();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const dialogId = useId();
  const titleId = useId();

  const close = () => dialogRef.current?.close();

  // Close when the route changes by any means (back button included).
  useEffect(() => {
    dialogRef.current?.close();
  }, [pathname]);

  // Tab and Shift+Tab go round the dialog's controls (all links and buttons).
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Tab') return;
      const items = dialog.querySelectorAll<HTMLElement>('a[href], button:not([disabled])');
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      const edge = e.shiftKey ? first : last;
      if (document.activeElement === edge || !dialog.contains(document.activeElement)) {
        e.preventDefault();
        (e.shiftKey ? last : first).focus();
      }
    };
    dialog.addEventListener('keydown', onKey);
    return () => dialog.removeEventListener('keydown', onKey);
  }, []);

  // aria-controls names the <dialog>, which is therefore always rendered, closed or open: rendered
  // only while open, the closed toggle would name nothing
  // (docs/architecture.md#what-the-checkers-hold-the-markup-to, tests/e2e/menu.spec.ts).
  return (
    <>
      <button
        ref={toggleRef}
        type="submit"
        className="icon-btn mobile-nav__toggle"
        aria-expanded={open}
        aria-controls={dialogId}
        aria-haspopup="dialog"
        aria-label={labels.menu}
        onClick={(e) => {
          e.preventDefault();
          // The page behind stops scrolling (CSS). Where a scrollbar takes room (a desktop
          // browser made narrow), keep that room, or the page would shift sideways; overlay
          // scrollbars take none, and reserving it there would reflow the page.
          const root = document.documentElement;
          if (window.innerWidth > root.clientWidth) root.style.scrollbarGutter = 'stable';
          dialogRef.current?.showModal();
          setOpen(true);
        }}
      >
        <MenuIcon size={24} />
      </button>
      <dialog
        ref={dialogRef}
        id={dialogId}
        className="mobile-nav__dialog"
        aria-labelledby={titleId}
        closedby="any"
        onClickCapture={(e) => {
          if ((e.target as HTMLElement).closest('a')) close();
        }}
        onClose={() => {
          document.documentElement.style.scrollbarGutter = '';
          setOpen(false);
          toggleRef.current?.focus();
        }}
      >
        <div className="mobile-nav__head">
          <h2 id={titleId} className="mobile-nav__title">
            {labels.menu}
          </h2>
          <button type="button" className="icon-btn" aria-label={labels.close} onClick={close}>
            <CloseIcon size={24} />
          </button>
        </div>
        <nav aria-label={labels.nav}>
          <NavLinks links={links} list="mobile-nav__list" link="mobile-nav__link" />
        </nav>
        {children}
      </dialog>
    </>
  );
}

/** A list of navigation links (the header's, the menu's); marks the current page. */
export function NavLinks({
  links,
  list,
  link: linkClass,
}: {
  links: NavLink[];
  /** The list's and each link's class. */
  list: string;
  link: string;
}) {
  const pathname = usePathname();
  return (
    <ul className={list}>
      {links.map((link) => (
        <li key={link.href}>
          <Link
            href={link.href}
            className={linkClass}
            aria-current={pathname === link.href ? 'page' : undefined}
          >
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
