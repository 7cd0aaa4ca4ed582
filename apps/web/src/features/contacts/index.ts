// The contacts feature's public entry: what other features may use (docs/architecture.md).
export { ContactsSummaryCard } from './admin/ContactsSummaryCard';
export { MessagesReadBar } from './admin/MessagesReadBar';
