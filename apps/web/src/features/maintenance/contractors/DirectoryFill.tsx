import { contractorLabel, type Contractor } from '@rentfront/shared/contractors';
import { useState } from 'react';
import { Field } from '../../../ui/Field';
import { Select } from '../../../ui/Input';
import { useContractors } from './queries';

/**
 * "Fill from the directory" above a form's contractor fields: picking an active contractor copies
 * their name, e-mail and phone into the fields, which stay editable (the form still saves what is
 * typed; Send to Contractor then matches the directory entry by e-mail). Hidden while the
 * directory is empty or loading, so a new office sees only the spec's three fields.
 */
export function DirectoryFill({ onPick }: { onPick: (contractor: Contractor) => void }) {
  const contractors = useContractors(true);
  const [choice, setChoice] = useState('');
  const list = contractors.data ?? [];
  if (list.length === 0) return null;
  return (
    <Field label="Fill from the directory" hint="Copies the contractor's name, e-mail and phone into the fields below.">
      <Select
        placeholder="Choose a contractor"
        options={list.map((c) => ({ value: c.id, label: contractorLabel(c) }))}
        value={choice}
        onChange={(e) => {
          setChoice(e.target.value);
          const picked = list.find((c) => c.id === e.target.value);
          if (picked) onPick(picked);
        }}
      />
    </Field>
  );
}
