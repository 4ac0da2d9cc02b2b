import * as RadixDialog from '@radix-ui/react-dialog';
import { useRef } from 'react';
import './dialog.css';

/**
 * Accessible modal dialog (Radix): labelled by its title, focus moves in and is trapped, Escape and the
 * backdrop close it, focus returns to the opener on close. `side` makes it the right-hand panel.
 */
export default function Dialog({ open, title, onClose, children, className = '', side = false }) {
  const openerRef = useRef(null);
  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => !next && onClose?.()}>
      <RadixDialog.Portal>
        {/* The content inside the overlay: the backdrop lays it out (centred, or the side panel). */}
        <RadixDialog.Overlay className="dialog-backdrop">
          <RadixDialog.Content
            className={`dialog ${side ? 'dialog--side' : ''} ${className}`}
            aria-describedby={undefined}
            onOpenAutoFocus={() => {
              openerRef.current = document.activeElement;
            }}
            onCloseAutoFocus={(event) => {
              // Radix returns focus to a Dialog.Trigger, and our openers are plain buttons. Back to the opener,
              // unless focus has already gone somewhere on purpose (the next dialog, a new page's heading).
              event.preventDefault();
              const opener = openerRef.current;
              const focusIsLost = !document.activeElement || document.activeElement === document.body;
              if (focusIsLost && opener instanceof HTMLElement && opener.isConnected) opener.focus();
            }}
          >
            <div className="dialog__header">
              <RadixDialog.Title className="dialog__title">{title}</RadixDialog.Title>
              <RadixDialog.Close className="dialog__close" aria-label="Close">
                ×
              </RadixDialog.Close>
            </div>
            <div className="dialog__content">{children}</div>
          </RadixDialog.Content>
        </RadixDialog.Overlay>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
