import { TEAM_ABOUT_PAGE_SIZE } from '@rentfront/shared/page-sizes';
import type { LoaderFunctionArgs } from 'react-router';
import { staticHead } from '../../app/head/routeHead';
import { loadPublic } from '../../page-data/publicData';

// `/about`: who we are, and the team.
export { default as Component } from '../../features/about/AboutPage';

export const loader = ({ context }: LoaderFunctionArgs) =>
  loadPublic(context, (data) => data.team({ limit: TEAM_ABOUT_PAGE_SIZE, offset: 0 }));

export const head = staticHead(
  'About Us',
  'Who we are, how renting with us works, and the team that takes care of our homes and residents.',
  '/about',
);
