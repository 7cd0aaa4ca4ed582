// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { END, START, withSection } from './perf-doc.mjs';

describe('withSection', () => {
  const doc = `# Performance\n\nHand-written intro.\n\n${START}\nold table\n${END}\n\n## Notes\n\nKept.\n`;

  it('replaces only what is between the markers', () => {
    const out = withSection(doc, 'new table\n');
    expect(out).toBe(`# Performance\n\nHand-written intro.\n\n${START}\nnew table\n${END}\n\n## Notes\n\nKept.\n`);
    expect(withSection(out, 'new table')).toBe(out);
  });

  it('adds the section at the end of a document without markers, or starts a new one', () => {
    expect(withSection('# Perf\n\nText.\n\n', 't')).toBe(`# Perf\n\nText.\n\n${START}\nt\n${END}\n`);
    expect(withSection('', 't')).toBe(`# Performance\n\n${START}\nt\n${END}\n`);
  });

  it('refuses damaged markers rather than guessing', () => {
    expect(() => withSection(`${START}\nno end`, 't')).toThrow(/damaged/);
    expect(() => withSection(`${END}\n${START}`, 't')).toThrow(/damaged/);
  });
});
