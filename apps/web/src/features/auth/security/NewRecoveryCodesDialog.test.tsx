import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { SECURITY_MESSAGES } from '@rentfront/shared/auth-security';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/errors';
import { NewRecoveryCodesDialog } from './NewRecoveryCodesDialog';

const regenerate = vi.hoisted(() => vi.fn());
vi.mock('../../../api/security', () => ({ regenerateRecoveryCodes: regenerate }));

const CODES = Array.from({ length: 10 }, (_, i) => `abcde-fgh${String(i).padStart(2, '2')}`);

function setup() {
  const onDone = vi.fn();
  const onOpenChange = vi.fn();
  render(<NewRecoveryCodesDialog open onOpenChange={onOpenChange} onDone={onDone} />);
  const submit = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Make new codes' })));
  return { onDone, onOpenChange, submit };
}

describe('NewRecoveryCodesDialog', () => {
  afterEach(() => {
    cleanup();
    regenerate.mockReset();
  });

  it('asks for the password and a 6-digit code before calling the server', { timeout: 20_000 }, async () => {
    const { submit } = setup();
    await submit();
    expect(screen.getByText(SECURITY_MESSAGES.passwordRequired)).toBeTruthy();
    expect(screen.getByText(SECURITY_MESSAGES.mfaCodeRequired)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Authentication code', { exact: false }), { target: { value: '12ab' } });
    await submit();
    expect(screen.getByText(SECURITY_MESSAGES.mfaCodeFormat)).toBeTruthy();
    expect(regenerate).not.toHaveBeenCalled();
  });

  it('shows the server’s field message for a wrong code and keeps the form', async () => {
    regenerate.mockRejectedValueOnce(
      new ApiError('Invalid code. Please try again.', 400, null, { code: 'Invalid code. Please try again.' }),
    );
    const { submit } = setup();
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'my-password' } });
    fireEvent.change(screen.getByLabelText('Authentication code', { exact: false }), { target: { value: '123456' } });
    await submit();
    await screen.findByText('Invalid code. Please try again.', { selector: 'p, span, div' });
    expect(screen.getByRole('button', { name: 'Make new codes' })).toBeTruthy();
  });

  it('shows the ten new codes once; Done closes and refreshes the card', async () => {
    regenerate.mockResolvedValueOnce({
      success: true,
      message: SECURITY_MESSAGES.recoveryCodesRegenerated,
      data: { recovery_codes: CODES },
    });
    const { submit, onDone, onOpenChange } = setup();
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'my-password' } });
    fireEvent.change(screen.getByLabelText('Authentication code', { exact: false }), { target: { value: '123456' } });
    await submit();
    expect(regenerate).toHaveBeenCalledWith('my-password', '123456');
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(list.querySelectorAll('li')).toHaveLength(10);
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
