import { flushSync } from 'react-dom';

/**
 * What a visitor typed into server-rendered form fields, or checked there, before React took them
 * over. React hydrates a field without firing its onChange, so the component's state keeps the
 * server's value while the field shows the typed text or the tick (and a textarea is reset to the
 * server's text). The values are read just before the part hydrates and again once it has, and
 * given back through the fields' own events, which the components handle as if the visitor had
 * typed or clicked then.
 */
export interface TypedValue {
  field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
  /** The text, or for a checkbox or radio button 'true' or 'false' (whether it is checked). */
  value: string;
}

/** Inputs whose value is what the visitor entered: typed text, and a date picked (the list's "Move in by"). */
const VALUE_TYPES = new Set([
  'text',
  'search',
  'email',
  'tel',
  'url',
  'number',
  'password',
  '',
  'date',
  'month',
  'week',
  'time',
  'datetime-local',
]);

const isCheckable = (field: Element): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

function changedValue(field: Element): string | null {
  if (isCheckable(field)) return field.checked !== field.defaultChecked ? String(field.checked) : null;
  if (field instanceof HTMLSelectElement) {
    const byDefault = [...field.options].find((o) => o.defaultSelected) ?? field.options[0];
    return field.value !== (byDefault?.value ?? '') ? field.value : null;
  }
  if (field instanceof HTMLTextAreaElement) return field.value !== field.defaultValue ? field.value : null;
  if (field instanceof HTMLInputElement && VALUE_TYPES.has(field.getAttribute('type') ?? ''))
    return field.value !== field.defaultValue ? field.value : null;
  return null;
}

/** The fields under `root` (those `selector` matches) whose value differs from the one the server wrote. */
export function readTypedValues(root: Element, selector = 'input, textarea, select'): TypedValue[] {
  const typed: TypedValue[] = [];
  for (const field of root.querySelectorAll<TypedValue['field']>(selector)) {
    const value = changedValue(field);
    if (value !== null) typed.push({ field, value });
  }
  return typed;
}

/**
 * Follows what is typed under `root` from now until the returned function is called, as each
 * field's `input` event reports it. Heard on the window in the capture phase, before React: a key
 * pressed while React hydrates the field makes it hydrate at once, and React then sets the field
 * it controls back to its state, the server's value (a journey lost the last letter this way).
 */
export function followTyping(root: Element, selector = 'input, textarea, select'): () => TypedValue[] {
  const seen = new Map<TypedValue['field'], string>();
  const onInput = (event: Event) => {
    const field = event.target;
    if (!(field instanceof Element) || !root.contains(field) || !field.matches(selector)) return;
    const typed = field as TypedValue['field'];
    seen.set(typed, isCheckable(typed) ? String(typed.checked) : typed.value);
  };
  addEventListener('input', onInput, true);
  return () => {
    removeEventListener('input', onInput, true);
    return [...seen].map(([field, value]) => ({ field, value }));
  };
}

/**
 * What to give back once React has hydrated the fields under `root`: what a field shows now where
 * that differs from what React wrote (React keeps an input's text when it hydrates, and text typed
 * while it hydrated reached no onChange: React takes the value on screen as the one it knows),
 * else what its last `input` event said (`heard`, from followTyping: React may have set the field
 * back), else what was read before hydrating (hydration resets a textarea).
 */
export function typedSinceServer(
  before: readonly TypedValue[],
  root: Element,
  selector?: string,
  heard: readonly TypedValue[] = [],
): TypedValue[] {
  const latest = new Map(before.map(({ field, value }) => [field, value]));
  for (const { field, value } of heard) latest.set(field, value);
  for (const { field, value } of readTypedValues(root, selector)) latest.set(field, value);
  return [...latest].map(([field, value]) => ({ field, value }));
}

/**
 * Gives each field its typed value back, through the event its component listens to. React fires
 * onChange only for a value that differs from the last one it knows, and after hydration that may
 * be the server's or the typed one; so the field is first set, the ordinary way, to the value the
 * server wrote (what React then knows), then to the typed one the way typing does.
 *
 * A field the visitor has left (it is not focused now) also gets the `focusout` its leaving
 * caused, unheard then: a field that applies on blur (the list's price boxes) applies what was
 * typed, and a suggestion list opened by the input closes. Each field's events are rendered before
 * the next field's (`flushSync`): a handler that builds on the props, such as the list filters'
 * `{ ...filters, [key]: value }`, must see what the field before it applied, or it writes it back.
 */
export function restoreTypedValues(typed: readonly TypedValue[]): void {
  for (const { field, value } of typed) {
    if (!field.isConnected) continue;
    flushSync(() => restoreField(field, value));
    if (field.isConnected && document.activeElement !== field)
      flushSync(() => field.dispatchEvent(new FocusEvent('focusout', { bubbles: true })));
  }
}

function restoreField(field: TypedValue['field'], value: string): void {
  if (isCheckable(field)) {
    restoreChecked(field, value === 'true');
    return;
  }
  if (field instanceof HTMLSelectElement) {
    field.value = value;
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  field.value = field.defaultValue;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * A checkbox or radio button clicked before React owned it, told the same way: set to the
 * opposite the ordinary way, then to what the visitor chose, then a `click` event (what React
 * reads a checkable field's change from; a plain Event, not a MouseEvent, so it does not toggle
 * the field again). A radio button left unchecked is skipped: checking its neighbour says it all,
 * and a group's handler may not look at `checked` (it would take the unchecked option as chosen).
 */
function restoreChecked(field: HTMLInputElement, checked: boolean): void {
  if (field.type === 'radio' && !checked) return;
  field.checked = !checked;
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'checked')?.set?.call(field, checked);
  field.dispatchEvent(new Event('click', { bubbles: true }));
}
