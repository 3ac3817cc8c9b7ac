'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { CloseIcon } from '@/components/ui/icons';
import './map-dialog.css';

interface MapDialogProps {
  open: boolean;
  title: string;
  /** The close button's word, in the page's language. */
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A modal dialog on the native <dialog> element: the browser traps focus inside it, Escape
 * closes it, and closing returns focus to the control that opened it.
 */
export function MapDialog({ open, title, closeLabel, onClose, children }: MapDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    else if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog ref={ref} className="map-dialog" aria-labelledby="map-dialog-title" onClose={onClose}>
      <div className="map-dialog__head">
        <h2 id="map-dialog-title" className="map-dialog__title">
          {title}
        </h2>
        <button
          type="button"
          className="btn btn--primary btn--sm"
          onClick={() => ref.current?.close()}
        >
          <CloseIcon size={18} />
          {closeLabel}
        </button>
      </div>
      {open && children}
    </dialog>
  );
}
