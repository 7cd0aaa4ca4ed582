import { Building2, CalendarCheck, DollarSign, Megaphone, Scale, Wrench, type IconComponent } from '../../ui/icons';

export interface Service {
  title: string;
  description: string;
  icon: IconComponent;
}

/** The six services of public-site.md ("Contact, About, Services"). */
export const SERVICES: Service[] = [
  {
    title: 'Property Management',
    description: 'Day-to-day care of your property, tenants and finances, with clear monthly reporting.',
    icon: Building2,
  },
  {
    title: 'Maintenance & Repairs',
    description: 'Licensed contractors for routine upkeep and fast response to urgent repairs.',
    icon: Wrench,
  },
  {
    title: 'Leasing & Marketing',
    description: 'Professional listings, showings and careful tenant screening to fill vacancies quickly.',
    icon: Megaphone,
  },
  { title: 'Legal & Compliance', description: 'Leases, notices and inspections that follow New York State and local rules.', icon: Scale },
  { title: 'Rent Collection', description: 'Online rent payments, reminders and transparent accounting for every unit.', icon: DollarSign },
  {
    title: 'Scheduling & Inspections',
    description: 'Move-in and move-out inspections and self-guided tours booked online.',
    icon: CalendarCheck,
  },
];
