// The demo listings (about 24 homes across New York towns, every status and type, some featured)
// live in properties-data.json; this gives them their type.
import type { PropertyCreateInput } from '@rentfront/shared';
import data from './properties-data.json';

export type Demo = Omit<PropertyCreateInput, 'description' | 'featured' | 'accessibility'> & {
  description?: string;
  featured?: boolean;
  pictures?: number;
  accessibility?: string[];
  daysAgo: number;
  /** Free to move in this many days after the seed runs (rented homes coming free, a later start). */
  available_in_days?: number;
};

export const DEMO = data as Demo[];
