// Types for chromium.mjs, which the browser journeys (TypeScript) import too.
import type { Browser } from 'playwright-core';

export declare const CHROMIUM_FLAGS: readonly string[];
export declare function chromiumPath(): string;
export declare function launchForPlaywright(): Promise<Browser>;
export declare function launchForLighthouse(): Promise<{ port: number; version: string; kill: () => Promise<void> }>;
