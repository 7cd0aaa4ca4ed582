import { SCREENING_LIMITS, SCREENING_MESSAGES as M, type ScreeningResponseSummary } from '@rentfront/shared/screening';
import { useState } from 'react';
import { EXPORT_PATHS } from '../../../api/exports';
import { deleteScreeningResponse, listScreeningResponses } from '../../../api/screening';
import { screeningKeys } from '../../../api/queryKeys';
import { AdminListView, useAdminList } from '../../../ui/admin-list';
import { ReplyDialog } from './ReplyDialog';
import { ResponseDetailDialog } from './ResponseDetailDialog';
import {
  NO_RESPONSE_FILTERS,
  RESPONSE_DELETE,
  RESPONSE_EMPTY,
  RESPONSE_FILTERS,
  RESPONSE_URL_FILTERS,
  ResponseStats,
  responseCard,
  responseColumns,
} from './responseList';

/** Pre-Screening › Responses: the counters, search and reply state, the table (cards on phones), view, reply, delete. */
export function ResponsesTab() {
  const [viewing, setViewing] = useState<string | null>(null);
  const [replying, setReplying] = useState<ScreeningResponseSummary | null>(null);
  const list = useAdminList({
    // A reply or a delete makes every screening read stale (the counters, the open response).
    key: screeningKeys.responses,
    filters: NO_RESPONSE_FILTERS,
    urlFilters: RESPONSE_URL_FILTERS,
    pageSize: SCREENING_LIMITS.responsesPageSize,
    fetch: listScreeningResponses,
    page: (d) => ({ rows: d.responses, total: d.pagination.total, capped: d.pagination.total_capped }),
    noun: ['responses', 'responses'],
    remove: {
      call: (r: ScreeningResponseSummary) => deleteScreeningResponse(r.id),
      messages: { deleted: M.deleteResponseSuccess, failed: M.deleteResponseFailed },
      invalidates: [screeningKeys.all],
    },
  });
  const actions = { onView: (r: ScreeningResponseSummary) => setViewing(r.id), onReply: setReplying, onDelete: list.askDelete };

  return (
    <AdminListView
      list={list}
      className="space-y-6"
      heading={{ text: 'Responses', className: 'sr-only' }}
      header={<ResponseStats stats={list.data?.stats} />}
      filters={RESPONSE_FILTERS}
      tableId="screening-responses"
      caption="Pre-screening responses"
      columns={responseColumns(actions)}
      phoneCards={{ label: 'Pre-screening responses', card: responseCard(actions) }}
      onOpen={actions.onView}
      exportCsv={{ path: EXPORT_PATHS.screening, query: list.applied, label: 'pre-screening responses' }}
      showing="below"
      loading={{ label: 'Loading responses', count: 3, itemClassName: 'h-12 w-full' }}
      error={M.fetchResponsesFailed}
      empty={RESPONSE_EMPTY}
      confirmDelete={RESPONSE_DELETE}
    >
      <ResponseDetailDialog
        responseId={viewing}
        onClose={() => setViewing(null)}
        onReply={(summary) => {
          setViewing(null);
          setReplying(summary);
        }}
      />
      <ReplyDialog response={replying} onClose={() => setReplying(null)} />
    </AdminListView>
  );
}
