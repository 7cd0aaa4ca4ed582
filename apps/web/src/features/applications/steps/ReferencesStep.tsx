import { Plus, Trash2 } from '../../../ui/icons';
import { useFieldArray } from 'react-hook-form';
import { Button } from '../../../ui/Button';
import { emptyReference } from '../formValues';
import { NumberField, TextField } from '../fields';
import { useWizardForm, type FieldName } from '../wizardForm';

type ListName = 'references.personal_references' | 'references.professional_references';

function ReferenceList({ name, title, singular }: { name: ListName; title: string; singular: string }) {
  const { form } = useWizardForm();
  const list = useFieldArray({ control: form.control, name });
  const field = (i: number, f: string) => `${name}.${i}.${f}` as FieldName;
  return (
    <section className="space-y-4" aria-labelledby={`${name}-title`}>
      <h3 id={`${name}-title`} className="text-base font-semibold text-slate-900">
        {title}
      </h3>
      {list.fields.map((row, i) => (
        <fieldset key={row.id} className="space-y-3 rounded-lg border border-slate-200 p-4 pt-1">
          <legend className="px-1 font-medium text-slate-900">
            {singular} {i + 1}
          </legend>
          <div className="flex justify-end">
            <Button variant="ghost" size="sm" onClick={() => list.remove(i)} aria-label={`Remove ${singular.toLowerCase()} ${i + 1}`}>
              <Trash2 aria-hidden className="h-4 w-4" /> Remove
            </Button>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField name={field(i, 'name')} label="Name" />
            <TextField name={field(i, 'relationship')} label="Relationship" />
            <TextField name={field(i, 'phone_number')} label="Phone Number" type="tel" inputMode="tel" />
            <TextField name={field(i, 'email')} label="Email" type="email" inputMode="email" />
            <NumberField name={field(i, 'years_known')} label="Years Known" step={1} />
          </div>
        </fieldset>
      ))}
      {list.fields.length < 10 && (
        <Button variant="outline" onClick={() => list.append(emptyReference())}>
          <Plus aria-hidden className="h-4 w-4" /> Add {singular}
        </Button>
      )}
    </section>
  );
}

/** Step 6 (optional): personal and professional references, added and removed freely. */
export function ReferencesStep() {
  return (
    <div className="space-y-8">
      <ReferenceList name="references.personal_references" title="Personal References" singular="Personal Reference" />
      <ReferenceList name="references.professional_references" title="Professional References" singular="Professional Reference" />
    </div>
  );
}
