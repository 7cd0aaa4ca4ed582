import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MaintenanceRequest } from '@rentfront/shared';
import { createTestContext, type TestContext } from '../../test/context';
import { loginAsAdmin, type Agent } from '../../test/http';
import { BASE, createRequest } from './test-helpers';

describe('maintenance requests: list', () => {
  let list: TestContext;
  let agent: Agent;
  beforeAll(async () => {
    // A database of its own, so counts and pages are exact.
    list = await createTestContext();
    agent = await loginAsAdmin(list);
    const specs: [string, string, string, string][] = [
      // tenant, address, title, priority
      ['Alice Brown', '1 River Rd', 'Broken heater', 'urgent'],
      ['Bob Stone', '2 River Rd', 'Heater noise', 'low'],
      ['Carla Diaz', '3 Hill St', 'Leaky roof', 'high'],
      ['Dan River', '4 Hill St', 'Door lock', 'medium'],
      ['Eve Adams', '5 Lake Ave', 'Mold 100%_done', 'high'],
      ['Frank Moss', '6 Lake Ave', 'Window crack', 'high'],
      ['Gina Hall', '7 Lake Ave', 'Heater pilot light', 'high'],
    ];
    for (const [tenant_name, property_address, issue_title, priority] of specs) {
      await createRequest(agent, { tenant_name, property_address, issue_title, priority });
    }
  });
  afterAll(() => list.close());

  const get = async (query: string) => {
    const res = await agent.inject({ method: 'GET', url: `${BASE}${query}` });
    expect(res.statusCode, query).toBe(200);
    return res.json().data as { requests: MaintenanceRequest[]; pagination: Record<string, unknown>; stats: Record<string, number> };
  };
  const setStatus = async (title: string, status: string) => {
    const all = await get('?limit=100');
    const target = all.requests.find((r) => r.issue_title === title)!;
    if (status !== 'cancelled') {
      await agent.inject({ method: 'POST', url: `${BASE}/${target.id}/send-to-contractor`, payload: { urgent: false } });
    }
    if (status !== 'sent_to_contractor') {
      await agent.inject({ method: 'PUT', url: `${BASE}/${target.id}`, payload: { status } });
    }
  };

  it('pages newest first with a default of 20 and stats over everything', async () => {
    const data = await get('');
    expect(data.pagination).toEqual({ total: 7, limit: 20, offset: 0, has_next: false, has_prev: false, total_capped: false });
    expect(data.requests.map((r) => r.tenant_name)).toEqual([
      'Gina Hall',
      'Frank Moss',
      'Eve Adams',
      'Dan River',
      'Carla Diaz',
      'Bob Stone',
      'Alice Brown',
    ]);
    expect(data.stats).toEqual({ total: 7, pending: 7, sent_to_contractor: 0, completed: 0 });
    const page2 = await get('?limit=3&offset=3');
    expect(page2.requests.map((r) => r.tenant_name)).toEqual(['Dan River', 'Carla Diaz', 'Bob Stone']);
    expect(page2.pagination).toEqual({ total: 7, limit: 3, offset: 3, has_next: true, has_prev: true, total_capped: false });
    const last = await get('?limit=3&offset=6');
    expect(last.pagination).toMatchObject({ has_next: false, has_prev: true });
    expect(last.requests).toHaveLength(1);
  });

  it('searches tenant, address and title case-insensitively, with literal % and _', async () => {
    expect((await get('?search=HEATER')).requests.map((r) => r.tenant_name)).toEqual(['Gina Hall', 'Bob Stone', 'Alice Brown']);
    expect((await get('?search=river')).requests.map((r) => r.tenant_name)).toEqual(['Dan River', 'Bob Stone', 'Alice Brown']);
    expect((await get('?search=hill%20st')).pagination.total).toBe(2);
    expect((await get('?search=100%25_')).requests.map((r) => r.tenant_name)).toEqual(['Eve Adams']);
    // A search of only symbols names nothing (no trigram index could serve it): it matches nothing.
    expect((await get('?search=%25')).pagination.total).toBe(0);
    expect((await get('?search=_')).pagination.total).toBe(0);
    // One or two characters match the start of a word: "ro" is the start of "Roof", "la" of "Lake".
    expect((await get('?search=ro')).requests.map((r) => r.issue_title)).toEqual(['Leaky roof']);
    expect((await get('?search=LA')).pagination.total).toBe(3);
    expect((await get('?search=ea')).pagination.total).toBe(0);
    expect((await get('?search=nothing-like-this')).requests).toEqual([]);
  });

  it('combines status and priority filters with search and paging; stats stay global', async () => {
    await setStatus('Broken heater', 'sent_to_contractor');
    await setStatus('Leaky roof', 'completed');
    await setStatus('Window crack', 'cancelled');

    const high = await get('?priority=high');
    expect(high.pagination.total).toBe(4);
    const highPending = await get('?priority=high&status=pending');
    expect(highPending.requests.map((r) => r.issue_title)).toEqual(['Heater pilot light', 'Mold 100%_done']);
    const combined = await get('?priority=high&status=pending&search=heater&limit=1');
    expect(combined.requests.map((r) => r.issue_title)).toEqual(['Heater pilot light']);
    expect(combined.pagination).toEqual({ total: 1, limit: 1, offset: 0, has_next: false, has_prev: false, total_capped: false });
    const pagedHigh = await get('?priority=high&limit=2&offset=2');
    expect(pagedHigh.requests.map((r) => r.issue_title)).toEqual(['Mold 100%_done', 'Leaky roof']);
    expect((await get('?status=sent_to_contractor&search=heater')).requests.map((r) => r.tenant_name)).toEqual(['Alice Brown']);
    expect((await get('?status=all&priority=any&search=')).pagination.total).toBe(7);
    expect(combined.stats).toEqual({ total: 7, pending: 4, sent_to_contractor: 1, completed: 1 });
  });

  it('refuses bad query values with 400', async () => {
    for (const query of ['?limit=0', '?limit=101', '?offset=-1', '?limit=abc', '?status=done', '?priority=critical']) {
      const res = await agent.inject({ method: 'GET', url: `${BASE}${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().success).toBe(false);
    }
  });

  it('lists by status with a count', async () => {
    const res = await agent.inject({ method: 'GET', url: `${BASE}/status/pending` });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.status).toBe('pending');
    expect(data.count).toBe(4);
    expect(data.requests.map((r: MaintenanceRequest) => r.status)).toEqual(['pending', 'pending', 'pending', 'pending']);
    const completed = await agent.inject({ method: 'GET', url: `${BASE}/status/completed` });
    expect(completed.json().data).toMatchObject({ count: 1, status: 'completed' });
    expect((await agent.inject({ method: 'GET', url: `${BASE}/status/in_progress` })).json().data).toEqual({
      requests: [],
      count: 0,
      status: 'in_progress',
    });
    expect((await agent.inject({ method: 'GET', url: `${BASE}/status/done` })).statusCode).toBe(400);
  });
});
