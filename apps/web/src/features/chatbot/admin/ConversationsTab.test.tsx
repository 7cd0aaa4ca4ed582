import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ChatConversationListItem } from '@rentfront/shared/chatbot';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearAdminHint, writeAdminHint } from '../../../lib/adminHint';
import { ConversationsTab } from './ConversationsTab';

const api = vi.hoisted(() => ({ listChatConversations: vi.fn(), getChatConversation: vi.fn() }));
vi.mock('../../../api/chatbot', () => api);

const conversation = (i: number): ChatConversationListItem => ({
  id: `c${i}`,
  session_id: `session-${i}-0000`,
  user_name: null,
  user_email: null,
  guest_name: i === 0 ? 'Dana Visitor' : null,
  guest_email: i === 0 ? 'dana@example.com' : null,
  flow_type: 'property_search',
  status: 'escalated',
  step: 'done',
  step_number: 3,
  messages_count: 4,
  is_satisfied: false,
  created_at: '2026-11-27T08:00:00.000Z',
  updated_at: '2026-11-27T08:05:00.000Z',
  completed_at: null,
});

/** A page of `shown` conversations out of `total`. */
const answer = (shown: number, total: number) => ({
  success: true,
  data: {
    conversations: Array.from({ length: shown }, (_, i) => conversation(i)),
    total_conversations: total,
    pagination: { total, total_capped: false },
  },
});

function renderTab(address = '/admin/chatbot-analytics') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[address]}>
        <ConversationsTab />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

// A manager may export (ADR 0022): the Export CSV link shows.
beforeEach(() => writeAdminHint({ id: 'u1', full_name: 'Mo Manager', role: 'manager' }));
afterEach(() => {
  cleanup();
  clearAdminHint();
  api.listChatConversations.mockReset();
});

// The first render loads React, the table and the query library: slow on the shared two-core machine.
describe('ConversationsTab', { timeout: 20_000 }, () => {
  it('opens with the address filter, counts all pages, and asks the endpoint for pages by number', async () => {
    api.listChatConversations.mockResolvedValue(answer(20, 41));
    renderTab('/admin/chatbot-analytics?status=escalated&lead=with');
    await screen.findByText('41 conversations');
    expect(api.listChatConversations).toHaveBeenCalledWith(
      expect.objectContaining({ page: 1, limit: 20, status: 'escalated', lead: 'with', flow_type: 'all' }),
    );
    expect(api.listChatConversations.mock.calls[0][0]).not.toHaveProperty('offset');
    const row = screen.getAllByRole('row').find((r) => r.textContent?.includes('dana@example.com'));
    expect(row && within(row).getByRole('button', { name: 'View conversation of Dana Visitor' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Export chat leads as CSV' }).getAttribute('href')).toContain('status=escalated');
    fireEvent.click(screen.getByRole('button', { name: /Next/ }));
    await waitFor(() => expect(api.listChatConversations).toHaveBeenLastCalledWith(expect.objectContaining({ page: 2 })));
  });

  it('tells nothing-matches apart from nothing yet, with no count line', async () => {
    api.listChatConversations.mockResolvedValue(answer(0, 0));
    renderTab('/admin/chatbot-analytics?status=abandoned');
    await screen.findByText('Try another search or filter.');
    expect(screen.queryByText('0 conversations')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await screen.findByText('Conversations with the Property Assistant appear here.');
  });
});
