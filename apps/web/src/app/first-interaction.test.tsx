import { act } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isWaitingForInteraction, replayEarlyInteraction, untilFirstInteraction } from './first-interaction.ts';

// ADR 026: a visitor's page is the server's HTML until their first interaction; what they do while the app starts
// reaches the app once it has hydrated, through the handlers a person's own typing and clicking would call.

type Sent = { Email: string; Password: string; Remember: boolean };

function SignInForm({ onSend, onHelp }: { onSend: (values: Sent) => void; onHelp: () => void }) {
  // Registered fields with default values: hydrating them writes the defaults into the DOM, over what was typed.
  const { register, handleSubmit } = useForm<Sent>({ defaultValues: { Email: '', Password: '', Remember: false } });
  const [helped, setHelped] = useState(false);
  // What the app's frame does once the page has hydrated (MarkInteractive).
  useEffect(() => replayEarlyInteraction(), []);
  return (
    <form onSubmit={handleSubmit(onSend)} noValidate>
      <input aria-label="Email" {...register('Email')} />
      <input aria-label="Password" type="password" {...register('Password')} />
      <label>
        <input type="checkbox" {...register('Remember')} /> Remember me
      </label>
      <button
        type="button"
        onClick={() => {
          setHelped(true);
          onHelp();
        }}
      >
        {helped ? 'Help shown' : 'Help'}
      </button>
      <a href="#elsewhere">Elsewhere</a>
      <button type="submit">Sign in</button>
    </form>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  replayEarlyInteraction();
});

function serverPage(onSend = vi.fn(), onHelp = vi.fn()) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<SignInForm onSend={onSend} onHelp={onHelp} />);
  document.body.append(container);
  const field = (name: string) => container.querySelector<HTMLInputElement>(`[aria-label="${name}"]`)!;
  const button = (name: string) =>
    [...container.querySelectorAll('button')].find((element) => element.textContent?.startsWith(name))!;
  const hydrate = () =>
    act(() => {
      root = hydrateRoot(container, <SignInForm onSend={onSend} onHelp={onHelp} />);
    });
  return { container, field, button, hydrate, onSend, onHelp };
}

/** What typing does to a field whose page has no script running yet. */
function typeWithoutScripts(field: HTMLInputElement, value: string) {
  field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('untilFirstInteraction', () => {
  it('waits, marked on the document, until a key, a pointer or a focus says someone is there', async () => {
    const started = vi.fn();
    void untilFirstInteraction().then(started);
    expect(isWaitingForInteraction()).toBe(true);
    await Promise.resolve();
    expect(started).not.toHaveBeenCalled();

    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
    await vi.waitFor(() => expect(started).toHaveBeenCalledOnce());
    expect(isWaitingForInteraction()).toBe(false);
  });
});

describe('what the visitor does before the app has hydrated', () => {
  it('reaches the form: the typed values, the ticked box and the sending, once', async () => {
    const page = serverPage();
    void untilFirstInteraction();
    page.field('Email').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    typeWithoutScripts(page.field('Email'), 'parent@example.com');
    typeWithoutScripts(page.field('Password'), 'Secret-2026');
    page.container.querySelector<HTMLInputElement>('input[type="checkbox"]')!.click();
    // Enter in a field or the submit button: the browser's own submission, which would put the fields in the URL.
    const submit = new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: page.button('Sign in') });
    page.container.querySelector('form')!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    // The box is ticked by the replay, through the app, not by the early click.
    expect(page.container.querySelector<HTMLInputElement>('input[type="checkbox"]')!.checked).toBe(false);

    page.hydrate();

    await vi.waitFor(() => expect(page.onSend).toHaveBeenCalledOnce());
    expect(page.onSend.mock.calls[0]![0]).toEqual({
      Email: 'parent@example.com',
      Password: 'Secret-2026',
      Remember: true,
    });
    expect(page.field('Email').value).toBe('parent@example.com');
    expect(page.field('Password').value).toBe('Secret-2026');
  });

  it('presses a button again for the app, and lets a link navigate on its own', async () => {
    const page = serverPage();
    void untilFirstInteraction();
    const link = page.container.querySelector('a')!;
    const linkClick = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(linkClick);
    expect(linkClick.defaultPrevented).toBe(false);
    page.button('Help').click();

    page.hydrate();

    await vi.waitFor(() => expect(page.onHelp).toHaveBeenCalledOnce());
    expect(page.button('Help').textContent).toBe('Help shown');
    expect(page.onSend).not.toHaveBeenCalled();
  });

  it('lets the app alone once it has hydrated: later input is the app’s own', async () => {
    const page = serverPage();
    void untilFirstInteraction();
    page.hydrate();
    await vi.waitFor(() => expect(page.field('Email')).toBeTruthy());

    page.button('Help').click();
    expect(page.onHelp).toHaveBeenCalledOnce();
    const submit = new SubmitEvent('submit', { bubbles: true, cancelable: true });
    page.container.querySelector('form')!.dispatchEvent(submit);
    await vi.waitFor(() => expect(page.onSend).toHaveBeenCalledOnce());
  });
});
