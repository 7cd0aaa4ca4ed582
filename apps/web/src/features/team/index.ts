// The team feature's public entry: what other features may use (docs/architecture-layers.md).
export { TeamActiveBar } from './admin/TeamActiveBar';
export { TeamSummaryCard } from './admin/TeamSummaryCard';
