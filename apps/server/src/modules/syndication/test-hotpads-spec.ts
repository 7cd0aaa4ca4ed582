// The HotPads Rental Listings Feed's rules for "single family homes and individual apartment/condo
// units" as the feed test checks them: the elements the guide requires, the type of every element
// we write, and the guide's element order. The document is parsed by fast-xml-parser, not by us.
import { XMLParser, XMLValidator } from 'fast-xml-parser';

const DECIMAL = /^-?\d+(\.\d+)?$/;
const INTEGER = /^\d+$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
const URL_ = /^https?:\/\/\S+$/;
const TEXT = /\S/;

/** The children of <Listing>, in the guide's order, with the pattern each one's text must match. */
export const LISTING_ELEMENTS: [name: string, type: RegExp][] = [
  ['name', TEXT],
  ['unit', TEXT],
  ['street', TEXT],
  ['city', TEXT],
  ['state', TEXT],
  ['zip', TEXT],
  ['country', /^[A-Z]{2}$/],
  ['latitude', DECIMAL],
  ['longitude', DECIMAL],
  ['lastUpdated', DATETIME],
  ['contactName', TEXT],
  ['contactEmail', /^[^@\s]+@[^@\s]+$/],
  ['contactPhone', TEXT],
  ['contactTimes', TEXT],
  ['previewMessage', TEXT],
  ['description', TEXT],
  ['terms', TEXT],
  ['leaseTerm', /^(ONEYEAR|SIXMONTHS|MONTHTOMONTH|RENTTOOWN|CONTACT)$/],
  ['website', URL_],
  ['virtualTourUrl', URL_],
  ['ListingTag', /^$/],
  ['ListingPhoto', /^$/],
  ['price', DECIMAL],
  ['pricingFrequency', /^(MONTHLY|WEEKLY|DAILY|NIGHTLY)$/],
  ['deposit', DECIMAL],
  ['numBedrooms', INTEGER],
  ['numFullBaths', INTEGER],
  ['numHalfBaths', INTEGER],
  ['squareFeet', INTEGER],
  ['dateAvailable', DATE],
];

/** Required for a listing to appear (the guide: "listings with required fields missing will not appear"). */
export const REQUIRED_LISTING_ELEMENTS = ['street', 'city', 'state', 'zip', 'price', 'numBedrooms', 'numFullBaths', 'website'];
export const REQUIRED_CONTACT = ['contactEmail', 'contactPhone'];
export const LISTING_TYPES = ['RENTAL'];
export const LISTING_PROPERTY_TYPES = ['HOUSE', 'CONDO', 'TOWNHOUSE', 'APARTMENT'];
export const LISTING_TAG_TYPES = ['PROPERTY_AMENITY', 'UTILITIES_INCLUDED', 'DOGS_ALLOWED', 'CATS_ALLOWED'];

type Node = Record<string, unknown> & { ':@'?: Record<string, string> };

const ordered = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseTagValue: false,
  trimValues: false,
});

export interface ParsedListing {
  attrs: Record<string, string>;
  /** Element name → text, for the single-valued elements. */
  text: Record<string, string>;
  photos: { source: string; label?: string }[];
  tags: { type: string; tag: string }[];
}

const textOf = (children: unknown): string =>
  Array.isArray(children)
    ? children.map((c: Node) => (typeof c['#text'] === 'string' ? c['#text'] : textOf(Object.values(c)[0]))).join('')
    : '';

/**
 * Parses a feed and returns its listings, or the first rule broken: not well-formed, a missing
 * required element or attribute, a value of the wrong type, an element out of the guide's order.
 */
export function checkHotpadsFeed(xml: string): { listings: ParsedListing[]; problems: string[] } {
  const valid = XMLValidator.validate(xml);
  if (valid !== true) return { listings: [], problems: [`not well-formed: ${valid.err.msg} (line ${valid.err.line})`] };
  const problems: string[] = [];
  const doc = ordered.parse(xml) as Node[];
  const root = doc.find((n) => 'hotPadsItems' in n);
  if (!root) return { listings: [], problems: ['no <hotPadsItems> root'] };
  const items = root.hotPadsItems as Node[];
  const order = LISTING_ELEMENTS.map(([name]) => name);
  const listings: ParsedListing[] = [];
  for (const item of items) {
    if (!('Listing' in item)) continue;
    const attrs = item[':@'] ?? {};
    const where = `Listing ${attrs.id ?? '(no id)'}`;
    if (!attrs.id) problems.push(`${where}: no id`);
    if (!LISTING_TYPES.includes(attrs.type)) problems.push(`${where}: type "${attrs.type}"`);
    if (!attrs.companyId) problems.push(`${where}: no companyId`);
    if (!LISTING_PROPERTY_TYPES.includes(attrs.propertyType)) problems.push(`${where}: propertyType "${attrs.propertyType}"`);
    const children = item.Listing as Node[];
    const text: Record<string, string> = {};
    const photos: ParsedListing['photos'] = [];
    const tags: ParsedListing['tags'] = [];
    let last = -1;
    for (const child of children) {
      const name = Object.keys(child).find((k) => k !== ':@');
      if (!name || name === '#text') continue;
      const at = order.indexOf(name);
      if (at < 0) problems.push(`${where}: unknown element <${name}>`);
      else if (at < last) problems.push(`${where}: <${name}> out of the guide's order`);
      last = Math.max(last, at);
      const value = textOf(child[name]);
      if (name === 'ListingPhoto') {
        const source = child[':@']?.source ?? '';
        if (!URL_.test(source)) problems.push(`${where}: photo source "${source}"`);
        const labelNode = (child[name] as Node[]).find((c) => 'label' in c);
        photos.push({ source, ...(labelNode ? { label: textOf(labelNode.label) } : {}) });
        continue;
      }
      if (name === 'ListingTag') {
        const type = child[':@']?.type ?? '';
        if (!LISTING_TAG_TYPES.includes(type)) problems.push(`${where}: tag type "${type}"`);
        tags.push({ type, tag: value });
        continue;
      }
      const pattern = LISTING_ELEMENTS[at]?.[1];
      if (pattern && !pattern.test(value)) problems.push(`${where}: <${name}> "${value}" is not of its type`);
      text[name] = value;
    }
    for (const name of REQUIRED_LISTING_ELEMENTS) if (!(name in text)) problems.push(`${where}: no <${name}>`);
    if (!REQUIRED_CONTACT.some((name) => name in text)) problems.push(`${where}: no contact e-mail or phone`);
    listings.push({ attrs, text, photos, tags });
  }
  return { listings, problems };
}
