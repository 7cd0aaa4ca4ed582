import { describe, expect, it } from 'vitest';
import { pageScriptPlan, type BuildManifest } from './manifest';

const manifest: BuildManifest = {
  'index.html': {
    file: 'assets/index-1.js',
    isEntry: true,
    imports: ['_react-1.js', 'src/start-after-paint.ts'],
    css: ['assets/index-1.css'],
  },
  'src/start-after-paint.ts': { file: 'assets/start-after-paint-1.js', isEntry: true },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_Field-1.js': { file: 'assets/Field-1.js', imports: ['_react-1.js', 'index.html'] },
  'src/features/a/APage.tsx': { file: 'assets/APage-1.js', imports: ['index.html', '_Field-1.js'], css: ['assets/APage-1.css'] },
  'src/features/b/BPage.tsx': { file: 'assets/BPage-1.js', imports: ['_Field-1.js'] },
};

describe('pageScriptPlan', () => {
  const plan = pageScriptPlan(manifest, ['src/features/a/APage.tsx', 'src/features/b/BPage.tsx'])!;

  it("lists the entry, and the entry's imports and each page's chunk with its imports, each once, for after the first paint", () => {
    expect(plan.scripts).toEqual({
      entry: '/assets/index-1.js',
      preload: ['/assets/react-1.js', '/assets/APage-1.js', '/assets/Field-1.js', '/assets/BPage-1.js'],
    });
    expect(plan.starter).toBe('<script type="module" crossorigin src="/assets/start-after-paint-1.js"></script>');
  });

  it("puts only the pages' own stylesheets in the head, no module preloads (they would fetch the entry before the paint)", () => {
    expect(plan.headTags).toBe('<link rel="stylesheet" crossorigin href="/assets/APage-1.css">');
  });

  it('ignores modules the build does not know', () => {
    const unknown = pageScriptPlan(manifest, ['src/missing.tsx'])!;
    expect(unknown.scripts.preload).toEqual(['/assets/react-1.js']);
    expect(unknown.headTags).toBe('');
  });

  it('has no plan for a build without the starter (its pages run the entry from the template)', () => {
    const { 'src/start-after-paint.ts': _starter, ...withoutStarter } = manifest;
    expect(pageScriptPlan(withoutStarter, ['src/features/a/APage.tsx'])).toBeNull();
  });
});
