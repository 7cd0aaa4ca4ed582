// The team feature's public entry: what other features may use (docs/architecture.md).
export { TeamActiveBar } from './admin/TeamActiveBar';
export { TeamSummaryCard } from './admin/TeamSummaryCard';
