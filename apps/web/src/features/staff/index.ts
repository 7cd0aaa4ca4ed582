// The staff feature's public entry: what other features may use (docs/architecture-layers.md).
export { StaffSettingsCard } from './StaffSettingsCard';
