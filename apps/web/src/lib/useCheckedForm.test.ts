// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import type { FormEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { useCheckedForm } from './useCheckedForm';

const schema = z.object({
  title: z.string().trim().min(1, 'Title is required'),
  note: z.string().max(5, 'Note is too long').nullable(),
});
const submitEvent = () => ({ preventDefault: vi.fn() }) as unknown as FormEvent;

function setup(serverErrors?: Record<string, string>) {
  const onSubmit = vi.fn();
  const hook = renderHook(() =>
    useCheckedForm({
      initial: { title: '', note: '' },
      schema,
      toInput: (v) => ({ ...v, note: v.note.trim() || null }),
      serverErrors,
      onSubmit,
    }),
  );
  return { hook, onSubmit };
}

describe('useCheckedForm', () => {
  it('refuses with the schema’s first message per field, and typing in a field clears its error', () => {
    const { hook, onSubmit } = setup();
    act(() => hook.result.current.set('note', 'far too long'));
    act(() => hook.result.current.submit(submitEvent()));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(hook.result.current.errors).toEqual({ title: 'Title is required', note: 'Note is too long' });
    act(() => hook.result.current.set('title', 'Tour'));
    expect(hook.result.current.errors).toEqual({ note: 'Note is too long' });
  });

  it('sends what the schema makes of toInput’s values', () => {
    const { hook, onSubmit } = setup();
    act(() => hook.result.current.set('title', '  Tour '));
    act(() => hook.result.current.submit(submitEvent()));
    expect(onSubmit).toHaveBeenCalledWith({ title: 'Tour', note: null });
  });

  it('shows the server’s field errors beside its own', () => {
    const { hook } = setup({ title: 'Taken', note: 'Server says no' });
    expect(hook.result.current.errors).toEqual({ title: 'Taken', note: 'Server says no' });
    act(() => hook.result.current.submit(submitEvent()));
    expect(hook.result.current.errors).toEqual({ title: 'Title is required', note: 'Server says no' });
  });
});
