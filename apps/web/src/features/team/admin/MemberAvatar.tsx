import { UserRound } from '../../../ui/icons';

/** A member's photo (400 px variant) or a neutral placeholder. */
export function MemberAvatar({ photo, size = 40 }: { photo: string | null; size?: number }) {
  if (!photo) {
    return (
      <span className="flex shrink-0 items-center justify-center rounded-full bg-slate-100" style={{ width: size, height: size }}>
        <UserRound aria-hidden className="h-1/2 w-1/2 text-slate-700" />
      </span>
    );
  }
  return (
    <img
      src={photo.replace(/\/\d+\.webp$/, '/400.webp')}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      className="shrink-0 rounded-full object-cover"
      style={{ width: size, height: size }}
    />
  );
}
