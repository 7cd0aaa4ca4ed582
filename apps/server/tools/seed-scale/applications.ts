// Rental applications at scale: whole documents shaped like the wizard's, with the sensitive
// values encrypted by the app's own cipher (so rows have their real size and TOAST behaviour).
import type { ApplicationDocument } from '@rentfront/shared';
import { toStoredDocument } from '../../src/modules/applications/pii';
import type { PiiCipher } from '../../src/platform/pii/cipher';
import type { Db } from '../../src/db/client';
import { applications } from '../../src/db/schema';
import { address, person, prose } from './people';
import { createdAt, insertGenerated, pick, rng, uuid, weighted, type Rng } from './random';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const EMPLOYERS = [
  'Hudson Valley Health',
  'Albany Medical Center',
  'State of New York',
  'GE Vernova',
  'Price Chopper',
  'RPI',
  'Self-employed',
];
const JOBS = ['Nurse', 'Teacher', 'Engineer', 'Analyst', 'Cashier', 'Technician', 'Manager', 'Graduate student'];

/** A unique APP-XXXXXX from the row number (the app draws them at random; uniqueness is what matters). */
function reference(i: number): string {
  let n = i * 7919 + 104729;
  let out = '';
  for (let k = 0; k < 6; k++) {
    out += ALPHABET[n % 32];
    n = Math.floor(n / 32);
  }
  return `APP-${out}`;
}

function digits(r: Rng, n: number): string {
  return Array.from({ length: n }, () => Math.floor(r() * 10)).join('');
}

function document(r: Rng, who: { name: string; email: string; phone: string }, propertyId: string): ApplicationDocument {
  const home = address(r);
  const friend = person(r, Math.floor(r() * 1000));
  const boss = person(r, Math.floor(r() * 1000));
  return {
    property_id: propertyId,
    personal_information: {
      full_name: who.name,
      email: who.email,
      phone_number: who.phone,
      date_of_birth: `19${60 + Math.floor(r() * 40)}-0${1 + Math.floor(r() * 9)}-1${Math.floor(r() * 9)}`,
      social_security_number: `${digits(r, 3)}-${digits(r, 2)}-${digits(r, 4)}`,
      drivers_license_number: `${String.fromCharCode(65 + Math.floor(r() * 26))}${digits(r, 3)}-${digits(r, 4)}-${digits(r, 2)}`,
      emergency_contact: { name: friend.name, relationship: 'Sibling', phone_number: friend.phone },
    },
    residential_history: {
      current_address: {
        street_address: home.street,
        city: home.city,
        state: home.state,
        zip_code: home.zip,
        monthly_rent: 800 + Math.floor(r() * 1800),
        move_in_date: '2021-03-01',
        reason_for_moving: prose(r, 6),
      },
      previous_addresses: [],
    },
    employment_income: {
      current_employer: {
        company_name: pick(r, EMPLOYERS),
        job_title: pick(r, JOBS),
        monthly_income: 2500 + Math.floor(r() * 7000),
        start_date: '2019-09-15',
        phone_number: boss.phone,
        supervisor_name: boss.name,
      },
    },
    credit_background_check: {
      credit_score_range: pick(r, ['excellent', 'good', 'fair', 'poor'] as const),
      bankruptcy_history: 'none',
      eviction_history: 'none',
      criminal_background: 'none',
    },
    references: {
      personal_references: [{ name: friend.name, relationship: 'Friend', phone_number: friend.phone, email: friend.email, years_known: 6 }],
      professional_references: [{ name: boss.name, relationship: 'Manager', phone_number: boss.phone, email: boss.email, years_known: 3 }],
    },
    additional_information: {
      has_pets: r() < 0.4 ? 'yes' : 'no',
      number_of_vehicles: Math.floor(r() * 3),
      special_requests: r() < 0.3 ? prose(r, 12) : '',
    },
    signature_acknowledgment: {
      electronic_signature: { full_name: who.name, signature_date: '2025-05-01' },
      terms_acknowledgment: { agree_to_lease_terms: true, consent_to_background_credit_checks: true, understand_rental_policies: true },
    },
  } as unknown as ApplicationDocument;
}

export interface SeedProperty {
  id: string;
  title: string;
  address: string;
  city: string;
  state: string;
  price: number;
}

/**
 * `count` applications, newest first over three years. Old ones are mostly decided; the recent
 * tail is mostly pending or reviewed, as in a live office.
 */
export async function fillApplications(db: Db, cipher: PiiCipher, count: number, now: Date, homes: SeedProperty[]): Promise<void> {
  const r = rng(1501);
  await insertGenerated(db, applications, count, (i) => {
    const who = person(r, i);
    const home = homes.length ? pick(r, homes) : null;
    const created = createdAt(r, i, count, now, 3 * 365);
    const recent = i < count * 0.02;
    const status = recent
      ? weighted(r, [
          ['pending', 6],
          ['reviewed', 3],
          ['approved', 1],
        ] as const)
      : weighted(r, [
          ['approved', 35],
          ['rejected', 35],
          ['completed', 27],
          ['reviewed', 2],
          ['pending', 1],
        ] as const);
    const replied = status !== 'pending' && r() < 0.6;
    return {
      id: uuid(r),
      reference: reference(i),
      propertyId: home?.id ?? null,
      propertyTitle: home?.title ?? `${1 + Math.floor(r() * 4)}-Bedroom apartment`,
      propertyAddress: home?.address ?? address(r).street,
      propertyCity: home?.city ?? 'Albany',
      propertyState: home?.state ?? 'NY',
      propertyPrice: home?.price ?? 900 + Math.floor(r() * 2500),
      status,
      fullName: who.name,
      email: who.email,
      phoneNumber: who.phone,
      document: toStoredDocument(document(r, who, home?.id ?? ''), cipher),
      adminReply: replied ? prose(r, 25) : null,
      adminReplyDate: replied ? new Date(created.getTime() + 2 * 24 * 60 * 60 * 1000) : null,
      createdAt: created,
      updatedAt: created,
    };
  });
}
