import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const TEAM_ROLE_VALUES = ['member', 'admin'] as const;

/** People shown on the About page. `photo` is the URL of a stored image (public `team` area). */
export const teamMembers = pgTable(
  'team_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    age: integer('age').notNull(),
    email: text('email').notNull(),
    positionName: text('position_name').notNull(),
    description: text('description'),
    phone: text('phone'),
    photo: text('photo'),
    photoSrcset: text('photo_srcset'),
    role: text('role', { enum: TEAM_ROLE_VALUES }).notNull().default('member'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // E-mail is unique whatever its case.
    uniqueIndex('team_members_email_idx').on(sql`lower(${t.email})`),
    index('team_members_active_created_idx').on(t.isActive, t.createdAt, t.id),
    index('team_members_created_idx').on(t.createdAt, t.id),
    check('team_members_age_range', sql`${t.age} between 18 and 100`),
  ],
);
