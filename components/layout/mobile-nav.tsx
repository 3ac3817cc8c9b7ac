'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useId, useState, type ReactNode } from 'react';
import type { NavLink } from '@/content/types';
import { CloseIcon, MenuIcon } from '@/components/ui/icons';

interface MobileNavProps {
  links: NavLink[];
  /** Extra server-rendered content under the links (contacts, partner link). */
  children?: ReactNode;
}

/** The small-screen menu: a toggle button and a panel that closes when a link is chosen. */
export function MobileNav({ links, children }: MobileNavProps) {
  const [open, setOpen] = useState(false);
  const pathname = usePathname();
  const panelId = useId();

  // Close when the route changes by any means (back button included).
  const [lastPath, setLastPath] = useState(pathname);
  if (pathname !== lastPath) {
    setLastPath(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <div className="mobile-nav">
      <button
        type="button"
        className="icon-btn mobile-nav__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label="Menu"
        onClick={() => setOpen((v) => !v)}
      >
        {open ? <CloseIcon size={24} /> : <MenuIcon size={24} />}
      </button>
      <div id={panelId} className="mobile-nav__panel" hidden={!open}>
        <nav aria-label="Mobile">
          <ul className="mobile-nav__list">
            {links.map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  className="mobile-nav__link"
                  aria-current={pathname === link.href ? 'page' : undefined}
                  onClick={() => setOpen(false)}
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {/* Links inside the extra content close the panel too. */}
        <div
          className="mobile-nav__extra"
          onClickCapture={(e) => {
            if ((e.target as HTMLElement).closest('a')) setOpen(false);
          }}
        >
          {children}
        </div>
      </div>
    </div>
  );
}
