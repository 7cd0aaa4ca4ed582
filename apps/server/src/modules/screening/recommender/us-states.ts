// US states and DC, so "New York", "new york" and "NY" all mean the same state in a location answer.
// prettier-ignore
const STATES: Record<string, string> = {
  AL: 'Alabama', AK: 'Alaska', AZ: 'Arizona', AR: 'Arkansas', CA: 'California', CO: 'Colorado',
  CT: 'Connecticut', DE: 'Delaware', DC: 'District of Columbia', FL: 'Florida', GA: 'Georgia',
  HI: 'Hawaii', ID: 'Idaho', IL: 'Illinois', IN: 'Indiana', IA: 'Iowa', KS: 'Kansas',
  KY: 'Kentucky', LA: 'Louisiana', ME: 'Maine', MD: 'Maryland', MA: 'Massachusetts',
  MI: 'Michigan', MN: 'Minnesota', MS: 'Mississippi', MO: 'Missouri', MT: 'Montana',
  NE: 'Nebraska', NV: 'Nevada', NH: 'New Hampshire', NJ: 'New Jersey', NM: 'New Mexico',
  NY: 'New York', NC: 'North Carolina', ND: 'North Dakota', OH: 'Ohio', OK: 'Oklahoma',
  OR: 'Oregon', PA: 'Pennsylvania', RI: 'Rhode Island', SC: 'South Carolina', SD: 'South Dakota',
  TN: 'Tennessee', TX: 'Texas', UT: 'Utah', VT: 'Vermont', VA: 'Virginia', WA: 'Washington',
  WV: 'West Virginia', WI: 'Wisconsin', WY: 'Wyoming',
};

const BY_NAME = new Map(Object.entries(STATES).map(([code, name]) => [name.toLowerCase(), code]));

function squash(value: string): string {
  return value.trim().replace(/\s+/g, ' ').replace(/\.$/, '');
}

/** The two-letter code of a state written as a code or a full name ("New York State" too), else null. */
export function stateCode(value: string): string | null {
  const v = squash(value);
  if (/^[a-z]{2}$/i.test(v) && STATES[v.toUpperCase()]) return v.toUpperCase();
  const name = v.toLowerCase().replace(/ state$/, '');
  return BY_NAME.get(name) ?? null;
}

/** A comparable form of a stored state: its code when known, else the trimmed upper-case text. */
export function normaliseState(value: string): string {
  return stateCode(value) ?? squash(value).toUpperCase();
}
