import { describe, expect, it } from 'vitest';
import { useTestContext } from '../../test/app';
import { ChatClient } from './test-helpers';

// The "pay rent" answer follows RESIDENT_PORTAL (ADR 0035), like the site's Pay Rent button.
async function payRentAnswer(t: ReturnType<typeof useTestContext>): Promise<string> {
  const c = new ChatClient(t);
  const start = await c.start();
  return (await c.say(start.session_id, 'How do I pay my rent?')).question;
}

describe('Property Assistant: paying rent with the built-in resident portal', () => {
  const t = useTestContext({}, { env: { RESIDENT_PORTAL: 'builtin', RESIDENT_PORTAL_URL: 'https://other-system.example/login' } });

  it('links the portal on this site (/resident), not the external address', async () => {
    const answer = await payRentAnswer(t);
    expect(answer).toContain(`${t.config.publicUrl}/resident`);
    expect(answer).not.toContain('other-system.example');
  });
});

describe('Property Assistant: paying rent with an external resident portal', () => {
  const t = useTestContext({}, { env: { RESIDENT_PORTAL: 'external', RESIDENT_PORTAL_URL: 'https://other-system.example/login' } });

  it('links RESIDENT_PORTAL_URL', async () => {
    const answer = await payRentAnswer(t);
    expect(answer).toContain('https://other-system.example/login');
    expect(answer).not.toContain(`${t.config.publicUrl}/resident`);
  });
});
