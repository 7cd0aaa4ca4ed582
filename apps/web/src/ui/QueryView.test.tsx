import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bothQueries, QueryView, type ViewedQuery } from './QueryView';

const LOADING = { label: 'Loading notes', skeletons: ['h-4', 'h-8'] };
const query = (q: Partial<ViewedQuery<string[]>>): ViewedQuery<string[]> => ({
  isPending: false,
  isError: false,
  error: null,
  data: undefined,
  refetch: vi.fn(),
  ...q,
});
const view = (q: ViewedQuery<string[]>, error: string | ((err: unknown) => string) = 'Could not load notes') =>
  render(
    <QueryView query={q} loading={LOADING} error={error}>
      {(notes) => <p>{notes.join(', ')}</p>}
    </QueryView>,
  );

afterEach(cleanup);

describe('QueryView', () => {
  it('announces the load with one placeholder a class list', () => {
    const { container } = view(query({ isPending: true }));
    expect(screen.getByRole('status').textContent).toBe('Loading notes');
    expect([...container.querySelectorAll('[aria-hidden]')].map((el) => el.className)).toEqual([
      'animate-pulse rounded-md bg-slate-200 h-4',
      'animate-pulse rounded-md bg-slate-200 h-8',
    ]);
  });

  it('shows a failure with its fallback message, and Try Again reads again', () => {
    const q = query({ isError: true, error: new Error('') });
    view(q);
    expect(screen.getByRole('alert').textContent).toContain('Could not load notes');
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(q.refetch).toHaveBeenCalledOnce();
  });

  it('takes the failure text from a function when given one', () => {
    view(query({ isError: true, error: new Error('x') }), () => 'Texts are unavailable');
    expect(screen.getByRole('alert').textContent).toContain('Texts are unavailable');
  });

  it('renders the content from the data', () => {
    view(query({ data: ['a', 'b'] }));
    expect(screen.getByText('a, b')).toBeTruthy();
  });
});

describe('bothQueries', () => {
  it('waits for both, gives both answers, and reads again only the one that failed', () => {
    const a = query({ data: ['a'] });
    expect(bothQueries(a, query({ isPending: true })).isPending).toBe(true);
    expect(bothQueries(a, query({ data: ['b'] })).data).toEqual([['a'], ['b']]);
    const failed = query({ isError: true, error: new Error('down') });
    const joined = bothQueries(a, failed);
    expect(joined).toMatchObject({ isError: true, error: failed.error });
    joined.refetch();
    expect(failed.refetch).toHaveBeenCalledOnce();
    expect(a.refetch).not.toHaveBeenCalled();
  });
});
