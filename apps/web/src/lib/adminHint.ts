/**
 * `adminUser` in localStorage is only a display hint (show the Dashboard button, skip a flash of
 * the login page); the server's session is the authority. It never holds a token or the e-mail.
 */
export interface AdminHint {
  id: string;
  full_name: string;
  role: string;
}

const KEY = 'adminUser';

export function readAdminHint(): AdminHint | null {
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<AdminHint>;
    return parsed && typeof parsed.id === 'string'
      ? { id: parsed.id, full_name: String(parsed.full_name ?? ''), role: String(parsed.role ?? '') }
      : null;
  } catch {
    return null;
  }
}

export function writeAdminHint(user: AdminHint): void {
  localStorage.setItem(KEY, JSON.stringify({ id: user.id, full_name: user.full_name, role: user.role }));
  window.dispatchEvent(new Event('adminhint'));
}

export function clearAdminHint(): void {
  localStorage.removeItem(KEY);
  window.dispatchEvent(new Event('adminhint'));
}
