import { zodResolver } from '@hookform/resolvers/zod';
import { tourBookingSchema } from '@rentfront/shared/tours';
import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** The visitor's part of the shared booking schema (the page adds the home, type and time). */
export const tourContactSchema = tourBookingSchema.pick({ full_name: true, email: true, phone: true, note: true });
export type TourContactValues = z.input<typeof tourContactSchema>;
export type TourContactInput = z.output<typeof tourContactSchema>;

export const tourContactResolver: Resolver<TourContactValues, unknown, TourContactInput> = zodResolver(tourContactSchema);
