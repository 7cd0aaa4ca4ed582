// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDraftStore, pickFields } from './draftStore';
import { useFormDraft } from './useFormDraft';

interface Values {
  title: string;
  tenant_name: string;
}

const store = createDraftStore<Values>({ form: 'hooktest', pick: pickFields<Values>(['title']) });
const blank: Values = { title: '', tenant_name: '' };

describe('useFormDraft', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  const mount = (values: Values, onRestore = vi.fn()) =>
    renderHook((props: { values: Values }) => useFormDraft({ store, recordId: 'new', initial: blank, values: props.values, onRestore }), {
      initialProps: { values },
    });

  it('saves the kept fields a moment after typing stops, and forgets them when back to the start', () => {
    const { rerender } = mount(blank);
    rerender({ values: { title: 'Lo', tenant_name: 'Ana' } });
    rerender({ values: { title: 'Loft', tenant_name: 'Ana' } });
    expect(store.load('new')).toBeNull();
    act(() => vi.advanceTimersByTime(700));
    expect(store.load('new')?.values).toEqual({ title: 'Loft' });
    // A change to a field the draft may not keep is no reason to keep a draft.
    rerender({ values: { title: '', tenant_name: 'Ana' } });
    act(() => vi.advanceTimersByTime(700));
    expect(store.load('new')).toBeNull();
  });

  it('offers a stored draft; typing meanwhile does not change what Restore brings back', () => {
    store.save('new', { title: 'Old draft', tenant_name: '' });
    const onRestore = vi.fn();
    const { result, rerender } = mount(blank, onRestore);
    expect(result.current.offer?.values).toEqual({ title: 'Old draft' });
    rerender({ values: { title: 'New typing', tenant_name: '' } });
    act(() => vi.advanceTimersByTime(700));
    expect(store.load('new')?.values.title).toBe('New typing');
    act(() => result.current.restore());
    expect(onRestore).toHaveBeenCalledWith({ title: 'Old draft' });
    expect(result.current.offer).toBeNull();
  });

  it('Discard draft forgets it; clear (after a save or Discard) stops saving', () => {
    store.save('new', { title: 'Old draft', tenant_name: '' });
    const { result, rerender } = mount(blank);
    act(() => result.current.dismiss());
    expect(result.current.offer).toBeNull();
    expect(store.load('new')).toBeNull();
    rerender({ values: { title: 'Typed', tenant_name: '' } });
    act(() => result.current.clear());
    act(() => vi.advanceTimersByTime(700));
    expect(store.load('new')).toBeNull();
  });
});
