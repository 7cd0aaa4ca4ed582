import { defineRoutes } from './endpoint';

// Method and path of the rent reports and the move-out deposit statement (issue 33 items 5 and 6),
// without the schemas (rent-reports.ts), so the web client's calls carry no zod. Each report is
// also a streamed CSV download at the same path with `.csv`, taking the same query.

export const rentReportRoutes = defineRoutes({
  rentRoll: { method: 'GET', path: '/api/admin/reports/rent-roll' },
  rentRollCsv: { method: 'GET', path: '/api/admin/reports/rent-roll.csv', download: true },
  delinquency: { method: 'GET', path: '/api/admin/reports/delinquency' },
  delinquencyCsv: { method: 'GET', path: '/api/admin/reports/delinquency.csv', download: true },
  income: { method: 'GET', path: '/api/admin/reports/income' },
  incomeCsv: { method: 'GET', path: '/api/admin/reports/income.csv', download: true },
  deposits: { method: 'GET', path: '/api/admin/reports/deposits' },
  depositsCsv: { method: 'GET', path: '/api/admin/reports/deposits.csv', download: true },
  onlinePayments: { method: 'GET', path: '/api/admin/reports/online-payments' },
});

export const depositStatementRoutes = defineRoutes({
  open: { method: 'POST', path: '/api/admin/leases/:id/deposit-statement' },
  get: { method: 'GET', path: '/api/admin/leases/:id/deposit-statement' },
  pdf: { method: 'GET', path: '/api/admin/leases/:id/deposit-statement.pdf', download: true },
  addDeduction: { method: 'POST', path: '/api/admin/leases/:id/deposit-statement/deductions' },
  removeDeduction: { method: 'DELETE', path: '/api/admin/leases/:id/deposit-statement/deductions/:deductionId' },
  photo: { method: 'GET', path: '/api/admin/leases/:id/deposit-statement/deductions/:deductionId/photos/:index', download: true },
  send: { method: 'POST', path: '/api/admin/leases/:id/deposit-statement/send' },
});
