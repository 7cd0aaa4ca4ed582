import { LEASE_LIMITS, type LeaseTemplate } from '@rentfront/shared/leases';
import { useState, type FormEvent } from 'react';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { ArrowDown, ArrowUp, Plus, Trash2 } from '../../ui/icons';
import { Input, Textarea } from '../../ui/Input';
import { useUnsavedChanges } from '../../ui/unsaved/useUnsavedChanges';
import { templateFieldErrors } from './leaseTemplateErrors';

type Section = LeaseTemplate['sections'][number];

interface Props {
  template: LeaseTemplate;
  saving: boolean;
  error: unknown;
  onSave: (sections: Section[]) => void;
}

/** The template's sections (heading and text, reorderable), the merge fields as help, and Save. */
export function LeaseTemplateForm({ template, saving, error, onSave }: Props) {
  const [sections, setSections] = useState<Section[]>(template.sections);
  const [local, setLocal] = useState<Record<string, string>>({});
  const dirty = JSON.stringify(sections) !== JSON.stringify(template.sections);
  const unsaved = useUnsavedChanges(dirty);
  const errors = { ...templateFieldErrors(error), ...local };

  const edit = (i: number, part: Partial<Section>) => {
    setSections((all) => all.map((s, j) => (j === i ? { ...s, ...part } : s)));
    setLocal((e) => ({ ...e, [`${i}.heading`]: '', [`${i}.body`]: '' }));
  };
  const move = (i: number, by: number) =>
    setSections((all) => {
      const next = [...all];
      const [s] = next.splice(i, 1);
      next.splice(i + by, 0, s!);
      return next;
    });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found: Record<string, string> = {};
    sections.forEach((s, i) => {
      if (!s.heading.trim()) found[`${i}.heading`] = 'Each section needs a heading';
      if (!s.body.trim()) found[`${i}.body`] = 'Each section needs its text';
    });
    setLocal(found);
    if (Object.keys(found).length === 0) onSave(sections.map((s) => ({ heading: s.heading.trim(), body: s.body.trim() })));
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {template.is_default && <p className="text-sm text-slate-700">You are using the residential template that ships with Rentfront.</p>}
      <details className="rounded-md border border-slate-200 bg-slate-50 p-3 text-sm">
        <summary className="cursor-pointer font-medium text-slate-900">Merge fields you can use</summary>
        <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[12rem_1fr]">
          {template.merge_fields.map((f) => (
            <div key={f.name} className="contents">
              <dt className="font-mono text-slate-900">{`{{${f.name}}}`}</dt>
              <dd className="text-slate-700">{f.description}</dd>
            </div>
          ))}
        </dl>
      </details>
      {errors.sections && (
        <p role="alert" className="text-sm text-red-700">
          {errors.sections}
        </p>
      )}
      <ol className="space-y-4">
        {sections.map((s, i) => (
          <li key={i} className="space-y-3 rounded-md border border-slate-200 p-3">
            <Field label={`Section ${i + 1} heading`} required error={errors[`${i}.heading`] || undefined}>
              <Input value={s.heading} maxLength={LEASE_LIMITS.templateHeading} onChange={(e) => edit(i, { heading: e.target.value })} />
            </Field>
            <Field label={`Section ${i + 1} text`} required error={errors[`${i}.body`] || undefined}>
              <Textarea rows={5} value={s.body} maxLength={LEASE_LIMITS.templateBody} onChange={(e) => edit(i, { body: e.target.value })} />
            </Field>
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" size="sm" disabled={i === 0} onClick={() => move(i, -1)} aria-label={`Move section ${i + 1} up`}>
                <ArrowUp aria-hidden className="h-4 w-4" />
              </Button>
              <Button
                variant="outline"
                size="sm"
                disabled={i === sections.length - 1}
                onClick={() => move(i, 1)}
                aria-label={`Move section ${i + 1} down`}
              >
                <ArrowDown aria-hidden className="h-4 w-4" />
              </Button>
              <Button
                variant="outline"
                size="sm"
                disabled={sections.length <= 1}
                onClick={() => setSections((all) => all.filter((_, j) => j !== i))}
                aria-label={`Remove section ${i + 1}`}
              >
                <Trash2 aria-hidden className="h-4 w-4" />
              </Button>
            </div>
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap justify-between gap-2">
        <Button
          variant="outline"
          disabled={sections.length >= LEASE_LIMITS.templateSections}
          onClick={() => setSections((all) => [...all, { heading: '', body: '' }])}
        >
          <Plus aria-hidden className="h-4 w-4" /> Add section
        </Button>
        <div className="flex gap-2">
          <Button variant="outline" disabled={!dirty || saving} onClick={() => unsaved.confirmLeave(() => setSections(template.sections))}>
            Undo changes
          </Button>
          <Button type="submit" loading={saving} disabled={!dirty}>
            Save template
          </Button>
        </div>
      </div>
      {unsaved.prompt}
    </form>
  );
}
