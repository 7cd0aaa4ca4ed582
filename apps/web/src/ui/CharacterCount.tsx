/** "1,234 / 20,000 characters" under a long text field. */
export function CharacterCount({ length, max }: { length: number; max: number }) {
  return (
    <p className="text-right text-xs text-slate-700">
      {length.toLocaleString('en-US')} / {max.toLocaleString('en-US')} characters
    </p>
  );
}
