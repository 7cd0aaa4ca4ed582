import { asc, count, eq } from 'drizzle-orm';
import { applicationSubmitSchema, type ApplicationStatus, type ApplicationSubmitBody } from '@rentfront/shared';
import type { AppContext } from '../context';
import { applications, properties } from '../db/schema';
import { insertApplication } from '../modules/applications/submit';
import type { Seeder } from './seeder';

const DAY = 24 * 60 * 60 * 1000;

interface DemoApplication {
  status: ApplicationStatus;
  daysAgo: number;
  reply?: string;
  body: Omit<ApplicationSubmitBody, 'property_id'>;
}

const terms = { agree_to_lease_terms: true, consent_to_background_credit_checks: true, understand_rental_policies: true } as const;

// Fictitious people; the SSNs use the 900 area, which is never issued.
const DEMO: DemoApplication[] = [
  {
    status: 'pending',
    daysAgo: 0.3,
    body: {
      personal_information: {
        full_name: 'Emily Carter',
        email: 'emily.carter@example.com',
        phone_number: '(518) 555-0162',
        date_of_birth: '1991-04-22',
        social_security_number: '900-12-4821',
        drivers_license_number: 'NY-482 913 557',
        emergency_contact: { name: 'Robert Carter', relationship: 'Father', phone_number: '(518) 555-0170' },
      },
      residential_history: {
        current_address: {
          street_address: '77 Western Avenue, Apt 3',
          city: 'Albany',
          state: 'NY',
          zip_code: '12203',
          monthly_rent: 1350,
          move_in_date: '2022-08-01',
          reason_for_moving: 'Looking for a second bedroom',
        },
      },
      employment_income: {
        current_employer: {
          company_name: 'Albany Medical Center',
          job_title: 'Registered Nurse',
          monthly_income: 6100,
          start_date: '2020-02-03',
          phone_number: '(518) 555-0101',
          supervisor_name: 'Linda Moore',
        },
      },
      credit_background_check: {
        credit_score_range: 'good',
        bankruptcy_history: 'none',
        eviction_history: 'none',
        criminal_background: 'none',
      },
      references: {
        personal_references: [
          { name: 'Hannah Lee', relationship: 'Friend', phone_number: '(518) 555-0188', email: 'hannah.lee@example.com', years_known: 8 },
        ],
      },
      additional_information: {
        has_pets: 'yes',
        pet_type: 'Cat',
        number_of_pets: 1,
        pet_description: 'Indoor cat, 4 years old',
        number_of_vehicles: 1,
        vehicle_types: 'Compact car',
      },
      signature_acknowledgment: { electronic_signature: { full_name: 'Emily Carter' }, terms_acknowledgment: terms },
    },
  },
  {
    status: 'reviewed',
    daysAgo: 2,
    body: {
      personal_information: {
        full_name: 'Marcus Johnson',
        email: 'marcus.johnson@example.com',
        phone_number: '518-555-0134',
        social_security_number: '900-45-1177',
      },
      employment_income: {
        current_employer: {
          company_name: 'GlobalFoundries',
          job_title: 'Process Technician',
          monthly_income: 4800,
          start_date: '2021-06-14',
        },
      },
      credit_background_check: {
        credit_score_range: 'fair',
        bankruptcy_history: 'none',
        eviction_history: 'none',
        criminal_background: 'none',
      },
      signature_acknowledgment: { electronic_signature: { full_name: 'Marcus Johnson' }, terms_acknowledgment: terms },
    },
  },
  {
    status: 'approved',
    daysAgo: 6,
    reply: 'Good news: your application is approved. We will e-mail the lease for signature this week.',
    body: {
      personal_information: {
        full_name: 'Sofia Martinez',
        email: 'sofia.martinez@example.com',
        phone_number: '+1 518 555 0119',
        date_of_birth: '1987-11-02',
        social_security_number: '900-77-3012',
      },
      residential_history: {
        current_address: { street_address: '15 Union Street', city: 'Schenectady', state: 'NY', zip_code: '12305', monthly_rent: 1100 },
      },
      employment_income: {
        current_employer: { company_name: 'Union College', job_title: 'Lecturer', monthly_income: 5400, supervisor_name: 'Dr. Alan Reed' },
      },
      references: {
        professional_references: [
          {
            name: 'Alan Reed',
            relationship: 'Department chair',
            phone_number: '518-555-0150',
            email: 'alan.reed@example.com',
            years_known: 5,
          },
        ],
      },
      additional_information: { has_pets: 'no', number_of_vehicles: 0 },
      signature_acknowledgment: { electronic_signature: { full_name: 'Sofia Martinez' }, terms_acknowledgment: terms },
    },
  },
  {
    status: 'rejected',
    daysAgo: 11,
    reply: 'Thank you for applying. Unfortunately we cannot offer this home at the moment.',
    body: {
      personal_information: { full_name: 'Daniel Kim', email: 'daniel.kim@example.com', phone_number: '(518) 555-0127' },
      credit_background_check: {
        credit_score_range: 'poor',
        bankruptcy_history: 'chapter_7',
        eviction_history: 'past_eviction',
        eviction_details: 'Lease dispute in 2019, settled.',
        criminal_background: 'none',
      },
      signature_acknowledgment: { terms_acknowledgment: terms },
    },
  },
  {
    status: 'completed',
    daysAgo: 20,
    reply: 'Your lease is signed and the keys are ready. Welcome home!',
    body: {
      personal_information: { full_name: 'Grace Thompson', email: 'grace.thompson@example.com', phone_number: '518-555-0173' },
      additional_information: { has_pets: 'yes', pet_type: 'Dog', number_of_pets: 1, pet_description: 'Small terrier' },
      signature_acknowledgment: { electronic_signature: { full_name: 'Grace Thompson' }, terms_acknowledgment: terms },
    },
  },
];

/**
 * A few applications spread over the seeded properties, in every status. Runs after the
 * properties seeder; with no property yet, or applications already there, it does nothing.
 * No e-mails are queued: these applicants are fictitious.
 */
export const seedApplications: Seeder = async (ctx: AppContext) => {
  const [{ n }] = await ctx.db.select({ n: count() }).from(applications);
  if (n > 0) return;
  const homes = await ctx.db
    .select({
      id: properties.id,
      title: properties.title,
      address: properties.address,
      city: properties.city,
      state: properties.state,
      price: properties.price,
    })
    .from(properties)
    .orderBy(asc(properties.createdAt), asc(properties.id))
    .limit(DEMO.length);
  if (homes.length === 0) return;
  const now = Date.now();
  await ctx.db.transaction(async (tx) => {
    for (const [i, demo] of DEMO.entries()) {
      const property = homes[i % homes.length];
      const doc = applicationSubmitSchema.parse({ ...demo.body, property_id: property.id });
      const createdAt = new Date(now - demo.daysAgo * DAY);
      const row = await insertApplication(tx, ctx, { doc, property, createdAt, status: demo.status });
      if (demo.reply) {
        await tx
          .update(applications)
          .set({ adminReply: demo.reply, adminReplyDate: new Date(createdAt.getTime() + DAY / 2) })
          .where(eq(applications.id, row.id));
      }
    }
  });
};
