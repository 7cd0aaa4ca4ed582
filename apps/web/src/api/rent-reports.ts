// Calls of the rent reports (issue 33 item 6), typed by the descriptors of
// @rentfront/shared/contract/rent-reports. Each report's CSV is a plain link (ExportCsvLink), not a call.
import type { EndpointQuery } from '@rentfront/shared/contract/endpoint';
import type { rentReportEndpoints } from '@rentfront/shared/contract/rent-reports';
import { rentReportRoutes } from '@rentfront/shared/contract/rent-reports-routes';
import { endpointClient } from './endpoint';

const api = endpointClient<typeof rentReportEndpoints>(rentReportRoutes);

type E = typeof rentReportEndpoints;
export type RentRollParams = EndpointQuery<E['rentRoll']>;
export type DelinquencyParams = EndpointQuery<E['delinquency']>;
export type IncomeParams = EndpointQuery<E['income']>;
export type DepositsReportParams = EndpointQuery<E['deposits']>;
export type OnlinePaymentsReportParams = EndpointQuery<E['onlinePayments']>;

export const rentRollReport = (query: RentRollParams) => api.rentRoll({ query });
export const delinquencyReport = (query: DelinquencyParams) => api.delinquency({ query });
/** The income report is one answer for a range of months: no paging or sort is sent (the query is strict). */
export const incomeReport = ({ from, to }: IncomeParams) => api.income({ query: { from, to } });
export const depositsReport = (query: DepositsReportParams) => api.deposits({ query });
export const onlinePaymentsReport = (query: OnlinePaymentsReportParams) => api.onlinePayments({ query });

/** The paths of the CSV downloads, for the Export CSV links. */
export const REPORT_CSV_PATHS = {
  rentRoll: rentReportRoutes.rentRollCsv.path,
  delinquency: rentReportRoutes.delinquencyCsv.path,
  income: rentReportRoutes.incomeCsv.path,
  deposits: rentReportRoutes.depositsCsv.path,
} as const;
