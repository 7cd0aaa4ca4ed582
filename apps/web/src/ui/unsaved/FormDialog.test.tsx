import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DialogCancelButton, FormDialog, useDialogForm } from './FormDialog';
import { unsavedForms } from './unsavedStore';

function InnerForm({ onDiscard }: { onDiscard: () => void }) {
  const [text, setText] = useState('');
  const { requestClose } = useDialogForm(text !== '', { onDiscard, fallbackClose: () => undefined });
  return (
    <>
      <label>
        Note
        <input value={text} onChange={(e) => setText(e.target.value)} />
      </label>
      <button type="button" onClick={requestClose}>
        Inner cancel
      </button>
    </>
  );
}

function Harness({ onDiscard, onClosed }: { onDiscard: () => void; onClosed: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) onClosed();
      }}
      title="Edit note"
      footer={<DialogCancelButton onCancel={() => setOpen(false)} />}
    >
      <InnerForm onDiscard={onDiscard} />
    </FormDialog>
  );
}

const escape = () => fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });

describe('FormDialog: the discard question', () => {
  afterEach(cleanup);

  it('closes at once when nothing changed', () => {
    const onClosed = vi.fn();
    render(<Harness onDiscard={vi.fn()} onClosed={onClosed} />);
    escape();
    expect(onClosed).toHaveBeenCalledOnce();
    expect(screen.queryByText('Discard changes?')).toBeNull();
  });

  it('asks on Escape with changes; Keep editing keeps the text, Discard closes and runs onDiscard', () => {
    const onClosed = vi.fn();
    const onDiscard = vi.fn();
    render(<Harness onDiscard={onDiscard} onClosed={onClosed} />);
    fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'Half a thought' } });
    expect(unsavedForms.isBlocking()).toBe(true);

    escape();
    expect(screen.getByText('Discard changes?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect(screen.queryByText('Discard changes?')).toBeNull();
    expect(onClosed).not.toHaveBeenCalled();
    expect((screen.getByLabelText('Note') as HTMLInputElement).value).toBe('Half a thought');

    escape();
    fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(onDiscard).toHaveBeenCalledOnce();
    expect(onClosed).toHaveBeenCalledOnce();
    expect(screen.queryByLabelText('Note')).toBeNull();
    expect(unsavedForms.isBlocking()).toBe(false);
  });

  it('asks on the close X, the footer Cancel and a Cancel inside the form', () => {
    const onClosed = vi.fn();
    render(<Harness onDiscard={vi.fn()} onClosed={onClosed} />);
    fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'x' } });
    for (const name of ['Close', 'Cancel', 'Inner cancel']) {
      fireEvent.click(screen.getByRole('button', { name }));
      expect(screen.getByText('Discard changes?')).toBeTruthy();
      act(() => {
        fireEvent.click(screen.getByRole('button', { name: 'Keep editing' }));
      });
      expect(screen.queryByText('Discard changes?')).toBeNull();
    }
    expect(onClosed).not.toHaveBeenCalled();
  });
});
