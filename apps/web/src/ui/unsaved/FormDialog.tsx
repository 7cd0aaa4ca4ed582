import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Button } from '../Button';
import { Dialog, type DialogProps } from '../Dialog';
import { useUnsavedChanges } from './useUnsavedChanges';

interface FormDialogContextValue {
  /** A form inside tells the dialog whether it holds changes, and what Discard should also do. */
  report: (dirty: boolean, onDiscard?: () => void) => void;
  /** Cancel of a form inside: closes, asking first when there are changes. */
  requestClose: () => void;
}

const FormDialogContext = createContext<FormDialogContextValue | null>(null);

export interface FormDialogProps extends DialogProps {
  /** Changes held by the component that renders the dialog (forms inside use useDialogForm). */
  dirty?: boolean;
  /** Runs on Discard, e.g. to reset the typed text. */
  onDiscard?: () => void;
}

/**
 * A Dialog around a form that never loses work: with unsaved changes, Escape, a click outside,
 * the close X, Cancel (useDialogForm().requestClose or DialogCancelButton) and a navigation ask
 * "Discard changes?" first. Without changes it closes at once, as a plain Dialog.
 */
export function FormDialog({ dirty = false, onDiscard, onOpenChange, open, children, ...props }: FormDialogProps) {
  const [inner, setInner] = useState<{ dirty: boolean; onDiscard?: () => void }>({ dirty: false });
  const discardProp = useRef(onDiscard);
  useEffect(() => {
    discardProp.current = onDiscard;
  });

  const { confirmLeave, prompt } = useUnsavedChanges(open && (dirty || inner.dirty), () => {
    discardProp.current?.();
    inner.onDiscard?.();
  });

  const close = useCallback(() => confirmLeave(() => onOpenChange(false)), [confirmLeave, onOpenChange]);
  const report = useCallback((next: boolean, discard?: () => void) => {
    setInner((prev) => (prev.dirty === next && prev.onDiscard === discard ? prev : { dirty: next, onDiscard: discard }));
  }, []);
  const context = useMemo(() => ({ report, requestClose: close }), [report, close]);

  return (
    <FormDialogContext.Provider value={context}>
      <Dialog {...props} open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
        {children}
      </Dialog>
      {prompt}
    </FormDialogContext.Provider>
  );
}

/**
 * For a form rendered inside a FormDialog: reports its changes (and what Discard also does, e.g.
 * forget its draft) and gives the guarded close for its Cancel button. Outside a FormDialog the
 * close falls back to `fallbackClose`.
 */
export function useDialogForm(dirty: boolean, options: { onDiscard?: () => void; fallbackClose: () => void }) {
  const context = useContext(FormDialogContext);
  const discardRef = useRef(options.onDiscard);
  useEffect(() => {
    discardRef.current = options.onDiscard;
  });
  const report = context?.report;
  // One stable function, so reporting does not loop; it calls the latest onDiscard.
  const discard = useCallback(() => discardRef.current?.(), []);
  // Reported in a layout effect, so the dialog knows of the change before the next key (Escape) is handled.
  useLayoutEffect(() => {
    report?.(dirty, discard);
  }, [report, dirty, discard]);
  useEffect(() => () => report?.(false), [report]);
  return { requestClose: context?.requestClose ?? options.fallbackClose };
}

/** The guarded close of the enclosing FormDialog (footer Cancel buttons), or null outside one. */
export function useFormDialogClose(): (() => void) | null {
  return useContext(FormDialogContext)?.requestClose ?? null;
}

/** The Cancel of a FormDialog's footer: closes through the dialog, so changes are asked about. */
export function DialogCancelButton({ disabled, onCancel }: { disabled?: boolean; onCancel: () => void }) {
  const close = useFormDialogClose();
  return (
    <Button variant="outline" onClick={close ?? onCancel} disabled={disabled}>
      Cancel
    </Button>
  );
}
