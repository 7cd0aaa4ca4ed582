import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from './icons';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { cn } from './cn';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** Keep open on Escape / outside click, e.g. while saving. */
  dismissible?: boolean;
  /**
   * A body of text with no control in it (a record's details): it takes the focus itself, so a
   * keyboard user can scroll it with the arrow keys (WCAG 2.1.1, axe scrollable-region-focusable).
   * Not for forms, where it would only add a tab stop.
   */
  readingBody?: boolean;
}

const SIZES = { sm: 'max-w-md', md: 'max-w-lg', lg: 'max-w-2xl', xl: 'max-w-4xl' };

/** Modal dialog: traps focus, closes on Escape and on the close button, returns focus after. */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  size = 'md',
  dismissible = true,
  readingBody = false,
}: DialogProps) {
  // Radix hands focus back to its own Trigger, and these dialogs are opened by plain buttons (or a
  // row action): remember what had focus when the dialog opened (a layout effect runs before Radix
  // moves focus in) and give it back when it closes, so the keyboard user is where they were.
  const returnTo = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open) returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, [open]);
  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => (dismissible || next ? onOpenChange(next) : undefined)}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/60" />
        <RadixDialog.Content
          className={cn(
            'fixed left-1/2 top-1/2 z-50 flex max-h-[92vh] w-[calc(100%-1.5rem)] -translate-x-1/2 -translate-y-1/2 flex-col rounded-lg bg-white shadow-xl',
            SIZES[size],
          )}
          {...(description ? {} : { 'aria-describedby': undefined })}
          // A control that uses Escape itself (a photo picked up to drag) keeps it from the dialog.
          onEscapeKeyDown={(event) => document.activeElement?.closest('[data-captures-escape]') && event.preventDefault()}
          onCloseAutoFocus={(event) => {
            const target = returnTo.current;
            if (!target?.isConnected) return;
            event.preventDefault();
            target.focus();
          }}
        >
          <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4">
            <div>
              <RadixDialog.Title className="text-lg font-semibold text-slate-900">{title}</RadixDialog.Title>
              {description && <RadixDialog.Description className="mt-1 text-sm text-slate-600">{description}</RadixDialog.Description>}
            </div>
            <RadixDialog.Close
              className="rounded p-1 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
              aria-label="Close"
              disabled={!dismissible}
            >
              <X aria-hidden className="h-5 w-5" />
            </RadixDialog.Close>
          </div>
          <div className="overflow-y-auto px-5 py-4" tabIndex={readingBody ? 0 : undefined}>
            {children}
          </div>
          {footer && <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 px-5 py-3">{footer}</div>}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
