import { describe, expect, it } from 'vitest';
import { addPhotos, REQUEST_PHOTO_MAX_BYTES } from './photoChecks';

const file = (name: string, type = 'image/jpeg', size = 1000) => {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};

describe('addPhotos', () => {
  it('keeps pictures up to six and says how many were left out', () => {
    const current = [file('1.jpg'), file('2.jpg'), file('3.jpg'), file('4.jpg')];
    const { accepted, problems } = addPhotos(current, [
      file('5.png', 'image/png'),
      file('6.webp', 'image/webp'),
      file('7.jpg'),
      file('8.jpg'),
    ]);
    expect(accepted.map((f) => f.name)).toEqual(['1.jpg', '2.jpg', '3.jpg', '4.jpg', '5.png', '6.webp']);
    expect(problems).toEqual(['At most 6 photos: 2 left out.']);
  });

  it('refuses files that are not pictures or are over 5 MB, naming them', () => {
    const { accepted, problems } = addPhotos(
      [],
      [file('notes.pdf', 'application/pdf'), file('big.jpg', 'image/jpeg', REQUEST_PHOTO_MAX_BYTES + 1), file('ok.jpg')],
    );
    expect(accepted.map((f) => f.name)).toEqual(['ok.jpg']);
    expect(problems).toEqual(['notes.pdf: only JPEG, PNG or WebP pictures can be attached.', 'big.jpg: a photo can be at most 5 MB.']);
  });

  it('takes a picture of exactly 5 MB', () => {
    expect(addPhotos([], [file('edge.jpg', 'image/jpeg', REQUEST_PHOTO_MAX_BYTES)]).accepted).toHaveLength(1);
  });
});
