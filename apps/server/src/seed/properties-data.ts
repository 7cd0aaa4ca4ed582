// The demo listings (about 24 homes across New York towns, every status and type, some featured)
// live in properties-data.json; this gives them their type.
import type { PropertyCreateInput } from '@rentfront/shared';
import data from './properties-data.json';

export type Demo = Omit<PropertyCreateInput, 'description' | 'featured'> & {
  description?: string;
  featured?: boolean;
  pictures?: number;
  daysAgo: number;
};

export const DEMO = data as Demo[];
