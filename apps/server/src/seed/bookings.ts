// Demo visit booking options (server.md §8: 3 booking options). Their pages point at the site's
// own contact page so the demo works offline; admins replace them in Settings.
import { sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { bookingTypes } from '../db/schema';
import { createBookingType } from '../modules/bookings/service';

export async function seedBookings(ctx: AppContext): Promise<void> {
  const [{ n }] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(bookingTypes);
  if (Number(n) > 0) return;
  const contact = `${ctx.config.publicUrl}/contact`;
  const options = [
    {
      title: 'Self-guided tour',
      description: 'Visit on your own schedule. We text you a lockbox code 15 minutes before your slot.',
      duration_minutes: 30,
      price: 0,
      slug: 'self-guided-tour',
    },
    {
      title: 'Tour with a leasing agent',
      description: 'Walk through the home with one of our agents and ask anything about the lease.',
      duration_minutes: 45,
      price: 0,
      slug: 'agent-tour',
    },
    {
      title: 'Live video tour',
      description: 'Can’t make it in person? An agent shows you around on a video call.',
      duration_minutes: 20,
      price: 0,
      slug: 'video-tour',
    },
  ];
  for (const [position, o] of options.entries()) {
    await createBookingType(ctx.db, {
      title: o.title,
      description: o.description,
      booking_page_url: `${contact}?visit=${o.slug}`,
      duration_minutes: o.duration_minutes,
      price: o.price,
      currency_code: 'USD',
      position,
    });
  }
}
