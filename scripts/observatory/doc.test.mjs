// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { END, START, withObservatorySection } from './doc.mjs';

describe('withObservatorySection', () => {
  const doc = `# Security notes\n\n## Response headers\n\nIntro.\n\n${START}\nold\n${END}\n\n## Next\n\nKept.\n`;

  it('replaces only what is between the markers, and again to the same text', () => {
    const out = withObservatorySection(doc, 'new tables\n');
    expect(out).toBe(`# Security notes\n\n## Response headers\n\nIntro.\n\n${START}\nnew tables\n${END}\n\n## Next\n\nKept.\n`);
    expect(withObservatorySection(out, 'new tables')).toBe(out);
  });

  it('adds the section at the end when there are no markers', () => {
    expect(withObservatorySection('# Security notes\n\nText.\n\n', 't')).toBe(`# Security notes\n\nText.\n\n${START}\nt\n${END}\n`);
  });

  it('refuses damaged markers rather than guessing', () => {
    expect(() => withObservatorySection(`${START}\nno end`, 't')).toThrow(/damaged/);
    expect(() => withObservatorySection(`${END}\n${START}`, 't')).toThrow(/damaged/);
  });
});
