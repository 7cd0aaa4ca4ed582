// The tours feature's public entry: what other features may use (docs/architecture.md).
export { BuiltInTourOptions, isBuiltInOption } from './settings/BuiltInTourOptions';
export { PropertyTourSettingsDialog } from './settings/PropertyTourSettingsDialog';
export { TourSettingsCard } from './settings/TourSettingsCard';
