import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrors } from './fieldErrors';

const schema = z.object({
  email: z.string().min(1, 'Email is required').email('Email is not valid'),
  name: z.string().max(3, 'Name is too long'),
});

describe('fieldErrors', () => {
  it('keeps the first message of each field', () => {
    expect(fieldErrors(schema, { email: '', name: 'Rosalind' })).toEqual({ email: 'Email is required', name: 'Name is too long' });
  });

  it('says nothing when the values pass', () => {
    expect(fieldErrors(schema, { email: 'a@example.com', name: 'Ana' })).toEqual({});
  });
});
