/** A failure said next to what failed (read at once by screen readers); nothing when there is none. */
export function FailureNote({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded border border-red-300 bg-red-50 p-3 text-sm text-red-900">
      {message}
    </p>
  );
}
