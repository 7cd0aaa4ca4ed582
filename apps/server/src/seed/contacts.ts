import { sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { contactMessages } from '../db/schema';
import type { Seeder } from './seeder';

const HOUR = 60 * 60 * 1000;

interface DemoContact {
  fullName: string;
  email: string;
  phone: string;
  message: string;
  status: 'pending' | 'replied' | 'resolved';
  isRead: boolean;
  hoursAgo: number;
  reply?: { text: string; hoursAgo: number };
}

const DEMO: DemoContact[] = [
  {
    fullName: 'Olivia Bennett',
    email: 'olivia.bennett@example.com',
    phone: '(518) 555-0162',
    message: 'Hello, is the two-bedroom on Caroline Street still available for a July move-in? I have a small dog.',
    status: 'pending',
    isRead: false,
    hoursAgo: 2,
  },
  {
    fullName: 'Marcus Hill',
    email: 'marcus.hill@example.com',
    phone: '518-555-0118',
    message: 'Could you tell me which utilities are included in the rent for the Lark Street studio?',
    status: 'pending',
    isRead: true,
    hoursAgo: 20,
  },
  {
    fullName: 'Sofia Ramirez',
    email: 'sofia.ramirez@example.com',
    phone: '+1 518 555 0107',
    message: 'I would like to schedule a viewing of the townhouse this weekend, preferably Saturday morning.',
    status: 'replied',
    isRead: true,
    hoursAgo: 50,
    reply: { text: 'Thanks, Sofia! Saturday at 10:00 AM works. We will meet you at the front door.', hoursAgo: 46 },
  },
  {
    fullName: 'Ethan Brooks',
    email: 'ethan.brooks@example.com',
    phone: '(518) 555-0185',
    message: 'Do you accept co-signers for applicants who are graduate students?',
    status: 'replied',
    isRead: true,
    hoursAgo: 96,
    reply: { text: 'Yes, we accept co-signers. Please list them in the Additional Information step of the application.', hoursAgo: 90 },
  },
  {
    fullName: 'Grace Kim',
    email: 'grace.kim@example.com',
    phone: '518-555-0139',
    message: 'The hallway light on the third floor has been out for a few days. Could someone take a look?',
    status: 'resolved',
    isRead: true,
    hoursAgo: 200,
    reply: { text: 'Our technician replaced the fixture this morning. Thank you for letting us know!', hoursAgo: 180 },
  },
  {
    fullName: 'Daniel Foster',
    email: 'daniel.foster@example.com',
    phone: '(518) 555-0173',
    message: 'Is there covered parking or a garage at the Saratoga Springs apartments?',
    status: 'resolved',
    isRead: true,
    hoursAgo: 340,
  },
];

/** A few contact messages in every status; nothing is e-mailed. */
export const seedContacts: Seeder = async (ctx: AppContext) => {
  const [{ n }] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(contactMessages);
  if (n > 0) return;
  const now = Date.now();
  await ctx.db.insert(contactMessages).values(
    DEMO.map((d) => {
      const created = new Date(now - d.hoursAgo * HOUR);
      const replied = d.reply ? new Date(now - d.reply.hoursAgo * HOUR) : null;
      return {
        fullName: d.fullName,
        email: d.email,
        phone: d.phone,
        message: d.message,
        status: d.status,
        isRead: d.isRead,
        adminReply: d.reply?.text ?? null,
        adminReplyDate: replied,
        createdAt: created,
        updatedAt: replied ?? created,
      };
    }),
  );
};
