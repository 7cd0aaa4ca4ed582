import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/errors';
import { useReauth } from './useReauth';

const reauthenticate = vi.fn();
vi.mock('../../../api/security', () => ({ reauthenticate: (password: string) => reauthenticate(password) }));

function Harness({ call }: { call: () => Promise<string> }) {
  const { guard, dialog } = useReauth();
  const [result, setResult] = useState('');
  return (
    <>
      <button type="button" onClick={() => guard(call).then(setResult, (err: Error) => setResult(`failed: ${err.message}`))}>
        Reveal
      </button>
      <output>{result}</output>
      {dialog}
    </>
  );
}

const reauthError = () => new ApiError('Please enter your password again to continue.', 403, { code: 'reauth_required' });

describe('useReauth', () => {
  afterEach(() => {
    cleanup();
    reauthenticate.mockReset();
  });

  it('asks for the password on 403 reauth_required and retries the call', async () => {
    const call = vi.fn().mockRejectedValueOnce(reauthError()).mockResolvedValueOnce('SSN 123-45-6789');
    reauthenticate.mockResolvedValueOnce({ success: true });
    render(<Harness call={call} />);
    fireEvent.click(screen.getByRole('button', { name: 'Reveal' }));
    await screen.findByText('Confirm your password');
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'my-password' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Confirm' })));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('SSN 123-45-6789'));
    expect(reauthenticate).toHaveBeenCalledWith('my-password');
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('shows a wrong password as the field message and keeps the prompt open', async () => {
    const call = vi.fn().mockRejectedValueOnce(reauthError());
    reauthenticate.mockRejectedValueOnce(new ApiError('Password is incorrect', 400, null, { password: 'Password is incorrect' }));
    render(<Harness call={call} />);
    fireEvent.click(screen.getByRole('button', { name: 'Reveal' }));
    await screen.findByText('Confirm your password');
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Confirm' })));
    await screen.findByText('Password is incorrect');
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('passes other failures straight through', async () => {
    const call = vi.fn().mockRejectedValueOnce(new ApiError('Application not found', 404));
    render(<Harness call={call} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Reveal' })));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('failed: Application not found'));
    expect(screen.queryByText('Confirm your password')).toBeNull();
  });
});
