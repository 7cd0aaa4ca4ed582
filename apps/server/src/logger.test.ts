import { describe, expect, it } from 'vitest';
import { redactUrl } from './logger';

describe('request URLs in the log', () => {
  it('keep the path and the query names, never a token or a query value', () => {
    expect(redactUrl('/api/properties')).toBe('/api/properties');
    expect(redactUrl('/api/auth/reset-password/abc123?x=1')).toBe('/api/auth/reset-password/[token]?x=[redacted]');
    expect(redactUrl('/api/admin/applications?search=Nadia%20Nul&page=2')).toBe(
      '/api/admin/applications?search=[redacted]&page=[redacted]',
    );
    expect(redactUrl('/admin/invite?token=secret')).toBe('/admin/invite?token=[redacted]');
    // A value sent without a name is not shown as a name either.
    expect(redactUrl('/api/public/team?nadia%40example.com')).toBe('/api/public/team?[redacted]');
    expect(redactUrl('/api/x?')).toBe('/api/x');
  });

  it('hide the tokens of application drafts and status pages (issue 34)', () => {
    expect(redactUrl('/api/applications/drafts/Abc_123-x')).toBe('/api/applications/drafts/[token]');
    expect(redactUrl('/api/applications/drafts/Abc_123-x/submit')).toBe('/api/applications/drafts/[token]/submit');
    expect(redactUrl('/api/applications/status/Abc_123-x/replies')).toBe('/api/applications/status/[token]/replies');
    expect(redactUrl('/apply/resume/Abc_123-x')).toBe('/apply/resume/[token]');
    expect(redactUrl('/applications/Abc_123-x')).toBe('/applications/[token]');
    // Ids of the office's own pages stay readable.
    expect(redactUrl('/api/admin/applications/9b1c/timeline')).toBe('/api/admin/applications/9b1c/timeline');
    expect(redactUrl('/api/applications/submit')).toBe('/api/applications/submit');
  });
});
