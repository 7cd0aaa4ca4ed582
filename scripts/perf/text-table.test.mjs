// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { markdownTable, textTable } from './text-table.mjs';

describe('textTable', () => {
  it('pads text left-aligned and numbers right-aligned', () => {
    expect(
      textTable(
        ['page', 'bytes'],
        [
          ['/', '125,720'],
          ['/about', '9'],
        ],
      ),
    ).toBe(['page      bytes', '------  -------', '/       125,720', '/about        9'].join('\n'));
  });
});

describe('markdownTable', () => {
  it('right-aligns number columns and escapes pipes', () => {
    expect(markdownTable(['page', 'score'], [['/a|b', '96']])).toBe(['| page | score |', '| --- | ---: |', '| /a\\|b | 96 |'].join('\n'));
  });
});
