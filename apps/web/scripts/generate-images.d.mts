import type { Plugin } from 'vite';

/** Writes the hero slides and /Home1.jpg into `outDir` (default apps/web/public). */
export function generateImages(outDir?: string): Promise<number>;
/** Vite plugin: draws the pictures before a build or dev server starts. */
export function generatedImages(): Plugin;
/** The names of the files `generateImages` writes. */
export const GENERATED_IMAGE: RegExp;
