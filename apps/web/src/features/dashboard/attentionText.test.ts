import { describe, expect, it } from 'vitest';
import { countText, newSinceText } from './attentionText';

describe('attention texts', () => {
  it('prints counts with separators and a plus past the cap', () => {
    expect(countText(0, false)).toBe('0');
    expect(countText(1234, false)).toBe('1,234');
    expect(countText(1000, true)).toBe('1,000+');
  });

  it('says what is new since the last visit, and nothing on a first visit', () => {
    expect(newSinceText(null)).toBeNull();
    expect(newSinceText({ count: 0, capped: false })).toBe('0 new since your last visit');
    expect(newSinceText({ count: 1000, capped: true })).toBe('1,000+ new since your last visit');
  });
});
