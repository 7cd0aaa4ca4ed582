import type { StaffMember } from '@rentfront/shared/staff';
import { useEffect, type RefObject } from 'react';
import { changeRoleLabel, resetMfaLabel } from './staffList';

/**
 * After a two-factor reset the confirm dialog hands the focus back to "Reset two-factor of …",
 * which the list then drops: once the list shows it gone, the focus goes to the same row's
 * "Change role of …". `rows` is the list's answer, so the check runs again when it arrives.
 */
export function useRefocusAfterReset(
  section: RefObject<HTMLElement | null>,
  member: StaffMember | null,
  setMember: (member: StaffMember | null) => void,
  rows: unknown,
) {
  useEffect(() => {
    if (!member) return;
    const button = (label: string) =>
      Array.from(section.current?.querySelectorAll('button') ?? []).find((b) => b.getAttribute('aria-label') === label);
    if (button(resetMfaLabel(member))) return;
    // After the dialog has finished handing focus back (it may still be closing when the list
    // answers), and only when the focus went with the button: never pull it from where the user moved on.
    const timer = window.setTimeout(() => {
      setMember(null);
      if (document.activeElement && document.activeElement !== document.body) return;
      button(changeRoleLabel(member))?.focus();
    }, 0);
    return () => window.clearTimeout(timer);
  }, [section, member, setMember, rows]);
}
