// Accessibility as data (issue 35): one fixed list of a home's features, so a renter can search
// for what they need and every page, the feed and JSON-LD name a feature the same way.

export const ACCESSIBILITY_FEATURES = [
  'step_free_entrance',
  'elevator',
  'wide_doorways',
  'roll_in_shower',
  'grab_bars',
  'accessible_parking',
  'visual_alarms',
  'ground_floor',
  'no_interior_stairs',
] as const;
export type AccessibilityFeature = (typeof ACCESSIBILITY_FEATURES)[number];

export const ACCESSIBILITY_LABELS: Record<AccessibilityFeature, string> = {
  step_free_entrance: 'Step-free entrance',
  elevator: 'Elevator',
  wide_doorways: 'Wide doorways',
  roll_in_shower: 'Roll-in shower',
  grab_bars: 'Grab bars',
  accessible_parking: 'Accessible parking',
  visual_alarms: 'Visual alarms',
  ground_floor: 'Ground floor',
  no_interior_stairs: 'No stairs inside',
};

export function isAccessibilityFeature(value: string): value is AccessibilityFeature {
  return (ACCESSIBILITY_FEATURES as readonly string[]).includes(value);
}

/** The known features among `values`, in the list's order, each once; anything else is dropped. */
export function knownAccessibilityFeatures(values: readonly string[]): AccessibilityFeature[] {
  const wanted = new Set(values.map((v) => v.trim().toLowerCase()));
  return ACCESSIBILITY_FEATURES.filter((f) => wanted.has(f));
}
