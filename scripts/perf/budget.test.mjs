// @vitest-environment node
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { gzip9Size, isAdminChunk, isJavaScript, tableRows, verdict } from './budget.mjs';

const js = (name, gzipBytes) => ({ url: `http://127.0.0.1:4000/assets/${name}`, gzipBytes });

describe('isJavaScript', () => {
  it('goes by the content type, then by the file name', () => {
    expect(isJavaScript('http://h/a', 'text/javascript; charset=utf-8')).toBe(true);
    expect(isJavaScript('http://h/a', 'application/ecmascript')).toBe(true);
    expect(isJavaScript('http://h/assets/x-1.js?v=2', '')).toBe(true);
    expect(isJavaScript('http://h/assets/x.mjs', 'application/octet-stream')).toBe(true);
    expect(isJavaScript('http://h/api/properties', 'application/json')).toBe(false);
    expect(isJavaScript('http://h/assets/index.css', 'text/css')).toBe(false);
    expect(isJavaScript('http://h/assets/data.json', 'application/json')).toBe(false);
  });
});

describe('isAdminChunk', () => {
  it.each([
    'AdminShell-DsQBzjCJ.js',
    'PropertiesSection-D6CTzXqe.js',
    'ChatbotAnalyticsSection-CJyb1qX3.js',
    'LoginPage-wurN9-N4.js',
    'VerifyEmailPage-DGf7rnVF.js',
    'admin-Ab12.js',
  ])('flags %s', (name) => {
    expect(isAdminChunk(js(name).url)).toBe(true);
  });

  it('flags code under an admin folder', () => {
    expect(isAdminChunk('http://h/assets/admin/table-1.js')).toBe(true);
  });

  it.each([
    'index-C5dc7OEu.js',
    'HomePage-DYEtx58O.js',
    'ServicesTeaser-FobuDMkG.js',
    'dist-BZDVSHAc.js',
    'ChatWidget-8ODqfsVk.js',
    'Dialog-CtXgT_y3.js',
  ])('leaves the public chunk %s alone', (name) => {
    expect(isAdminChunk(js(name).url)).toBe(false);
  });
});

describe('gzip9Size', () => {
  it('is the length of the bytes compressed at gzip level 9, which round-trips', () => {
    const text = Buffer.from('export const a = 1;\n'.repeat(5_000));
    const size = gzip9Size(text);
    expect(size).toBeLessThan(text.length / 50);
    expect(size).toBeLessThanOrEqual(zlib.gzipSync(text, { level: 1 }).length);
    expect(size).toBe(zlib.gzipSync(text, { level: 9 }).length);
  });
});

describe('verdict', () => {
  const target = { page: '/about', budget: 1_000 };

  it('is ok at exactly the budget and over one byte past it', () => {
    expect(verdict(target, [js('a.js', 600), js('b.js', 400)])).toMatchObject({ files: 2, gzipBytes: 1_000, ok: true, status: 'ok' });
    expect(verdict(target, [js('a.js', 600), js('b.js', 401)])).toMatchObject({ gzipBytes: 1_001, ok: false, status: 'over' });
  });

  it('names an unmet target of a page held at an interim budget, without failing it', () => {
    const interim = { page: '/', budget: 1_100, target: 1_000 };
    expect(verdict(interim, [js('a.js', 1_050)])).toMatchObject({ ok: true, status: 'ok (target 1,000 not met)' });
    expect(verdict(interim, [js('a.js', 1_000)])).toMatchObject({ ok: true, status: 'ok' });
    expect(verdict(interim, [js('a.js', 1_101)])).toMatchObject({ ok: false, status: 'over' });
  });

  it('counts a file fetched twice once', () => {
    expect(verdict(target, [js('a.js', 600), js('a.js', 600), js('b.js', 300)])).toMatchObject({ files: 2, gzipBytes: 900, ok: true });
  });

  it('leaves later files out of the sum but fails on admin code in them', () => {
    const v = verdict(target, [js('a.js', 900)], [js('ChatWidget-1.js', 5_000), js('TeamSection-2.js', 100)]);
    expect(v.gzipBytes).toBe(900);
    expect(v.adminChunks).toEqual([js('TeamSection-2.js').url]);
    expect(v).toMatchObject({ ok: false, status: 'admin code' });
  });

  it('names both problems when a page is over and fetched admin code', () => {
    expect(verdict(target, [js('AdminShell-x.js', 2_000)]).status).toBe('over, admin code');
  });

  it('gives table rows with grouped figures', () => {
    const v = verdict({ page: '/', budget: 110_000 }, [js('a.js', 125_720)]);
    expect(tableRows([v])).toEqual([['/', '1', '125,720', '110,000', 'over']]);
  });
});
