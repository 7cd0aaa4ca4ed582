// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { followTyping, readTypedValues, restoreTypedValues, typedSinceServer } from './typedBeforeHydration';

function serverForm(): HTMLFormElement {
  const form = document.createElement('form');
  // As the server writes it: values in attributes, the default option marked selected.
  form.innerHTML = `
    <input name="city" type="text" value="">
    <input name="note" value="kept">
    <input name="move_in" type="date" value="">
    <input name="agree" type="checkbox">
    <textarea name="message"></textarea>
    <select name="beds"><option value="Any" selected>Any</option><option value="2+">2+</option></select>`;
  document.body.append(form);
  return form;
}

const field = (form: HTMLFormElement, name: string) => form.elements.namedItem(name) as HTMLInputElement;

describe('typed before hydration', () => {
  it('reads only the fields whose value differs from what the server wrote', () => {
    const form = serverForm();
    field(form, 'city').value = 'Hou';
    field(form, 'move_in').value = '2027-01-31';
    field(form, 'agree').checked = true;
    (form.elements.namedItem('beds') as HTMLSelectElement).value = '2+';
    const typed = readTypedValues(form).map(({ field, value }) => [field.getAttribute('name'), value]);
    expect(typed).toEqual([
      ['city', 'Hou'],
      ['move_in', '2027-01-31'],
      ['agree', 'true'],
      ['beds', '2+'],
    ]);
  });

  it('gives the values back through input and change events, after the field was reset', () => {
    const form = serverForm();
    const city = field(form, 'city');
    const beds = form.elements.namedItem('beds') as HTMLSelectElement;
    city.value = 'Hou';
    beds.value = '2+';
    const typed = readTypedValues(form);
    // Hydration: the component's state shows the server's values again.
    city.value = '';
    beds.value = 'Any';
    const events: string[] = [];
    form.addEventListener('input', (e) => events.push(`input ${(e.target as HTMLInputElement).value}`));
    form.addEventListener('change', (e) => events.push(`change ${(e.target as HTMLSelectElement).value}`));
    restoreTypedValues(typed);
    expect(city.value).toBe('Hou');
    expect(beds.value).toBe('2+');
    expect(events).toEqual(['input Hou', 'change 2+']);
  });

  it('keeps a letter typed while React hydrates, which React then set back to the server’s value', () => {
    const form = serverForm();
    const city = field(form, 'city');
    city.value = 'Hou';
    const before = readTypedValues(form);
    const heard = followTyping(form);
    city.value = 'Hous';
    city.dispatchEvent(new Event('input', { bubbles: true }));
    city.value = ''; // what a controlled field not yet given its state does after the event
    expect(typedSinceServer(before, form, undefined, heard()).map(({ value }) => value)).toEqual(['Hous']);
    // Once stopped it hears nothing more: the restore's own events are not taken for typing.
    city.value = 'Houston';
    city.dispatchEvent(new Event('input', { bubbles: true }));
    expect(heard().map(({ value }) => value)).toEqual(['Hous']);
  });

  it('skips a field that is no longer in the page', () => {
    const form = serverForm();
    field(form, 'city').value = 'Hou';
    const typed = readTypedValues(form);
    form.remove();
    const events: string[] = [];
    form.addEventListener('input', () => events.push('input'));
    restoreTypedValues(typed);
    expect(events).toEqual([]);
  });
});
