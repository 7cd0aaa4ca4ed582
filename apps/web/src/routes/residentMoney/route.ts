import { residentHead } from '../residentHead';

// `/resident/leases/:id/money`: balance, what is due, the ledger, receipts and Pay now.
export { default as Component } from '../../features/resident-portal/ResidentMoneyPage';

export const head = residentHead('Rent and payments');
