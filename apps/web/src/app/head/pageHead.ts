import type { SiteSettings } from '@rentfront/shared/site';

/** What a public page says about itself in <head>: the same on the server and after hydration. */
export interface PageHead {
  /** The page's own title; the site's name is appended. Empty: the site's name alone. */
  title: string;
  description?: string;
  /** Path of the canonical address (made absolute with the site's origin); none for a noindex page. */
  canonicalPath?: string;
  /** Open Graph image: absolute, or a path on this site. */
  image?: string;
  /** schema.org data, written as application/ld+json. */
  jsonLd?: Record<string, unknown>;
  noindex?: boolean;
}

export interface HeadContext {
  site: SiteSettings | undefined;
  /** The site's public origin, e.g. https://rentals.example.com (no trailing slash). */
  origin: string;
}

/** One element of the page's head, as data: the server prints it, the browser builds it. */
export interface HeadTag {
  tag: 'title' | 'meta' | 'link' | 'script';
  attrs: Record<string, string>;
  text?: string;
}

export const DEFAULT_SITE_NAME = 'Rentfront Property Rentals';

export function absoluteUrl(origin: string, pathOrUrl: string): string {
  return /^https?:\/\//i.test(pathOrUrl) ? pathOrUrl : `${origin}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

export function fullTitle(title: string, siteName: string): string {
  return title ? `${title} | ${siteName}` : siteName;
}

/** The head elements of a page, in order: title, description, robots, canonical, Open Graph, Twitter, JSON-LD. */
export function headTags(head: PageHead, ctx: HeadContext): HeadTag[] {
  const siteName = ctx.site?.name || DEFAULT_SITE_NAME;
  const title = fullTitle(head.title, siteName);
  const tags: HeadTag[] = [{ tag: 'title', attrs: {}, text: title }];
  const meta = (attr: 'name' | 'property', key: string, content: string) => tags.push({ tag: 'meta', attrs: { [attr]: key, content } });
  if (head.description) meta('name', 'description', head.description);
  if (head.noindex) {
    meta('name', 'robots', 'noindex');
    return tags;
  }
  const url = head.canonicalPath ? absoluteUrl(ctx.origin, head.canonicalPath) : undefined;
  if (url) tags.push({ tag: 'link', attrs: { rel: 'canonical', href: url } });
  meta('property', 'og:type', 'website');
  meta('property', 'og:site_name', siteName);
  meta('property', 'og:title', title);
  if (head.description) meta('property', 'og:description', head.description);
  if (url) meta('property', 'og:url', url);
  if (head.image) meta('property', 'og:image', absoluteUrl(ctx.origin, head.image));
  meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary');
  if (head.jsonLd) tags.push({ tag: 'script', attrs: { type: 'application/ld+json' }, text: JSON.stringify(head.jsonLd) });
  return tags;
}

/** Cuts text at a word boundary to at most `max` characters (descriptions, JSON-LD). */
export function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}
