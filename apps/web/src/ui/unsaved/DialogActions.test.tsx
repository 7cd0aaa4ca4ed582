import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DialogActions } from './DialogActions';

afterEach(cleanup);

describe('DialogActions', () => {
  it('submits the named form, with Cancel beside it', () => {
    const onCancel = vi.fn();
    render(<DialogActions onCancel={onCancel} busy={false} formId="reply-form" submitLabel="Send Reply" />);
    const send = screen.getByRole('button', { name: 'Send Reply' });
    expect(send.getAttribute('type')).toBe('submit');
    expect(send.getAttribute('form')).toBe('reply-form');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('without a form, is a plain button that runs onSubmit', () => {
    const onSubmit = vi.fn();
    render(<DialogActions onCancel={() => {}} busy={false} onSubmit={onSubmit} submitLabel="Create Questions" />);
    const create = screen.getByRole('button', { name: 'Create Questions' });
    expect(create.getAttribute('type')).toBe('button');
    expect(create.hasAttribute('form')).toBe(false);
    fireEvent.click(create);
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('shuts Cancel while busy', () => {
    render(<DialogActions onCancel={() => {}} busy onSubmit={() => {}} submitLabel="Send Reply" />);
    expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
