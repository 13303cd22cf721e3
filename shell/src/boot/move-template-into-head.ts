/**
 * Moves the content of the page's inert `<template id>` into its head, where its scripts and hints
 * start to load: how the page's head elements that wait for its first paint arrive (the app's own,
 * app-after-paint, moved by the early-input script; the remote modules' hints, head-after-paint, by
 * the app). `beforeMove` may take elements out of the content first. Nothing when there is no such template.
 */
export function moveTemplateIntoHead(document: Document, id: string, beforeMove?: (content: DocumentFragment) => void): void {
  const template = document.getElementById(id);
  if (!(template instanceof HTMLTemplateElement)) return;
  beforeMove?.(template.content);
  document.head.append(template.content);
}
