import { ACCESSIBILITY_FEATURES, ACCESSIBILITY_LABELS, type AccessibilityFeature } from '@rentfront/shared/accessibility-features';
import { Checkbox } from '../../../ui/Input';
import { splitList } from './propertyForm';

export interface AccessibilityFieldsProps {
  /** The form's value: feature keys, comma-separated (like the other list fields). */
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

/** The property form's "Accessibility" group (issue 35): a box per feature of the fixed list. */
export function AccessibilityFields({ value, error, onChange }: AccessibilityFieldsProps) {
  const chosen = new Set(splitList(value));
  const toggle = (feature: AccessibilityFeature, on: boolean) => {
    if (on) chosen.add(feature);
    else chosen.delete(feature);
    onChange(ACCESSIBILITY_FEATURES.filter((f) => chosen.has(f)).join(', '));
  };
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? 'property-accessibility-error' : undefined}>
      <legend className="mb-2 text-sm font-semibold uppercase tracking-wide text-slate-800">Accessibility</legend>
      <p className="text-sm text-slate-700">Tick what the home has; renters can search for each feature.</p>
      <div className="grid gap-2 sm:grid-cols-3">
        {ACCESSIBILITY_FEATURES.map((feature) => (
          <Checkbox
            key={feature}
            id={`property-accessibility-${feature}`}
            label={ACCESSIBILITY_LABELS[feature]}
            checked={chosen.has(feature)}
            onChange={(e) => toggle(feature, e.target.checked)}
          />
        ))}
      </div>
      {error && (
        <p id="property-accessibility-error" role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
