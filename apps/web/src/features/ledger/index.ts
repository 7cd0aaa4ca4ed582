// The ledger feature's public face: the lease detail shows its panel.
export { LedgerPanel } from './admin/LedgerPanel';
