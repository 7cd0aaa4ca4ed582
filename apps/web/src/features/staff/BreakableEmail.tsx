/**
 * An e-mail address that wraps before its "@" (`avery.agent` / `@example.com`), not letter by
 * letter: a narrow table cell on a phone stays readable. `break-words` only splits a part that is
 * wider than the whole cell, and unlike `break-all` it does not let the table squeeze the column
 * down to one letter.
 */
export function BreakableEmail({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at <= 0) return <span className="break-words">{email}</span>;
  return (
    <span className="break-words">
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </span>
  );
}
