// The saved-searches feature's public entry: what other features may use (docs/architecture.md).
export { SaveSearchButton } from './SaveSearchButton';
