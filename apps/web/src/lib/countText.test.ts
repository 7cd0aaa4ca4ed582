import { describe, expect, it } from 'vitest';
import { totalText } from './countText';

describe('totalText', () => {
  it('shows an exact total as it is and a capped one as a lower bound', () => {
    expect(totalText(7, false)).toBe('7');
    expect(totalText(1234, undefined)).toBe('1234');
    expect(totalText(1000, true)).toBe('1,000+');
  });
});
