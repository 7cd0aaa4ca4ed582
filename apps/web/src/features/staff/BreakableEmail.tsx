import { Fragment } from 'react';

/**
 * An e-mail address that may wrap only before "@" and dots (e.g. `avery.agent` / `@example` /
 * `.com`), never letter by letter: a narrow table cell on a phone stays readable.
 */
export function BreakableEmail({ email }: { email: string }) {
  const parts = email.split(/(?=[@.])/);
  return (
    <span className="[overflow-wrap:anywhere]">
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
