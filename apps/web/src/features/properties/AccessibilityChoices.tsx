import { ACCESSIBILITY_FEATURES, ACCESSIBILITY_LABELS, type AccessibilityFeature } from '@rentfront/shared/accessibility-features';
import type { ReactNode } from 'react';
import { Checkbox } from '../../ui/Input';

export interface AccessibilityChoicesProps {
  value: readonly string[];
  onChange: (value: AccessibilityFeature[]) => void;
  /** Makes each box's id unique on the page (the filter panel and the property form may both be open). */
  idPrefix: string;
  legend: ReactNode;
  /** Classes of the boxes' grid. */
  gridClassName?: string;
  /** What follows the boxes (the form's error line). */
  children?: ReactNode;
  describedBy?: string;
}

/**
 * A box for each accessibility feature of the fixed list (issue 35): the search's filter group and
 * the property form's. The answer is in the list's order, so it does not depend on the ticking order.
 */
export function AccessibilityChoices({
  value,
  onChange,
  idPrefix,
  legend,
  gridClassName,
  children,
  describedBy,
}: AccessibilityChoicesProps) {
  const chosen = new Set(value);
  const toggle = (feature: AccessibilityFeature, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(feature);
    else next.delete(feature);
    onChange(ACCESSIBILITY_FEATURES.filter((f) => next.has(f)));
  };
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={describedBy}>
      {legend}
      <div className={gridClassName ?? 'flex flex-col gap-2'}>
        {ACCESSIBILITY_FEATURES.map((feature) => (
          <Checkbox
            key={feature}
            id={`${idPrefix}-${feature}`}
            label={ACCESSIBILITY_LABELS[feature]}
            checked={chosen.has(feature)}
            onChange={(e) => toggle(feature, e.target.checked)}
          />
        ))}
      </div>
      {children}
    </fieldset>
  );
}
