import { expect } from 'vitest';
import type { AttentionData, AttentionKey } from '@rentfront/shared';
import type { Agent } from '../../test/http';
import type { TestContext } from '../../test/context';

// The "Needs attention" card as the dashboard reads it, for the tests of its items: the read cache
// is cleared first so each call counts what the test just wrote.

export async function readAttention(t: TestContext, admin: Agent): Promise<AttentionData> {
  t.app.ctx.readCaches.clear();
  const res = await admin.inject({ method: 'GET', url: '/api/admin/dashboard/attention' });
  expect(res.statusCode).toBe(200);
  return res.json().data as AttentionData;
}

export const attentionItem = (data: AttentionData, key: AttentionKey) => data.items.find((i) => i.key === key)!;
