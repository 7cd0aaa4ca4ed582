import type { ComponentType, ReactNode } from 'react';
import { formatDateTime } from '../../lib/format';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Pencil, RotateCcw } from '../../ui/icons';
import { QueryView } from '../../ui/QueryView';
import { SettingsCard } from '../../ui/SettingsCard';
import { FormDialog } from '../../ui/unsaved/FormDialog';
import type { EditableTexts } from './useEditableTexts';

/** One text the office may edit or put back to the shipped default (a page text, an e-mail template). */
export interface EditableText {
  is_default: boolean;
  updated_at?: string | null;
}

/** What the card hands the editor of one text. */
export interface EditableTextFormProps<T, I> {
  item: T;
  busy: boolean;
  /** Field errors from the server, by field name. */
  serverErrors?: Record<string, string>;
  onSubmit: (input: I) => void;
  onCancel: () => void;
}

interface EditableTextsCardProps<T extends EditableText, I> {
  id: string;
  icon: ComponentType<{ 'aria-hidden'?: boolean; className?: string }>;
  title: string;
  description: ReactNode;
  texts: EditableTexts<T, I>;
  /** The message of a failed load when the answer carries none. */
  loadFailed: string;
  keyOf: (item: T) => string;
  titleOf: (item: T) => string;
  /** What a row shows under its title and dates (a subject, a link to the page). */
  details?: (item: T) => ReactNode;
  editLabel: (item: T) => string;
  resetLabel: (item: T) => string;
  /** The editor's dialog title, and the one it keeps while it closes. */
  editTitle: (item: T) => string;
  closedEditTitle: string;
  Form: ComponentType<EditableTextFormProps<T, I>>;
  /** The reset confirmation: its title and what it says of the text. */
  resetTitle: string;
  resetMessage: (item: T | null) => string;
}

/**
 * A Settings card listing texts the office edits: each with "Default text" or "Edited", when it
 * was last changed, Edit (the editor in a dialog), and Reset once edited (after a confirmation);
 * a skeleton while loading, Try Again on failure.
 */
export function EditableTextsCard<T extends EditableText, I>(props: EditableTextsCardProps<T, I>) {
  const { texts, title, Form } = props;
  const { editing } = texts;
  return (
    <SettingsCard id={props.id} icon={props.icon} title={title} description={props.description}>
      <QueryView
        query={texts.list}
        loading={{ label: `Loading ${title.toLowerCase()}`, skeletons: ['h-16 w-full', 'h-16 w-full'] }}
        error={props.loadFailed}
      >
        {() => (
          <ul className="divide-y divide-slate-100">
            {texts.items.map((item) => (
              <li key={props.keyOf(item)} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="min-w-0">
                  <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
                    {props.titleOf(item)}
                    {item.is_default ? <Badge tone="gray">Default text</Badge> : <Badge tone="green">Edited</Badge>}
                  </p>
                  {props.details?.(item)}
                  {item.updated_at && <p className="text-sm text-slate-700">Last updated {formatDateTime(item.updated_at)}</p>}
                </div>
                <div className="flex items-center gap-1">
                  {!item.is_default && (
                    <Button variant="outline" size="sm" onClick={() => texts.askReset(item)} aria-label={props.resetLabel(item)}>
                      <RotateCcw aria-hidden className="h-4 w-4" /> Reset
                    </Button>
                  )}
                  <Button size="sm" onClick={() => texts.edit(item)} aria-label={props.editLabel(item)}>
                    <Pencil aria-hidden className="h-4 w-4" /> Edit
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
      <FormDialog
        open={editing !== null}
        onOpenChange={(open) => !open && texts.closeEditor()}
        title={editing ? props.editTitle(editing) : props.closedEditTitle}
        size="lg"
        dismissible={!texts.saving}
      >
        {editing && (
          <Form
            key={props.keyOf(editing)}
            item={editing}
            busy={texts.saving}
            serverErrors={texts.serverErrors}
            onSubmit={texts.submit}
            onCancel={texts.closeEditor}
          />
        )}
      </FormDialog>
      <ConfirmDialog
        open={texts.resetting !== null}
        onOpenChange={(open) => !open && texts.cancelReset()}
        title={props.resetTitle}
        message={props.resetMessage(texts.resetting)}
        confirmLabel="Reset"
        busy={texts.resettingBusy}
        onConfirm={texts.confirmReset}
      />
    </SettingsCard>
  );
}
