import { describe, expect, it } from 'vitest';
import { checkNewPhotos } from './photoRules';

const MB = 1024 * 1024;
const file = (name: string, type = 'image/jpeg', size = MB) => ({ name, type, size });

describe('maintenance photo rules', () => {
  it('accepts images up to 5MB', () => {
    const ok = [file('a.jpg'), file('b.png', 'image/png', 5 * MB)];
    expect(checkNewPhotos(0, ok)).toEqual({ accepted: ok, errors: [] });
  });

  it('refuses non-images and large files by name, keeping the good ones', () => {
    const result = checkNewPhotos(0, [file('ok.jpg'), file('notes.txt', 'text/plain'), file('big.jpg', 'image/jpeg', 5 * MB + 1)]);
    expect(result.accepted.map((f) => f.name)).toEqual(['ok.jpg']);
    expect(result.errors).toEqual(['notes.txt is not a valid image file', 'big.jpg is too large. Maximum size is 5MB']);
  });

  it('refuses a selection that would pass 10 photos in total', () => {
    expect(checkNewPhotos(8, [file('a.jpg'), file('b.jpg')]).errors).toEqual([]);
    expect(checkNewPhotos(9, [file('a.jpg'), file('b.jpg')])).toEqual({ accepted: [], errors: ['Maximum 10 photos allowed'] });
    expect(
      checkNewPhotos(
        0,
        Array.from({ length: 11 }, (_, i) => file(`${i}.jpg`)),
      ).errors,
    ).toEqual(['Maximum 10 photos allowed']);
  });
});
