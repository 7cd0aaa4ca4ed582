import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDraft } from './useDraft';

function Box({ value }: { value: string }) {
  const [draft, setDraft] = useDraft(value);
  return <input aria-label="Box" value={draft} onChange={(e) => setDraft(e.target.value)} />;
}

describe('useDraft', () => {
  it('keeps what is typed while the value stays the same, and follows a new value', () => {
    const { rerender } = render(<Box value="" />);
    const box = screen.getByLabelText<HTMLInputElement>('Box');
    fireEvent.change(box, { target: { value: 'elev' } });
    rerender(<Box value="" />);
    expect(box.value).toBe('elev');
    rerender(<Box value="albany" />);
    expect(box.value).toBe('albany');
  });

  it('takes equal values made afresh for the same when told how to compare them', () => {
    function Pair({ value }: { value: [number, number] }) {
      const [draft, setDraft] = useDraft(value, (a, b) => a[0] === b[0] && a[1] === b[1]);
      return (
        <button type="button" onClick={() => setDraft([draft[0] + 1, draft[1]])}>
          {draft.join('-')}
        </button>
      );
    }
    const { rerender } = render(<Pair value={[1, 2]} />);
    act(() => screen.getByRole('button').click());
    rerender(<Pair value={[1, 2]} />);
    expect(screen.getByRole('button').textContent).toBe('2-2');
    rerender(<Pair value={[5, 6]} />);
    expect(screen.getByRole('button').textContent).toBe('5-6');
  });
});
