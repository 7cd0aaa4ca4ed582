import fs from 'node:fs';
import type { PageScripts } from '@rentfront/shared/page-scripts';

/** One chunk of Vite's build manifest (`.vite/manifest.json`). */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
export type BuildManifest = Record<string, ManifestChunk>;

/** The app's entry (index.html) and the script that starts it once a page is painted (apps/web). */
const ENTRY = 'index.html';
const STARTER = 'src/start-after-paint.ts';

export function readManifest(file: string): BuildManifest | null {
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as BuildManifest) : null;
}

/** How a server-rendered page loads its JavaScript (ADR 0029). */
export interface PageScriptPlan {
  /**
   * For the head: the rendered pages' own stylesheets (the entry's is in the template already).
   * No `modulepreload` there: Chrome fetches a preloaded module's whole import graph, the entry
   * included, and holds DOMContentLoaded for it (ADR 0029). The starter adds them after the paint.
   */
  headTags: string;
  /** The script the page asks for before it is painted, which loads `scripts` after. */
  starter: string;
  scripts: PageScripts;
}

/**
 * The plan for a page that rendered `modules` (source paths, as the manifest keys them), or null
 * for a build without the starter, whose pages then run the entry straight from the template.
 * `preload` is every file the entry and the pages import, each once and never the entry itself,
 * so the browser fetches them together instead of one import level at a time.
 */
export function pageScriptPlan(manifest: BuildManifest, modules: string[]): PageScriptPlan | null {
  const entry = manifest[ENTRY];
  const starter = manifest[STARTER];
  if (!entry || !starter) return null;
  const preload: string[] = [];
  const styles: string[] = [];
  // The starter is the page's already: the entry imports its constants from it (vite.config.ts).
  const seen = new Set<string>([ENTRY, STARTER]);
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    preload.push(`/${chunk.file}`);
    for (const css of chunk.css ?? []) if (!entry.css?.includes(css)) styles.push(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  [...(entry.imports ?? []), ...modules].forEach(visit);
  return {
    headTags: styles.map((href) => `<link rel="stylesheet" crossorigin href="/${href}">`).join(''),
    starter: `<script type="module" crossorigin src="/${starter.file}"></script>`,
    scripts: { entry: `/${entry.file}`, preload },
  };
}
