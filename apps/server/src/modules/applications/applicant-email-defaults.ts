import type { ApplicantEmailStatus } from '@rentfront/shared';

/**
 * The built-in applicant e-mails (issue 19), used until the office edits one in Settings and again
 * after "Reset". {message} is where the office's note goes; without a note that line is dropped.
 */
export const APPLICANT_EMAIL_DEFAULTS: Record<ApplicantEmailStatus, { subject: string; body: string }> = {
  approved: {
    subject: 'Your rental application {reference} has been approved',
    body: [
      'Hello {applicant_name},',
      'Good news: your application for {property_title} has been approved.',
      '{message}',
      'We will contact you shortly about signing the lease and moving in. If you have questions, call us at {office_phone} and quote your reference {reference}.',
      'Kind regards,\n{office_name}',
    ].join('\n\n'),
  },
  rejected: {
    subject: 'Your rental application {reference}',
    body: [
      'Hello {applicant_name},',
      'Thank you for applying for {property_title}. After careful review, we are sorry to let you know that we cannot approve your application at this time.',
      '{message}',
      'If you have questions, call us at {office_phone} and quote your reference {reference}.',
      'Kind regards,\n{office_name}',
    ].join('\n\n'),
  },
  info_requested: {
    subject: 'More information needed for your rental application {reference}',
    body: [
      'Hello {applicant_name},',
      'Thank you for applying for {property_title}. Before we can decide, we need a little more information from you.',
      '{message}',
      'Please reply to this e-mail or call us at {office_phone}, quoting your reference {reference}.',
      'Kind regards,\n{office_name}',
    ].join('\n\n'),
  },
};
