import crypto from 'node:crypto';

/**
 * A readable, unique-enough slug: the title in URL form plus six random hex characters, so two
 * listings with the same title never clash and a slug never has to change after an edit.
 */
export function makeSlug(title: string): string {
  const base =
    title
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60)
      .replace(/-+$/, '') || 'property';
  return `${base}-${crypto.randomBytes(3).toString('hex')}`;
}
