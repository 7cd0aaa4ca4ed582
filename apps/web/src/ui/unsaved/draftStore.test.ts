import { beforeEach, describe, expect, it } from 'vitest';
import { createDraftStore, draftKey, pickFields } from './draftStore';

interface Values {
  title: string;
  tenant_email: string;
  featured: boolean;
}

class MemoryStorage implements Storage {
  private data = new Map<string, string>();
  get length() {
    return this.data.size;
  }
  clear() {
    this.data.clear();
  }
  getItem(key: string) {
    return this.data.get(key) ?? null;
  }
  key(index: number) {
    return [...this.data.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.data.delete(key);
  }
  setItem(key: string, value: string) {
    this.data.set(key, value);
  }
}

describe('draft store', () => {
  let storage: MemoryStorage;
  let now: Date;
  const store = () =>
    createDraftStore<Values>({
      form: 'test',
      pick: pickFields<Values>(['title', 'featured'], { featured: 'boolean' }),
      storage: () => storage,
      now: () => now,
      maxAgeMs: 60_000,
    });
  const values: Values = { title: 'Lark Street loft', tenant_email: 'ana@example.com', featured: true };

  beforeEach(() => {
    storage = new MemoryStorage();
    now = new Date('2026-11-27T10:00:00Z');
  });

  it('keeps only the fields it may, keyed by form and record', () => {
    store().save('new', values);
    const raw = storage.getItem(draftKey('test', 'new'));
    expect(raw).not.toBeNull();
    expect(raw).not.toContain('ana@example.com');
    expect(store().load('new')).toEqual({ values: { title: 'Lark Street loft', featured: true }, savedAt: '2026-11-27T10:00:00.000Z' });
    expect(store().load('p-1')).toBeNull();
  });

  it('keeps drafts of different records apart and clears one', () => {
    store().save('new', values);
    store().save('p-1', { ...values, title: 'Edited' });
    store().clear('new');
    expect(store().load('new')).toBeNull();
    expect(store().load('p-1')?.values.title).toBe('Edited');
  });

  it('drops a field that must not be kept even when it was stored', () => {
    storage.setItem(
      draftKey('test', 'new'),
      JSON.stringify({ v: 1, savedAt: now.toISOString(), values: { title: 'T', tenant_email: 'x@y.z', featured: 'yes' } }),
    );
    expect(store().load('new')?.values).toEqual({ title: 'T' });
  });

  it('forgets expired, unreadable or other-version drafts', () => {
    store().save('old', values);
    now = new Date(now.getTime() + 61_000);
    expect(store().load('old')).toBeNull();
    expect(storage.getItem(draftKey('test', 'old'))).toBeNull();

    storage.setItem(draftKey('test', 'junk'), '{not json');
    expect(store().load('junk')).toBeNull();
    storage.setItem(draftKey('test', 'v0'), JSON.stringify({ v: 0, savedAt: now.toISOString(), values: {} }));
    expect(store().load('v0')).toBeNull();
  });

  it('keeps working without storage', () => {
    const none = createDraftStore<Values>({ form: 'test', pick: (v) => v, storage: () => null });
    none.save('new', values);
    expect(none.load('new')).toBeNull();
    none.clear('new');
  });

  it('survives a full storage', () => {
    const full = new MemoryStorage();
    full.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    const s = createDraftStore<Values>({ form: 'test', pick: (v) => v, storage: () => full });
    expect(() => s.save('new', values)).not.toThrow();
  });
});
