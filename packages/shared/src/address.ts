// One way to print "address + unit" everywhere (admin lists, contractor e-mails and pages), so a
// unit already written into the address ("214 Lark Street, Apt 3") is never appended again.

/** Words that introduce a unit: "Apt 3", "Suite 200", "Unit 4B", "#5". */
const DESIGNATORS = [
  'apartment',
  'apt',
  'unit',
  'suite',
  'ste',
  'number',
  'no',
  'room',
  'rm',
  'floor',
  'fl',
  'flat',
  'bldg',
  'building',
  '#',
];

/** Lower case, "#" split off as a word of its own, every other punctuation mark a space. */
function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/#/g, ' # ')
    .replace(/[^\p{L}\p{N}#]+/gu, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
}

function isDesignator(word: string | undefined): boolean {
  return word !== undefined && DESIGNATORS.includes(word);
}

/** The unit without its leading designators: "Apt. 3" → ["3"], "#4B" → ["4b"], "3" → ["3"]. */
function unitCore(unitWords: string[]): string[] {
  let i = 0;
  while (i < unitWords.length - 1 && isDesignator(unitWords[i])) i += 1;
  return unitWords.slice(i);
}

function indexOfSequence(haystack: string[], needle: string[], from = 0): number {
  outer: for (let i = from; i <= haystack.length - needle.length; i += 1) {
    for (let j = 0; j < needle.length; j += 1) if (haystack[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}

/**
 * Whether the address already names the unit: the unit's core ("3", "4b") right after a
 * designator ("Apt 3", "Unit 3", "# 3", "Suite 3"). A bare number is not enough: "214 Lark
 * Street" does not contain unit 214, so that unit is still appended.
 */
export function addressContainsUnit(address: string, unit: string): boolean {
  const core = unitCore(words(unit));
  if (core.length === 0) return true;
  const addr = words(address);
  for (let at = indexOfSequence(addr, core); at !== -1; at = indexOfSequence(addr, core, at + 1)) {
    if (isDesignator(addr[at - 1])) return true;
  }
  // "3B" written as "3-B" or "3 B" on one side only: compare the words after a designator without spaces.
  const joinedCore = core.join('');
  return addr.some(
    (w, i) => isDesignator(w) && [1, 2, 3].some((n) => i + n < addr.length && addr.slice(i + 1, i + 1 + n).join('') === joinedCore),
  );
}

/**
 * "12 Elm Street, Unit 3B": the address with its unit, unless the address already contains it.
 * A unit typed with its own designator keeps it ("Apt 3" → "…, Apt 3", never "Unit Apt 3").
 */
export function formatAddressWithUnit(address: string, unit: string | null | undefined): string {
  const place = address.trim();
  const u = (unit ?? '').trim();
  if (!u || addressContainsUnit(place, u)) return place;
  const labelled = isDesignator(words(u)[0]) ? u : `Unit ${u}`;
  return place ? `${place}, ${labelled}` : labelled;
}
