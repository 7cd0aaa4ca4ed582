import type { NoticeListData } from '@rentfront/shared/notices-core';
import { NOTICES_PAGE_SIZE } from '@rentfront/shared/page-sizes';
import type { LoaderFunctionArgs } from 'react-router';
import type { RouteHead } from '../../app/head/routeHead';
import { pageFromParams } from '../../lib/pageParam';
import type { Loaded } from '../../page-data/loaded';
import { loadPublic } from '../../page-data/publicData';

// `/notice`: the active notices, searched and paged in the address.
export { default as Component } from '../../features/notices/NoticesPage';

/** The search field carries what a visitor types before the page is live. */
export const fields = true;

export function loader({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const page = pageFromParams(params);
  const search = params.get('search')?.trim() ?? '';
  return loadPublic(context, (data) => data.notices({ limit: NOTICES_PAGE_SIZE, offset: (page - 1) * NOTICES_PAGE_SIZE, search }));
}

export const head: RouteHead = (data, _params, ctx) => {
  const notices = (data as Loaded<NoticeListData>).data?.notices ?? [];
  return {
    title: 'Notices',
    description: 'Announcements for residents and applicants: maintenance work, office hours and community news.',
    canonicalPath: '/notice',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      name: 'Notices',
      url: `${ctx.origin}/notice`,
      itemListElement: notices.map((n, i) => ({ '@type': 'ListItem', position: i + 1, name: n.title })),
    },
  };
};
