// Shared by the state machine tests: a fixed day, site facts, three properties, a booking option.
import { ChatDriver, fact } from './test-driver';
import type { EngineEnv } from './types';

export const env: EngineEnv = {
  today: '2025-06-10', // a Tuesday
  site: {
    name: 'Rentfront',
    email: 'office@rentfront.example',
    phone: '(518) 555-0142',
    officeHours: 'Mon–Fri 9:00 AM–6:00 PM',
    residentPortalUrl: 'https://residents.example/login',
  },
};

export const maple = fact({ id: 'p-maple', title: 'Maple Street Loft', location: 'Albany, NY', price: 1400, bedrooms: 2 });
export const river = fact({
  id: 'p-river',
  title: 'Riverside House',
  location: 'Troy, NY',
  price: 2600,
  bedrooms: 3,
  type: 'house',
  deposit: null,
  application_fee: 0,
  available_from: '2025-08-01',
  pet_policy: 'pets-allowed',
  lease_term: null,
  furnishing: 'semi-furnished',
});
export const studio = fact({
  id: 'p-studio',
  title: 'Lark Studio',
  location: 'Albany, NY',
  price: 950,
  bedrooms: 0,
  type: 'studio',
  pet_policy: 'no-pets',
});
export const catalog = [maple, river, studio];
export const booking = {
  id: 'b1',
  title: 'Self-guided tour',
  description: '30 minutes on your own',
  booking_page_url: 'https://tidycal.com/rentfront/self-guided',
  duration_minutes: 30,
  price: 0,
  currency_code: 'USD',
};

export const driver = (props = catalog, bookings: (typeof booking)[] = []) => {
  const d = new ChatDriver(env, props, bookings);
  d.start();
  return d;
};
