import { ACCESSIBILITY_FEATURES, ACCESSIBILITY_LABELS, type AccessibilityFeature } from '@rentfront/shared/accessibility-features';
import { Checkbox } from '../../ui/Input';

export interface AccessibilityFilterProps {
  value: AccessibilityFeature[];
  onChange: (value: AccessibilityFeature[]) => void;
}

/** The "Accessibility" group of the search filters: every ticked feature must be there. */
export function AccessibilityFilter({ value, onChange }: AccessibilityFilterProps) {
  const toggle = (feature: AccessibilityFeature, on: boolean) => {
    const chosen = new Set(value);
    if (on) chosen.add(feature);
    else chosen.delete(feature);
    // In the fixed list's order, so the address of a search is the same whichever box came first.
    onChange(ACCESSIBILITY_FEATURES.filter((f) => chosen.has(f)));
  };
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-slate-800">Accessibility</legend>
      {ACCESSIBILITY_FEATURES.map((feature) => (
        <Checkbox
          key={feature}
          id={`filter-accessibility-${feature}`}
          label={ACCESSIBILITY_LABELS[feature]}
          checked={value.includes(feature)}
          onChange={(e) => toggle(feature, e.target.checked)}
        />
      ))}
    </fieldset>
  );
}
