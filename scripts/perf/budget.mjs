// The budget check's arithmetic: which responses count, what they weigh, and the verdict per page.
import path from 'node:path';
import zlib from 'node:zlib';

/** A response is JavaScript by its type, or by its name when the server sent no useful type. */
export function isJavaScript(url, contentType = '') {
  if (/\b(java|ecma)script\b/i.test(contentType)) return true;
  return /\.m?js$/i.test(new URL(url).pathname);
}

/**
 * Admin code a public page must never fetch. Vite names a lazy chunk after the module it starts
 * from, and admin code is only reachable through the admin shell, its sections (one chunk each, see
 * apps/web/src/app/admin/sections.ts) and the sign-in pages; code under an `admin` folder keeps
 * that folder's name. Shared chunks (React, the design system) are not admin code.
 */
export function isAdminChunk(url) {
  const { pathname } = new URL(url);
  const file = path.posix.basename(pathname);
  return (
    /(^|\/)admin(\/|$)/i.test(path.posix.dirname(pathname)) ||
    /^(AdminShell|[A-Za-z]*Section|LoginPage|VerifyEmailPage)-[\w-]+\.m?js$/.test(file) ||
    /^admin[\w.-]*\.m?js$/i.test(file)
  );
}

/** Size of the bytes compressed with gzip at level 9: the same figure whatever the server sent. */
export function gzip9Size(bytes) {
  return zlib.gzipSync(bytes, { level: 9 }).length;
}

/**
 * The verdict for one page.
 * @param {{ page: string, budget: number, target?: number }} target the enforced budget, and the
 *   issue's target where the budget is an interim one
 * @param {{ url: string, gzipBytes: number }[]} firstLoad JavaScript fetched until the network was idle
 * @param {{ url: string }[]} later JavaScript fetched after that, while the page stayed open (the
 *   chat and other idle-time loads): not part of the budget, but never admin code either
 */
export function verdict(target, firstLoad, later = []) {
  // A file fetched twice (e.g. a preload and its import) is downloaded once by a real visitor.
  const unique = [...new Map(firstLoad.map((f) => [f.url, f])).values()];
  const gzipBytes = unique.reduce((sum, f) => sum + f.gzipBytes, 0);
  const adminChunks = [...new Set([...firstLoad, ...later].map((f) => f.url).filter(isAdminChunk))];
  const over = gzipBytes > target.budget;
  const problems = [over ? 'over' : null, adminChunks.length ? 'admin code' : null].filter(Boolean);
  // A page held at an interim budget says so while its target is not met (it does not fail).
  const missed = !over && target.target !== undefined && gzipBytes > target.target;
  return {
    page: target.page,
    files: unique.length,
    gzipBytes,
    budget: target.budget,
    adminChunks,
    ok: problems.length === 0,
    status: problems.length ? problems.join(', ') : missed ? `ok (target ${target.target.toLocaleString('en-US')} not met)` : 'ok',
  };
}

/** Rows for the printed table. */
export function tableRows(verdicts) {
  return verdicts.map((v) => [v.page, String(v.files), v.gzipBytes.toLocaleString('en-US'), v.budget.toLocaleString('en-US'), v.status]);
}
