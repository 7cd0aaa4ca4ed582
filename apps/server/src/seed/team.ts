import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { AppContext } from '../context';
import { teamMembers } from '../db/schema';
import { storeImage } from '../platform/images/images';
import type { Seeder } from './seeder';

const DAY = 24 * 60 * 60 * 1000;

interface DemoMember {
  name: string;
  age: number;
  position: string;
  description: string;
  phone: string;
  role?: 'admin' | 'member';
  /** Background and clothing colours of the generated portrait. */
  colors: [string, string];
}

// Listed in the order the About page should show them (the public list is newest first).
const DEMO: DemoMember[] = [
  {
    name: 'Caroline Whitaker',
    age: 54,
    position: 'Managing Director',
    description: 'Founded the company in 2009 and still walks every property before it is listed.',
    phone: '(518) 555-0101',
    role: 'admin',
    colors: ['#dbeafe', '#1e3a8a'],
  },
  {
    name: 'James Okafor',
    age: 46,
    position: 'Property Manager',
    description: 'Keeps our buildings in shape and our residents informed.',
    phone: '(518) 555-0102',
    role: 'admin',
    colors: ['#dcfce7', '#166534'],
  },
  {
    name: 'Emily Tran',
    age: 33,
    position: 'Leasing Agent',
    description: 'Shows homes, answers questions and guides applicants from first visit to move-in.',
    phone: '(518) 555-0103',
    colors: ['#fef3c7', '#b45309'],
  },
  {
    name: 'Ryan Mitchell',
    age: 29,
    position: 'Leasing Agent',
    description: 'Loves matching people with the right neighborhood.',
    phone: '(518) 555-0104',
    colors: ['#fce7f3', '#9d174d'],
  },
  {
    name: 'Hannah Schultz',
    age: 38,
    position: 'Resident Services Coordinator',
    description: 'Your first contact for anything about your lease or your home.',
    phone: '(518) 555-0105',
    colors: ['#ede9fe', '#5b21b6'],
  },
  {
    name: 'Miguel Santos',
    age: 42,
    position: 'Maintenance Technician',
    description: 'Plumbing, heating and everything in between, usually fixed on the first visit.',
    phone: '(518) 555-0106',
    colors: ['#e0f2fe', '#075985'],
  },
  {
    name: 'Aisha Rahman',
    age: 36,
    position: 'Accountant',
    description: 'Handles rent, deposits and owner statements with care.',
    phone: '(518) 555-0107',
    colors: ['#fee2e2', '#991b1b'],
  },
  {
    name: 'Tom Becker',
    age: 61,
    position: 'Maintenance Technician',
    description: 'Thirty years of keeping old houses warm and dry.',
    phone: '(518) 555-0108',
    colors: ['#f1f5f9', '#334155'],
  },
];

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

/** A portrait-like illustration: a simple silhouette with the person's initials. No real photos. */
const SKIN = ['#f1c7a5', '#c68642', '#e0ac69', '#8d5524'];
const HAIR = ['#4b3621', '#1c1c1c', '#a0522d', '#9ca3af'];

async function portrait(member: DemoMember, index: number): Promise<Buffer> {
  const [bg, shirt] = member.colors;
  const skin = SKIN[index % SKIN.length];
  const hair = HAIR[(index * 3) % HAIR.length];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600">
    <rect width="600" height="600" fill="${bg}"/>
    <circle cx="300" cy="235" r="110" fill="${skin}"/>
    <path d="M300 130 a110 110 0 0 1 108 90 q-40 -50 -108 -50 q-68 0 -108 50 a110 110 0 0 1 108 -90z" fill="${hair}"/>
    <path d="M90 600 q0 -200 210 -220 q210 20 210 220z" fill="${shirt}"/>
    <text x="300" y="540" font-family="sans-serif" font-size="64" font-weight="bold" text-anchor="middle" fill="#ffffff">${initials(member.name)}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

function demoEmail(name: string): string {
  return `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@rentfront.example`;
}

/** Eight team members with generated portraits stored like uploaded photos. */
export const seedTeam: Seeder = async (ctx: AppContext) => {
  const [{ n }] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(teamMembers);
  if (n > 0) return;
  const now = Date.now();
  for (const [index, member] of DEMO.entries()) {
    const photo = await storeImage(ctx.storage, 'team', await portrait(member, index));
    // The first listed is the newest, so the About page shows the team in this order.
    const created = new Date(now - (index + 1) * 15 * DAY);
    await ctx.db.insert(teamMembers).values({
      name: member.name,
      age: member.age,
      email: demoEmail(member.name),
      positionName: member.position,
      description: member.description,
      phone: member.phone,
      role: member.role ?? 'member',
      photo: photo.url,
      photoSrcset: photo.srcset,
      createdAt: created,
      updatedAt: created,
    });
  }
};
