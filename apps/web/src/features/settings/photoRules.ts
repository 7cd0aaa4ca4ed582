import { AUTH_MESSAGES, PROFILE_PHOTO_MAX_BYTES } from '@rentfront/shared/auth';

/** Client-side photo checks of the profile form; returns the spec's message or null. */
export function checkProfilePhoto(file: Pick<File, 'size' | 'type'>): string | null {
  if (!file.type.startsWith('image/')) return AUTH_MESSAGES.photoNotImage;
  if (file.size > PROFILE_PHOTO_MAX_BYTES) return AUTH_MESSAGES.photoTooLarge;
  return null;
}

/** Initials for the avatar when there is no photo: "Jane Q. Doe" -> "JD". */
export function initialsOf(name: string | null | undefined): string {
  const parts = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return '?';
  const first = parts[0][0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1][0] ?? '') : '';
  return (first + last).toUpperCase();
}
