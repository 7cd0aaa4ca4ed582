import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Download } from 'playwright-core';

/**
 * A download's bytes. The journeys connect to one shared Chromium (support/chromium.ts), and a
 * browser reached over a connection keeps its downloads on its side: `download.path()` is refused
 * there, so the file is saved to a temporary copy and read from it.
 */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rentfront-download-'));
  try {
    const file = path.join(dir, download.suggestedFilename());
    await download.saveAs(file);
    return fs.readFileSync(file);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
