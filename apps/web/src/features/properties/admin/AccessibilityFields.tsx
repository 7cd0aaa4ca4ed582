import { AccessibilityChoices } from '../AccessibilityChoices';
import { splitList } from './propertyForm';

export interface AccessibilityFieldsProps {
  /** The form's value: feature keys, comma-separated (like the other list fields). */
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

/** The property form's "Accessibility" group (issue 35): a box per feature of the fixed list. */
export function AccessibilityFields({ value, error, onChange }: AccessibilityFieldsProps) {
  return (
    <AccessibilityChoices
      idPrefix="property-accessibility"
      legend={<legend className="mb-2 text-sm font-semibold uppercase tracking-wide text-slate-800">Accessibility</legend>}
      value={splitList(value)}
      onChange={(features) => onChange(features.join(', '))}
      gridClassName="grid gap-2 sm:grid-cols-3"
      describedBy={error ? 'property-accessibility-error' : undefined}
    >
      <p className="text-sm text-slate-700">Tick what the home has; renters can search for each feature.</p>
      {error && (
        <p id="property-accessibility-error" role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </AccessibilityChoices>
  );
}
