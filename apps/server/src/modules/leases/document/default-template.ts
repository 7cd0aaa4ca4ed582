import type { LeaseTemplateSection } from '@rentfront/shared/leases';

/**
 * The residential template that ships (issue 32 item 2): used while the office has not saved its
 * own in Settings → Lease template. `{{name}}` are the merge fields of LEASE_MERGE_FIELDS.
 * A plain-language starting point for the office to adapt to its state's law, not legal advice.
 */
export const DEFAULT_LEASE_TEMPLATE: LeaseTemplateSection[] = [
  {
    heading: 'Parties',
    body: 'This Residential Lease ({{lease_reference}}) is made between {{office_name}} ("Landlord") and {{resident_names}} ("Resident"). Each Resident is jointly and severally responsible for every obligation of this lease.',
  },
  {
    heading: 'Premises',
    body: 'Landlord rents to Resident the home known as {{property_title}}, at {{property_address}} (the "Premises"), with the fixtures and appliances in it.',
  },
  { heading: 'Term', body: 'The lease is for a {{term}}. It begins on {{start_date}} and ends on {{end_date}}.' },
  {
    heading: 'Rent, due day, grace period and late fee',
    body: 'Resident pays rent of {{monthly_rent}} per month, due on the {{due_day}} day of each month. Rent not received within {{grace_days}} days after the due day is late, and a late fee of {{late_fee}} is then charged.',
  },
  {
    heading: 'Security deposit',
    body: 'Resident pays a security deposit of {{deposit}} before moving in. Landlord holds it as the law requires and returns it, less lawful deductions itemised in writing, after Resident moves out.',
  },
  { heading: 'Recurring charges', body: 'Besides the rent, Resident pays these monthly charges:\n{{recurring_charges}}' },
  {
    heading: 'Utilities',
    body: 'Resident arranges and pays for the utilities and services of the Premises, except those Landlord has agreed in writing to provide or that are listed above as recurring charges.',
  },
  {
    heading: 'Use and occupancy',
    body: 'The Premises are used only as a private residence by the Residents named in this lease and their minor children. A guest staying more than 14 days in six months needs Landlord’s written consent. Resident may not sublet or assign without that consent.',
  },
  {
    heading: 'Maintenance and repairs',
    body: 'Resident keeps the Premises clean and safe and reports needed repairs promptly through the resident portal. Landlord makes the repairs the law requires within a reasonable time. Resident pays for damage caused by Resident or their guests beyond normal wear and tear.',
  },
  {
    heading: 'Entry',
    body: 'Landlord may enter the Premises at reasonable times, with at least 24 hours’ notice, to inspect, repair or show them, and at any time without notice in an emergency.',
  },
  {
    heading: 'Pets',
    body: 'No animal may be kept on the Premises without Landlord’s written consent, except assistance animals as the law allows. Pet rent, when agreed, is listed among the recurring charges.',
  },
  {
    heading: 'Rules',
    body: 'Resident follows the community rules Landlord gives in writing, does not disturb neighbours, does not smoke inside, and does not alter the Premises or change the locks without consent.',
  },
  {
    heading: 'Termination',
    body: 'A fixed-term lease ends on its end date unless renewed. A month-to-month lease ends by at least 30 days’ written notice from either party. Landlord may end the lease for a serious breach as the law permits. Resident returns all keys and leaves the Premises clean on moving out.',
  },
  {
    heading: 'Notices',
    body: 'Notices are given in writing: to Resident at the Premises or the e-mail address on this lease, and to Landlord through the resident portal or the office’s address. Other terms: {{notes}}',
  },
  {
    heading: 'Signatures',
    body: 'By signing electronically, each party agrees to this lease. The signature certificate at the end of the final document lists each signature with its time, IP address, device and the SHA-256 of the document signed.',
  },
];
