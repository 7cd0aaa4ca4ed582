import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STAFF_MESSAGES } from '@rentfront/shared/staff';
import { InviteForm } from './InviteForm';

afterEach(cleanup);

function setup(serverErrors?: Record<string, string>) {
  const onSubmit = vi.fn();
  render(<InviteForm busy={false} serverErrors={serverErrors} onSubmit={onSubmit} onCancel={() => undefined} />);
  const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
  return { onSubmit, send };
}

describe('InviteForm', () => {
  // The first render loads the form's modules: slow on a busy machine.
  it('checks the fields with the server schema before sending', { timeout: 20_000 }, () => {
    const { onSubmit, send } = setup();
    send();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText(STAFF_MESSAGES.nameRequired)).toBeTruthy();
    expect(screen.getByText(STAFF_MESSAGES.emailRequired)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'not-an-address' } });
    send();
    expect(screen.getByText(STAFF_MESSAGES.emailInvalid)).toBeTruthy();
  });

  it('sends trimmed values with the chosen role (agent by default)', () => {
    const { onSubmit, send } = setup();
    fireEvent.change(screen.getByLabelText('Full name'), { target: { value: '  Mara Manager ' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: ' mara@example.com' } });
    expect((screen.getByLabelText('Role') as HTMLSelectElement).value).toBe('agent');
    fireEvent.change(screen.getByLabelText('Role'), { target: { value: 'manager' } });
    send();
    expect(onSubmit).toHaveBeenCalledWith({ full_name: 'Mara Manager', email: 'mara@example.com', role: 'manager' });
  });

  it('shows the server’s field message (an address that already has an account)', () => {
    setup({ email: STAFF_MESSAGES.emailTaken });
    expect(screen.getByText(STAFF_MESSAGES.emailTaken)).toBeTruthy();
  });
});
