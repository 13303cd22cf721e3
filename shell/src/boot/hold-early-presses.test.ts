import { replayEarlyInput } from '@staycompliant/app-runtime';
import type { EarlyInputWindow } from '@staycompliant/contracts';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { holdEarlyPresses } from './hold-early-presses';

let stopHolding: (() => void) | null = null;

beforeEach(() => {
  // Each test starts from a page just opened, its presses held afresh.
  stopHolding = holdEarlyPresses(window);
  document.body.innerHTML = `
    <button type="button" id="contact">Contact us</button>
    <div role="tab" id="legal" tabindex="0">Legal</div>
    <a href="#pricing" id="pricing">Pricing</a>`;
});

afterEach(() => stopHolding?.());

const press = (element: Element) => {
  for (const type of ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click']) {
    const Press = type.startsWith('pointer') && typeof PointerEvent === 'function' ? PointerEvent : MouseEvent;
    element.dispatchEvent(new Press(type, { bubbles: true, cancelable: true, button: 0 }));
  }
};

test('a press on a button before the app is live is held, then replayed in order on the same element', async () => {
  const contact = document.getElementById('contact')!;
  const tab = document.getElementById('legal')!;
  const seen: string[] = [];
  press(contact);
  press(tab);
  contact.addEventListener('click', () => seen.push('contact click'));
  tab.addEventListener('mousedown', (event) => seen.push(`tab mousedown ${event.button}`));
  expect(seen).toEqual([]);

  await replayEarlyInput();
  expect(seen).toEqual(['contact click', 'tab mousedown 0']);
});

test('a held click does not act before the app is live, while its pointerdown keeps its default; once live, presses pass straight through', async () => {
  const contact = document.getElementById('contact')!;
  const pointerdown = new MouseEvent('pointerdown', { bubbles: true, cancelable: true });
  contact.dispatchEvent(pointerdown);
  expect(pointerdown.defaultPrevented).toBe(false);
  const click = new MouseEvent('click', { bubbles: true, cancelable: true });
  contact.dispatchEvent(click);
  expect(click.defaultPrevented).toBe(true);

  await replayEarlyInput();
  const later = new MouseEvent('click', { bubbles: true, cancelable: true });
  contact.dispatchEvent(later);
  expect(later.defaultPrevented).toBe(false);
  expect((window as EarlyInputWindow).earlyInput?.held).toEqual([]);
});

test('links work without the app and are never held', () => {
  const click = new MouseEvent('click', { bubbles: true, cancelable: true });
  document.getElementById('pricing')!.dispatchEvent(click);
  expect(click.defaultPrevented).toBe(false);
  expect((window as EarlyInputWindow).earlyInput?.held).toEqual([]);
});

test('replaying twice replays nothing the second time', async () => {
  const contact = document.getElementById('contact')!;
  let clicks = 0;
  press(contact);
  contact.addEventListener('click', () => (clicks += 1));
  await Promise.all([replayEarlyInput(), replayEarlyInput()]);
  expect(clicks).toBe(1);
});

test('once live, a press on a part still hydrating is held for that part, and not replayed with the rest', async () => {
  document.body.insertAdjacentHTML('beforeend', '<div data-hydrating><button type="button" id="next">Next testimonial</button></div>');
  const contact = document.getElementById('contact')!;
  const next = document.getElementById('next')!;
  press(contact);
  press(next);
  const seen: string[] = [];
  contact.addEventListener('click', () => seen.push('contact'));
  next.addEventListener('click', () => seen.push('next'));

  await replayEarlyInput();
  expect(seen).toEqual(['contact']);
  const afterLive = new MouseEvent('click', { bubbles: true, cancelable: true });
  next.dispatchEvent(afterLive);
  expect(afterLive.defaultPrevented).toBe(true);
  const held = (window as EarlyInputWindow).earlyInput?.held ?? [];
  expect(held.filter(({ type }) => type === 'click').map(({ target }) => target.id)).toEqual(['next', 'next']);
});

const key = (element: Element, name: string) => {
  const keydown = new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true });
  element.dispatchEvent(keydown);
  return keydown;
};

test('keys on a focused control before the app is live are held, their default too, and replayed in order on what has focus then', async () => {
  const contact = document.getElementById('contact')!;
  const tab = document.getElementById('legal')!;
  tab.focus();
  const arrow = key(tab, 'ArrowRight');
  expect(arrow.defaultPrevented).toBe(true);
  key(tab, 'Enter');
  // An arrow replayed on the tab moves focus to Contact us, as a live tab list would.
  const seen: string[] = [];
  tab.addEventListener('keydown', (event) => {
    seen.push(`tab ${event.key}`);
    contact.focus();
  });
  contact.addEventListener('keydown', (event) => seen.push(`contact ${event.key}`));
  contact.addEventListener('click', () => seen.push('contact click'));

  await replayEarlyInput();
  expect(seen).toEqual(['tab ArrowRight', 'contact Enter', 'contact click']);
});

test('the click a held Enter makes on a button is dropped, so the press acts once', async () => {
  const contact = document.getElementById('contact')!;
  contact.focus();
  key(contact, 'Enter');
  // What the browser does after an Enter on a button: a click with detail 0.
  const keyClick = new MouseEvent('click', { bubbles: true, cancelable: true, detail: 0 });
  contact.dispatchEvent(keyClick);
  expect(keyClick.defaultPrevented).toBe(true);
  let clicks = 0;
  contact.addEventListener('click', () => (clicks += 1));

  await replayEarlyInput();
  expect(clicks).toBe(1);
});

test('typing and Tab are never held, nor keys once the app is live', async () => {
  document.body.insertAdjacentHTML('beforeend', '<input id="name" />');
  const name = document.getElementById('name')!;
  expect(key(name, 'ArrowLeft').defaultPrevented).toBe(false);
  expect(key(document.getElementById('contact')!, 'Tab').defaultPrevented).toBe(false);
  expect((window as EarlyInputWindow).earlyInput?.held).toEqual([]);
  await replayEarlyInput();
  expect(key(document.getElementById('contact')!, 'Enter').defaultPrevented).toBe(false);
});

test('once it stops listening, presses pass straight through, before the app is live too', () => {
  stopHolding?.();
  const click = new MouseEvent('click', { bubbles: true, cancelable: true });
  document.getElementById('contact')!.dispatchEvent(click);
  expect(click.defaultPrevented).toBe(false);
  expect((window as EarlyInputWindow).earlyInput?.held).toEqual([]);
});
