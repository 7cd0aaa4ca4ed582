import { describe, expect, it } from 'vitest';
import { preloadLinks, type BuildManifest } from './manifest';

const manifest: BuildManifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react-1.js'], css: ['assets/index-1.css'] },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_Field-1.js': { file: 'assets/Field-1.js', imports: ['_react-1.js', 'index.html'] },
  'src/features/a/APage.tsx': { file: 'assets/APage-1.js', imports: ['index.html', '_Field-1.js'], css: ['assets/APage-1.css'] },
  'src/features/b/BPage.tsx': { file: 'assets/BPage-1.js', imports: ['_Field-1.js'] },
};

describe('preloadLinks', () => {
  it("preloads the entry's imports and each page's chunk with its imports, each once, never the entry itself", () => {
    const html = preloadLinks(manifest, ['src/features/a/APage.tsx', 'src/features/b/BPage.tsx']);
    const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="\/([^"]+)">/g)].map((m) => m[1]);
    expect(preloads).toEqual(['assets/react-1.js', 'assets/APage-1.js', 'assets/Field-1.js', 'assets/BPage-1.js']);
    // A page's own stylesheet comes with it; the entry's is in the template already.
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/APage-1.css">');
    expect(html).not.toContain('index-1');
  });

  it('ignores modules the build does not know', () => {
    expect(preloadLinks(manifest, ['src/missing.tsx'])).toBe('<link rel="modulepreload" crossorigin href="/assets/react-1.js">');
  });
});
