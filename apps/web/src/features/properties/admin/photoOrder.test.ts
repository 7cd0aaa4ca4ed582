import type { Active, Over } from '@dnd-kit/core';
import { describe, expect, it } from 'vitest';
import { photoAnnouncements } from './photoOrder';

const keys = ['a', 'b', 'c'];
const names: Record<string, string> = { a: 'image 1', b: 'image 2', c: 'house.png' };
const say = photoAnnouncements(keys, (key) => names[key]);
const active = (id: string) => ({ id }) as unknown as Active;
const over = (id: string) => ({ id }) as unknown as Over;

describe('photo drag announcements', () => {
  it('name the photo and its position, the first being the cover', () => {
    expect(say.onDragStart({ active: active('c') })).toBe('Picked up house.png, position 3 of 3.');
    expect(say.onDragOver({ active: active('c'), over: over('a') })).toBe('house.png is over position 1 of 3, the cover.');
    expect(say.onDragEnd({ active: active('c'), over: over('b') })).toBe('house.png dropped at position 2 of 3.');
    expect(say.onDragCancel({ active: active('a'), over: null })).toBe('Moving image 1 cancelled; it stays at position 1 of 3, the cover.');
  });

  it('stay quiet while the photo is over its own place, and say when it is over none', () => {
    expect(say.onDragOver({ active: active('b'), over: over('b') })).toBeUndefined();
    expect(say.onDragOver({ active: active('b'), over: null })).toBe('image 2 is not over a place.');
    expect(say.onDragEnd({ active: active('b'), over: null })).toBe('image 2 dropped where it was.');
  });
});
