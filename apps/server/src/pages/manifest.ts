import fs from 'node:fs';

/** One chunk of Vite's build manifest (`.vite/manifest.json`). */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
export type BuildManifest = Record<string, ManifestChunk>;

export function readManifest(file: string): BuildManifest | null {
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as BuildManifest) : null;
}

/**
 * `<link rel="modulepreload">` for what the page runs first: the entry's own imports (the build
 * leaves preloading to the server: no preload helper in the bundle) and the rendered pages' chunks
 * with everything they import statically, so the browser fetches them with the HTML instead of
 * one level at a time. The entry's stylesheet is in the template already.
 */
export function preloadLinks(manifest: BuildManifest, modules: string[]): string {
  const entry = manifest['index.html'];
  const files: string[] = [];
  const styles: string[] = [];
  const seen = new Set<string>(['index.html']);
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    files.push(chunk.file);
    for (const css of chunk.css ?? []) if (!entry?.css?.includes(css)) styles.push(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  [...(entry?.imports ?? []), ...modules].forEach(visit);
  return [
    ...styles.map((href) => `<link rel="stylesheet" crossorigin href="/${href}">`),
    ...files.map((href) => `<link rel="modulepreload" crossorigin href="/${href}">`),
  ].join('');
}
