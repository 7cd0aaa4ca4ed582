import { SITE_TEXT_MESSAGES as M, type SiteText } from '@rentfront/shared/site-texts';
import { siteKeys } from '../../api/queryKeys';
import { listAdminSiteTexts, resetSiteText, saveSiteText } from '../../api/site';
import { ExternalLink, FileText } from '../../ui/icons';
import { EditableTextsCard } from './EditableTextsCard';
import { SiteTextForm } from './SiteTextForm';
import { useEditableTexts } from './useEditableTexts';

/**
 * Settings card "Page texts": the lease terms and rental policies pages that the application's
 * Signature & Terms step links to (issue 18). Edit as plain text, or go back to the default.
 */
export function SiteTextsCard() {
  const texts = useEditableTexts({
    key: siteKeys.adminTexts,
    fetch: listAdminSiteTexts,
    save: (t: SiteText, body: string) => saveSiteText(t.key, body),
    reset: (t) => resetSiteText(t.key),
    messages: M,
  });
  return (
    <EditableTextsCard
      id="site-texts"
      icon={FileText}
      title="Page texts"
      description="The lease terms and rental policies that applicants accept on the Signature & Terms step, and the screening criteria linked from every property page."
      texts={texts}
      loadFailed={M.loadFailed}
      keyOf={(t) => t.key}
      titleOf={(t) => t.title}
      details={(t) => (
        <a href={t.path} target="_blank" rel="noopener" className="inline-flex items-center gap-1 text-sm text-brand-700 hover:underline">
          <ExternalLink aria-hidden className="h-3.5 w-3.5 shrink-0" /> View page{' '}
          <span className="sr-only">{t.title} (opens in a new tab)</span>
        </a>
      )}
      editLabel={(t) => `Edit ${t.title}`}
      resetLabel={(t) => `Reset ${t.title} to the default`}
      editTitle={(t) => `Edit ${t.title}`}
      closedEditTitle="Edit page text"
      Form={SiteTextForm}
      resetTitle="Reset page text"
      resetMessage={(t) => `Replace the ${t?.title ?? ''} text with the default? Your edited text will be lost.`}
    />
  );
}
