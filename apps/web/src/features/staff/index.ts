// The staff feature's public entry: what other features may use (docs/architecture.md).
export { StaffSettingsCard } from './StaffSettingsCard';
