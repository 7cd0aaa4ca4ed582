import { describe, expect, it } from 'vitest';
import type { Property } from '@rentfront/shared/properties';
import { COORDINATES_PAIR_MESSAGE, PROPERTY_MESSAGES } from '@rentfront/shared/properties';
import {
  appendFields,
  appendImages,
  checkNewFiles,
  checkValues,
  emptyValues,
  moveItem,
  newImageBytes,
  splitList,
  valuesFromProperty,
  type ImageItem,
} from './propertyForm';

const valid = () => ({
  ...emptyValues(),
  title: 'Loft',
  description: 'Nice',
  property_type: 'apartment',
  status: 'available',
  area_sqft: '900',
  bedrooms: '2',
  bathrooms: '1.5',
  price: '1450.50',
  address: '1 Main St',
  city: 'Albany',
  state: 'NY',
  pincode: '12207',
});

const entries = (form: FormData) => [...form.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : (v as File).name]);

describe('admin property form', () => {
  it('applies the form rules of the spec', () => {
    expect(checkValues(valid())).toEqual({});
    const errors = checkValues({ ...emptyValues(), bathrooms: '1.25', floors: '0', lease_term: '0', website: 'nope', price: '1.005' });
    expect(errors).toMatchObject({
      title: 'Title is required',
      bathrooms: 'Bathrooms must be a multiple of 0.5',
      floors: 'Floors must be at least 1',
      lease_term: 'Lease term must be at least 1 month',
      website: 'Website must be a valid URL',
      price: 'Price must be a multiple of 0.01',
      pincode: 'Pincode is required',
    });
    expect(checkValues({ ...valid(), bedrooms: '-1' })).toHaveProperty('bedrooms');
  });

  it('splits comma lists into trimmed entries', () => {
    expect(splitList(' Heat, , Water ,')).toEqual(['Heat', 'Water']);
  });

  it('adds: every non-empty field, lists as JSON text, images as media_files in order', () => {
    const form = new FormData();
    appendFields(form, { ...valid(), amenities: 'Gym, Pool', featured: true, website: '' });
    const a = new File(['a'], 'a.png', { type: 'image/png' });
    const b = new File(['b'], 'b.png', { type: 'image/png' });
    appendImages(
      form,
      [
        { kind: 'new', key: '1', file: b, preview: '' },
        { kind: 'new', key: '2', file: a, preview: '' },
      ],
      false,
    );
    const list = entries(form);
    expect(list).toContainEqual(['amenities', '["Gym","Pool"]']);
    expect(list).toContainEqual(['featured', 'true']);
    expect(list.map(([k]) => k)).not.toContain('website');
    expect(list.map(([k]) => k)).not.toContain('utilities');
    expect(list.filter(([k]) => k === 'media_files')).toEqual([
      ['media_files', 'b.png'],
      ['media_files', 'a.png'],
    ]);
  });

  it('edits: only changed fields; an emptied optional field is sent blank', () => {
    const original = { ...valid(), website: 'https://x.example', amenities: 'Gym', deposit: '900' };
    const form = new FormData();
    appendFields(form, { ...original, price: '1500', website: '', amenities: 'Gym, Pool', deposit: '900' }, original);
    expect(entries(form)).toEqual([
      ['amenities', '["Gym","Pool"]'],
      ['website', ''],
      ['price', '1500'],
    ]);
  });

  it('edits images: existing order with new:N placeholders, new files as images', () => {
    const f = new File(['x'], 'new.png', { type: 'image/png' });
    const items: ImageItem[] = [
      { kind: 'new', key: 'n', file: f, preview: '' },
      { kind: 'existing', key: 'a', url: '/media/properties/a/800.webp' },
    ];
    const form = new FormData();
    appendImages(form, items, true);
    expect(entries(form)).toEqual([
      ['images', 'new.png'],
      ['existing_images', '["new:0","/media/properties/a/800.webp"]'],
      ['image_captions', '[null,null]'],
    ]);
  });

  it("sends the captions in the images' order: on an add only when there is one, on an edit always", () => {
    const f = new File(['x'], 'new.png', { type: 'image/png' });
    const items: ImageItem[] = [
      { kind: 'new', key: 'n', file: f, preview: '', caption: '  Kitchen ' },
      { kind: 'existing', key: 'a', url: '/media/properties/a/800.webp', caption: '' },
    ];
    const added = new FormData();
    appendImages(added, items, false);
    expect(entries(added)).toContainEqual(['image_captions', '["Kitchen",null]']);
    const plain = new FormData();
    appendImages(plain, [{ kind: 'new', key: 'n', file: f, preview: '' }], false);
    expect(entries(plain).map(([k]) => k)).not.toContain('image_captions');
    const edited = new FormData();
    appendImages(edited, items, true);
    expect(entries(edited)).toContainEqual(['image_captions', '["Kitchen",null]']);
  });

  it('reads a property into the form', () => {
    const values = valuesFromProperty({
      ...valid(),
      bathrooms: 1.5,
      amenities: ['Gym', 'Pool'],
      deposit: null,
      featured: true,
    } as unknown as Property);
    expect(values).toMatchObject({ bathrooms: '1.5', amenities: 'Gym, Pool', deposit: '', featured: true });
  });

  it("edits the office's own fees as JSON, leaving the deposit to its field, and sends them when changed (issue 35)", () => {
    const fees = [
      { name: 'Security deposit', amount: 900, frequency: 'one_time', required: true, refundable: true, note: null, kind: 'deposit' },
      { name: 'Trash', amount: 25, frequency: 'monthly', required: true, refundable: false, note: null, kind: 'fee' },
      { name: 'Water', amount: null, frequency: 'monthly', required: true, refundable: false, note: 'Varies', kind: 'fee' },
    ];
    const values = valuesFromProperty({ ...valid(), status: 'hold', fees } as unknown as Property);
    expect(JSON.parse(values.fees)).toEqual([
      { name: 'Trash', amount: '25', frequency: 'monthly', required: true, refundable: false, note: null },
      { name: 'Water', amount: null, frequency: 'monthly', required: true, refundable: false, note: 'Varies' },
    ]);
    // On hold an unknown amount may wait; available, the form names the fee like the server.
    expect(checkValues(values).fees).toBeUndefined();
    expect(checkValues({ ...values, status: 'available' }).fees).toBe(
      'The required fee "Water" has no amount. Enter its amount, or make it optional, before the listing is available.',
    );
    const unchanged = new FormData();
    appendFields(unchanged, values, values);
    expect(entries(unchanged).find(([n]) => n === 'fees')).toBeUndefined();
    const emptied = new FormData();
    appendFields(emptied, { ...values, fees: '' }, values);
    expect(entries(emptied).find(([n]) => n === 'fees')).toEqual(['fees', '']);
  });

  it('checks picked files and moves images', () => {
    const img = new File(['x'], 'a.png', { type: 'image/png' });
    const pdf = new File(['x'], 'b.pdf', { type: 'application/pdf' });
    expect(checkNewFiles([img, pdf], 0)).toEqual({ accepted: [img], error: 'b.pdf is not a valid image file' });
    expect(checkNewFiles([img], 20)).toEqual({ accepted: [], error: 'Maximum 20 images allowed' });
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b'], 0, 5)).toEqual(['a', 'b']);
  });
});

describe('the property form adds up its new images before sending (issue 30 S1)', () => {
  /** A picked file of `mb` MB (its size is all the check reads). */
  const photo = (name: string, mb: number) => {
    const file = new File(['x'], name, { type: 'image/jpeg' });
    Object.defineProperty(file, 'size', { value: mb * 1024 * 1024 });
    return file;
  };

  it("refuses the file that would take one save past the server's 100 MB, with the server's message", () => {
    const eleven = Array.from({ length: 11 }, (_, i) => photo(`p${i}.jpg`, 9.5));
    const { accepted, error } = checkNewFiles(eleven, 0);
    expect(accepted).toHaveLength(10);
    expect(error).toBe(PROPERTY_MESSAGES.imagesTooLargeTotal);
    expect(error).toBe('The images add up to more than 100MB. Please upload fewer at once.');
    // The images already waiting count too; those already uploaded do not.
    const waiting: ImageItem[] = accepted.map((file, i) => ({ kind: 'new', key: `k${i}`, file, preview: '' }));
    expect(newImageBytes([...waiting, { kind: 'existing', key: 'old', url: '/media/properties/a/800.webp' }])).toBe(95 * 1024 * 1024);
    expect(checkNewFiles([photo('one-more.jpg', 5)], 10, newImageBytes(waiting)).error).toBe(PROPERTY_MESSAGES.imagesTooLargeTotal);
    expect(checkNewFiles([photo('small.jpg', 2)], 10, newImageBytes(waiting))).toEqual({ accepted: [expect.any(File)] });
  });
});

describe('map coordinates in the property form', () => {
  it('asks for both coordinates or neither', () => {
    const base = {
      ...emptyValues(),
      title: 'T',
      description: 'D',
      property_type: 'apartment',
      status: 'available',
      area_sqft: '900',
      bedrooms: '2',
      bathrooms: '1',
      price: '1500',
      address: 'A',
      city: 'C',
      state: 'S',
      pincode: '1',
    };
    expect(checkValues({ ...base, latitude: '42.6' })).toEqual({ longitude: COORDINATES_PAIR_MESSAGE });
    expect(checkValues({ ...base, longitude: '-73.7' })).toEqual({ latitude: COORDINATES_PAIR_MESSAGE });
    expect(checkValues({ ...base, latitude: '42.6', longitude: '-73.7' })).toEqual({});
    expect(checkValues(base)).toEqual({});
  });

  it('sends both coordinates when the pin moved, even if one stayed the same', () => {
    const original = { ...emptyValues(), title: 'T', latitude: '42.6', longitude: '-73.7' };
    const form = new FormData();
    appendFields(form, { ...original, longitude: '-73.8' }, original);
    expect(form.get('latitude')).toBe('42.6');
    expect(form.get('longitude')).toBe('-73.8');
    const cleared = new FormData();
    appendFields(cleared, { ...original, latitude: '', longitude: '' }, original);
    expect([cleared.get('latitude'), cleared.get('longitude')]).toEqual(['', '']);
    const untouched = new FormData();
    appendFields(untouched, { ...original, title: 'New' }, original);
    expect(untouched.has('latitude')).toBe(false);
  });
});
