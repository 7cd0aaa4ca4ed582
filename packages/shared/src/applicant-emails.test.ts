import { describe, expect, it } from 'vitest';
import { applicantEmailTemplateSchema, fillPlaceholders, unknownPlaceholderMessage, unknownPlaceholders } from './applicant-emails';

const values = {
  applicant_name: 'Ana {reference}',
  property_title: 'Elm House',
  reference: 'APP-1',
  status: 'Approved',
  office_name: 'Office',
  office_phone: '555',
  message: '',
};

describe('applicant e-mail placeholders', () => {
  it('finds each unknown name once, in order, and accepts the known ones', () => {
    expect(unknownPlaceholders('{applicant_name} {x} {reference} {y} {x} {}')).toEqual(['x', 'y', '']);
    expect(unknownPlaceholders('Hi {applicant_name}, {message} { not closed')).toEqual([]);
  });

  it('fills in one pass, so a value holding a placeholder stays as typed', () => {
    expect(fillPlaceholders('{applicant_name} / {reference} / {unknown}', values)).toBe('Ana {reference} / APP-1 / {unknown}');
  });

  it('checks subject and body with the unknown names in the message', () => {
    const bad = applicantEmailTemplateSchema.safeParse({ subject: 'Hi {name}', body: '{ssn}' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['subject', unknownPlaceholderMessage(['name'])],
      ['body', unknownPlaceholderMessage(['ssn'])],
    ]);
    expect(applicantEmailTemplateSchema.parse({ subject: ' Hi {applicant_name} ', body: 'ok\n' })).toEqual({
      subject: 'Hi {applicant_name}',
      body: 'ok',
    });
  });
});
