import { beforeEach, expect, it } from 'vitest';
import { emptyContactForm } from './contact-schema';
import { clearContactDraft, contactDraftKey, readContactDraft, writeContactDraft } from './use-contact-draft';

beforeEach(() => {
  sessionStorage.clear();
});

it('keeps a draft in session storage and reads it back', () => {
  const draft = { ...emptyContactForm, name: 'Ada', services_interested: ['Tax Filing'] };
  writeContactDraft(draft);
  expect(readContactDraft()).toEqual(draft);
  clearContactDraft();
  expect(readContactDraft()).toBeNull();
});

it('stores nothing for an empty form', () => {
  writeContactDraft({ ...emptyContactForm, name: 'A' });
  writeContactDraft(emptyContactForm);
  expect(sessionStorage.getItem(contactDraftKey)).toBeNull();
});

it('ignores malformed drafts and malformed fields', () => {
  sessionStorage.setItem(contactDraftKey, '{not json');
  expect(readContactDraft()).toBeNull();
  sessionStorage.setItem(contactDraftKey, JSON.stringify({ name: 42, email: 'a@b.co', services_interested: ['Tax Filing', 7] }));
  expect(readContactDraft()).toEqual({ ...emptyContactForm, email: 'a@b.co', services_interested: ['Tax Filing'] });
});
