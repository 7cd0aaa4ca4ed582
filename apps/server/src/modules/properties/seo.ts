/** robots.txt: the admin area and the API stay out of search engines; the sitemap index is named. */
export function buildRobots(publicUrl: string): string {
  return ['User-agent: *', 'Disallow: /admin', 'Disallow: /api/', 'Allow: /', '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join('\n');
}
