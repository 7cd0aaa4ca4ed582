import { SCREENING_REVIEW_TIME } from '@rentfront/shared/review-times';
import type { LoaderFunctionArgs } from 'react-router';
import { staticHead } from '../../app/head/routeHead';
import { loadPublic } from '../../page-data/publicData';

// `/screening`: the pre-screening questionnaire.
export { default as Component } from '../../features/screening/ScreeningPage';

/** The questionnaire's fields carry what a visitor types before the page is live. */
export const fields = true;

export const loader = ({ context }: LoaderFunctionArgs) => loadPublic(context, (data) => data.screeningQuestions());

export const head = staticHead(
  'Pre-Screening Questionnaire',
  `Tell us what you are looking for and get matching rentals; our team replies within ${SCREENING_REVIEW_TIME}.`,
  '/screening',
);
