import { describe, expect, it } from 'vitest';
import { checkProfilePhoto, initialsOf } from './photoRules';

describe('profile photo rules', () => {
  it('accepts images up to 5MB', () => {
    expect(checkProfilePhoto({ type: 'image/png', size: 5 * 1024 * 1024 })).toBeNull();
  });
  it('refuses larger files and non-images with the spec messages', () => {
    expect(checkProfilePhoto({ type: 'image/jpeg', size: 5 * 1024 * 1024 + 1 })).toBe('Profile photo must be less than 5MB');
    expect(checkProfilePhoto({ type: 'application/pdf', size: 10 })).toBe('Please select a valid image file');
  });
  it('makes initials', () => {
    expect(initialsOf('Jane Q. Doe')).toBe('JD');
    expect(initialsOf('admin')).toBe('A');
    expect(initialsOf('')).toBe('?');
  });
});
