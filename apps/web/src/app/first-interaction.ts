/**
 * A visitor's server-rendered page starts its scripts at the visitor's first interaction (ADR 026). Until then the
 * page is the server's HTML: it reads, scrolls, and its links navigate. What the reader does with a server-rendered
 * page before the app has hydrated it (a visitor's while the scripts start, anyone's while the app hydrates) is
 * kept and given to the app once it has (`replayEarlyInteraction`, called when the page is marked interactive):
 * what they typed, the boxes they ticked, the buttons they pressed and a form they sent. Nothing typed is lost and
 * no form leaves the page the browser's own way (its fields in the address), so the forms need not be disabled.
 */

/** What tells the page someone is there: a pointer moving or pressing, a touch, a key, a wheel, a focus. */
const TRIGGERS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'wheel', 'focusin'] as const;
/** `<html data-hydration>` while the page waits for its visitor; removed once the scripts start. */
export const WAITING_ATTRIBUTE = 'data-hydration';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

type EarlyInteraction = {
  /** Each field the visitor changed, with its last value. */
  values: Map<Field, string>;
  /** Boxes and buttons pressed, in order, to be pressed again for the app. */
  presses: HTMLElement[];
  /** The form sent (and the button it was sent with), to be sent again through the app. */
  submit: { form: HTMLFormElement; submitter: HTMLElement | null } | null;
};

let early: EarlyInteraction | null = null;
let stopRecording: (() => void) | null = null;

const BUTTONS = 'button, [role="button"], [role="tab"], [role="menuitem"], [role="switch"], summary';

function isField(target: EventTarget | null): target is Field {
  return (
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement ||
    (target instanceof HTMLInputElement && !['checkbox', 'radio', 'file'].includes(target.type))
  );
}

function isToggle(target: Element): target is HTMLInputElement {
  return target instanceof HTMLInputElement && (target.type === 'checkbox' || target.type === 'radio');
}

/** Keeps what the visitor does before the app can handle it; returns the function that stops keeping it. */
function record(state: EarlyInteraction, root: Document): () => void {
  const onInput = (event: Event) => {
    if (isField(event.target)) state.values.set(event.target, event.target.value);
  };
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    // A link navigates on its own; a label passes its click to its field, which comes through here too.
    if (!target || target.closest('a[href]') || (target.closest('label') && !isToggle(target))) return;
    const button = isToggle(target) ? target : target.closest<HTMLElement>(BUTTONS);
    if (!button) return;
    // A submit button sends its form: the submit event below keeps that.
    if (button instanceof HTMLButtonElement && button.type === 'submit' && button.form) return;
    // A box ticked now would be ticked again by the replay, and the app would not know of the first.
    event.preventDefault();
    event.stopPropagation();
    state.presses.push(button);
  };
  const onSubmit = (event: SubmitEvent) => {
    if (!(event.target instanceof HTMLFormElement)) return;
    // The browser's own submission would put the fields (a password) in the address and leave the page.
    event.preventDefault();
    event.stopPropagation();
    state.submit = { form: event.target, submitter: event.submitter };
  };
  root.addEventListener('input', onInput, true);
  root.addEventListener('change', onInput, true);
  root.addEventListener('click', onClick, true);
  root.addEventListener('submit', onSubmit, true);
  return () => {
    root.removeEventListener('input', onInput, true);
    root.removeEventListener('change', onInput, true);
    root.removeEventListener('click', onClick, true);
    root.removeEventListener('submit', onSubmit, true);
  };
}

/**
 * Keeps what the reader does with a server-rendered page from now until the app has hydrated it, to hand it over
 * then (`replayEarlyInteraction`). Once per page.
 */
export function keepEarlyInteraction(root: Document = document): void {
  if (early) return;
  const state: EarlyInteraction = { values: new Map(), presses: [], submit: null };
  early = state;
  stopRecording = record(state, root);
}

/**
 * Resolves at the visitor's first interaction with the page, and keeps what they do from then until the app has
 * hydrated. Marks `<html data-hydration="waiting">` meanwhile.
 */
export function untilFirstInteraction(root: Document = document): Promise<void> {
  keepEarlyInteraction(root);
  const html = root.documentElement;
  html.setAttribute(WAITING_ATTRIBUTE, 'waiting');
  return new Promise((resolve) => {
    const start = () => {
      for (const type of TRIGGERS) root.removeEventListener(type, start, true);
      html.removeAttribute(WAITING_ATTRIBUTE);
      resolve();
    };
    for (const type of TRIGGERS) root.addEventListener(type, start, { capture: true, passive: true });
  });
}

const valueSetter = (field: Field) => Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;

/**
 * Gives a value to a field the way typing does, so the app's change handler runs: React skips an `input` event
 * whose value it already knows, so the value goes through the element's own setter (where React notes it) as
 * empty first, then through the prototype's (where it does not).
 */
function typeInto(field: Field, value: string): void {
  if (field instanceof HTMLSelectElement) {
    field.value = value;
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  field.value = '';
  valueSetter(field)?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Hands the app what the visitor did while it started; nothing when the page did not wait. Runs once. */
export function replayEarlyInteraction(): void {
  const state = early;
  if (!state) return;
  early = null;
  stopRecording?.();
  stopRecording = null;
  for (const [field, value] of state.values) {
    if (field.isConnected) typeInto(field, value);
  }
  for (const press of state.presses) {
    if (press.isConnected) press.click();
  }
  const { submit } = state;
  if (submit?.form.isConnected) {
    const submitter = submit.submitter?.isConnected ? submit.submitter : null;
    submit.form.requestSubmit(submitter);
  }
}

/** Whether the page is still waiting for its visitor (tests). */
export function isWaitingForInteraction(root: Document = document): boolean {
  return root.documentElement.hasAttribute(WAITING_ATTRIBUTE);
}
