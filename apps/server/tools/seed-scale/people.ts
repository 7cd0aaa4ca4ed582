// Made-up people for the scale seeds: names, e-mail addresses and US phone numbers shaped like
// what the public forms receive (mixed phone formats, e-mail addresses that mostly follow the name).
import { pick, weighted, type Rng } from './random';

const FIRST = [
  'James',
  'Mary',
  'Robert',
  'Patricia',
  'John',
  'Jennifer',
  'Michael',
  'Linda',
  'David',
  'Elizabeth',
  'William',
  'Barbara',
  'Richard',
  'Susan',
  'Joseph',
  'Jessica',
  'Thomas',
  'Sarah',
  'Charles',
  'Karen',
  'Christopher',
  'Lisa',
  'Daniel',
  'Nancy',
  'Matthew',
  'Betty',
  'Anthony',
  'Margaret',
  'Mark',
  'Sandra',
  'Donald',
  'Ashley',
  'Steven',
  'Kimberly',
  'Paul',
  'Emily',
  'Andrew',
  'Donna',
  'Joshua',
  'Michelle',
  'Kenneth',
  'Carol',
  'Kevin',
  'Amanda',
  'Brian',
  'Dorothy',
  'George',
  'Melissa',
  'Timothy',
  'Deborah',
  'Ronald',
  'Stephanie',
  'Jason',
  'Rebecca',
  'Edward',
  'Sharon',
  'Jeffrey',
  'Laura',
  'Ryan',
  'Cynthia',
  'Jacob',
  'Kathleen',
  'Gary',
  'Amy',
  'Nicholas',
  'Angela',
  'Eric',
  'Shirley',
  'Jonathan',
  'Anna',
  'Priya',
  'Wei',
  'Aisha',
  'Mateo',
  'Sofia',
  'Omar',
  'Yuki',
  'Chidi',
  'Ana',
  'Dmitri',
  'Fatima',
  'Luis',
  'Mei',
  'Kwame',
  'Ingrid',
  'Rahul',
  'Zoe',
  'Malik',
  'Camila',
  'Noah',
];

const LAST = [
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Jones',
  'Garcia',
  'Miller',
  'Davis',
  'Rodriguez',
  'Martinez',
  'Hernandez',
  'Lopez',
  'Gonzalez',
  'Wilson',
  'Anderson',
  'Thomas',
  'Taylor',
  'Moore',
  'Jackson',
  'Martin',
  'Lee',
  'Perez',
  'Thompson',
  'White',
  'Harris',
  'Sanchez',
  'Clark',
  'Ramirez',
  'Lewis',
  'Robinson',
  'Walker',
  'Young',
  'Allen',
  'King',
  'Wright',
  'Scott',
  'Torres',
  'Nguyen',
  'Hill',
  'Flores',
  'Green',
  'Adams',
  'Nelson',
  'Baker',
  'Hall',
  'Rivera',
  'Campbell',
  'Mitchell',
  'Carter',
  'Roberts',
  'Gomez',
  'Phillips',
  'Evans',
  'Turner',
  'Diaz',
  'Parker',
  'Cruz',
  'Edwards',
  'Collins',
  'Reyes',
  'Stewart',
  'Morris',
  'Morales',
  'Murphy',
  'Cook',
  'Rogers',
  'Gutierrez',
  'Ortiz',
  'Morgan',
  'Cooper',
  'Peterson',
  'Bailey',
  'Reed',
  'Kelly',
  'Howard',
  'Ramos',
  'Kim',
  'Cox',
  'Ward',
  'Richardson',
  'Okafor',
  'Patel',
  'Chen',
  'Kowalski',
  'Nakamura',
  'Haddad',
  'Lindqvist',
  'Mensah',
  'Ivanova',
  'Oconnell',
  'Fitzgerald',
  'Abernathy',
  'Vasquez',
  'Delacroix',
  'Brennan',
  'Sorensen',
  'Achebe',
  'Yamamoto',
  'Castellano',
  'Whitfield',
];

const DOMAINS = ['gmail.com', 'yahoo.com', 'outlook.com', 'hotmail.com', 'icloud.com', 'aol.com', 'protonmail.com', 'example.com'];
const AREA_CODES = ['518', '315', '607', '716', '585', '845', '914', '212', '802', '413'];

export interface Person {
  name: string;
  email: string;
  phone: string;
}

/** Row `i` makes the e-mail unique enough that a search for one address finds one or two rows. */
export function person(r: Rng, i: number): Person {
  const first = pick(r, FIRST);
  const last = pick(r, LAST);
  const local = weighted(r, [
    [`${first}.${last}`, 5],
    [`${first[0]}${last}`, 3],
    [`${first}${last[0]}`, 1],
  ] as const).toLowerCase();
  const email = `${local}${i % 1000}@${pick(r, DOMAINS)}`;
  const area = pick(r, AREA_CODES);
  const line = String(1000 + Math.floor(r() * 9000));
  const exchange = String(200 + Math.floor(r() * 800));
  const phone = weighted(r, [
    [`(${area}) ${exchange}-${line}`, 5],
    [`${area}-${exchange}-${line}`, 3],
    [`+1 ${area} ${exchange} ${line}`, 1],
    [`${area}${exchange}${line}`, 1],
  ] as const);
  return { name: `${first} ${last}`, email, phone };
}

const STREETS = ['Lark', 'State', 'Madison', 'Delaware', 'Western', 'Central', 'Hudson', 'Quail', 'Morris', 'Elm', 'Oak', 'Maple'];
const SUFFIXES = ['Street', 'Avenue', 'Road', 'Lane', 'Place', 'Court'];
const CITIES: [string, string, string][] = [
  ['Albany', 'NY', '122'],
  ['Troy', 'NY', '121'],
  ['Schenectady', 'NY', '123'],
  ['Saratoga Springs', 'NY', '128'],
  ['Rochester', 'NY', '146'],
  ['Syracuse', 'NY', '132'],
  ['Burlington', 'VT', '054'],
  ['Springfield', 'MA', '011'],
];

export interface Address {
  street: string;
  city: string;
  state: string;
  zip: string;
}

export function address(r: Rng): Address {
  const [city, state, zip3] = pick(r, CITIES);
  const street = `${1 + Math.floor(r() * 980)} ${pick(r, STREETS)} ${pick(r, SUFFIXES)}`;
  return { street, city, state, zip: `${zip3}${String(Math.floor(r() * 100)).padStart(2, '0')}` };
}

/** Ordinary prose of roughly `words` words, for message bodies and descriptions. */
const WORDS =
  'the a to and of in is for on with that my we it at this be have not are was can please would like about from when unit lease rent apartment move month available thanks question visit parking pets kitchen water heat window door week'.split(
    ' ',
  );
export function prose(r: Rng, words: number): string {
  const out: string[] = [];
  for (let i = 0; i < words; i++) out.push(pick(r, WORDS));
  const text = out.join(' ');
  return `${text[0].toUpperCase()}${text.slice(1)}.`;
}
