// The auth feature's public entry: what other features may use (docs/architecture.md).
export { useReauth } from './reauth/useReauth';
export { ChangePasswordCard } from './security/ChangePasswordCard';
export { DevicesCard } from './security/DevicesCard';
export { SecuritySettingsCard } from './security/SecuritySettingsCard';
export { TwoFactorCard } from './security/TwoFactorCard';
