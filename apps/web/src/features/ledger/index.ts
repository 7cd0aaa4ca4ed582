// The ledger feature's public face: the lease detail shows its panels.
export { LedgerPanel } from './admin/LedgerPanel';
export { DepositStatementPanel } from './deposit/DepositStatementPanel';
export { RentSettingsCard } from './settings/RentSettingsCard';
