import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { firstIssues } from './firstIssues';

describe('firstIssues', () => {
  it('keeps the first message of each field', () => {
    const schema = z.object({
      title: z
        .string()
        .min(2, 'Too short')
        .regex(/^[A-Z]/, 'Start with a capital'),
      url: z.url('Not a link'),
    });
    const parsed = schema.safeParse({ title: 'a', url: 'nope' });
    expect(parsed.success).toBe(false);
    expect(firstIssues(parsed.error?.issues ?? [])).toEqual({ title: 'Too short', url: 'Not a link' });
  });
});
