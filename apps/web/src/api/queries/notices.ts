import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { listAdminNotices, type NoticeListParams } from '../notices';
import { noticeKeys } from '../queryKeys';

// TanStack Query options of the notices domain (the back office; /notice reads in its loader).

export const noticeQueries = {
  adminList: (params: NoticeListParams) =>
    queryOptions({ queryKey: noticeKeys.adminList(params), queryFn: () => listAdminNotices(params), placeholderData: keepPreviousData }),
};
