import { describe, expect, it, vi } from 'vitest';
import { changedFrom } from './changed';
import { createUnsavedStore } from './unsavedStore';

describe('unsaved forms store', () => {
  it('blocks while a form is dirty and stops when it goes', () => {
    const store = createUnsavedStore();
    const listener = vi.fn();
    store.subscribe(listener);
    expect(store.isBlocking()).toBe(false);
    const off = store.register({});
    expect(store.isBlocking()).toBe(true);
    off();
    expect(store.isBlocking()).toBe(false);
    off();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('Discard runs every dirty form’s onDiscard and lets the navigation through', () => {
    const store = createUnsavedStore();
    const first = vi.fn();
    const second = vi.fn();
    const offFirst = store.register({ onDiscard: first });
    const offSecond = store.register({ onDiscard: second });
    store.discardAll();
    expect(first).toHaveBeenCalledOnce();
    expect(second).toHaveBeenCalledOnce();
    // The forms are still mounted while the navigation proceeds: no second question.
    expect(store.isBlocking()).toBe(false);
    offFirst();
    expect(store.isBlocking()).toBe(false);
    offSecond();
    // Once they are gone, a form that becomes dirty blocks again.
    store.register({});
    expect(store.isBlocking()).toBe(true);
  });

  it('a form dirty again after a Discard blocks again', () => {
    const store = createUnsavedStore();
    store.register({});
    store.discardAll();
    store.register({});
    expect(store.isBlocking()).toBe(true);
  });
});

describe('changedFrom', () => {
  it('compares each value as typed', () => {
    const start = { title: '', active: true, file: null as File | null };
    expect(changedFrom(start, { ...start })).toBe(false);
    expect(changedFrom(start, { ...start, title: ' ' })).toBe(true);
    expect(changedFrom(start, { ...start, active: false })).toBe(true);
    expect(changedFrom(start, { ...start, file: new File(['x'], 'a.pdf') })).toBe(true);
  });

  it('treats a missing value like null', () => {
    expect(changedFrom<{ a?: string | null }>({ a: null }, {})).toBe(false);
  });
});
