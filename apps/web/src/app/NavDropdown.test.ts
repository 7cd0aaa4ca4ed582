import { describe, expect, it } from 'vitest';
import { nextIndex } from './NavDropdown';

describe('nextIndex', () => {
  it('moves down and up, wrapping at both ends', () => {
    expect(nextIndex('ArrowDown', 0, 3)).toBe(1);
    expect(nextIndex('ArrowDown', 2, 3)).toBe(0);
    expect(nextIndex('ArrowUp', 0, 3)).toBe(2);
    expect(nextIndex('ArrowUp', 2, 3)).toBe(1);
  });

  it('jumps to the first and last with Home and End, and ignores other keys', () => {
    expect(nextIndex('Home', 2, 3)).toBe(0);
    expect(nextIndex('End', 0, 3)).toBe(2);
    expect(nextIndex('Enter', 1, 3)).toBeNull();
  });
});
