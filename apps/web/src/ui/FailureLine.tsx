/**
 * A form's failure that no field carries (the server refused, the network failed), read out at
 * once; nothing while there is none. One component so every small form words it the same way.
 */
export function FailureLine({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="text-sm text-red-700">
      {message}
    </p>
  );
}
