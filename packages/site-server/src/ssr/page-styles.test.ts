import { describe, expect, it } from 'vitest';
import { classNamesIn, rulesForPage } from './page-styles.js';

describe('classNamesIn', () => {
  it("reads every class of the page's elements, with React's entities decoded", () => {
    const html =
      '<div class="flex  gap-4"><svg class="size-4"></svg><p class="[&amp;&gt;svg]:size-4 md:basis-1/2">x</p><a data-class="nope">y</a></div>';
    expect([...classNamesIn(html)].sort()).toEqual(['[&>svg]:size-4', 'flex', 'gap-4', 'md:basis-1/2', 'size-4']);
  });
});

describe('rulesForPage', () => {
  const used = new Set(['flex', 'group', 'group-hover:underline', 'md:basis-1/2', '[&>svg]:size-4']);

  it('keeps the rules whose classes the page uses, in their at-rules, and drops the others', () => {
    const css = [
      '.flex{display:flex}',
      '.grid{display:grid}',
      '@media (width>=48rem){.md\\:basis-1\\/2{flex-basis:50%}.md\\:hidden{display:none}}',
      '@layer utilities{@scope ([data-remote="pricing"]){.flex{display:flex}.hidden{display:none}}}',
      '.\\[\\&\\>svg\\]\\:size-4>svg{width:1rem}',
    ].join('');
    const out = rulesForPage(css, used);
    expect(out).toContain('.flex{display:flex}');
    expect(out).toContain('.md\\:basis-1\\/2{flex-basis:50%}');
    expect(out).toContain('@scope([data-remote=pricing]){.flex{display:flex}}');
    expect(out).toContain('>svg{width:1rem}');
    expect(out).not.toContain('grid');
    expect(out).not.toContain('.md\\:hidden');
    expect(out).not.toContain('.hidden');
  });

  it("keeps a variant that needs an ancestor's class only when the page has both", () => {
    const css =
      '.group-hover\\:underline:is(:where(.group):hover *){text-decoration:underline}.peer-checked\\:flex:is(:where(.peer):checked~*){display:flex}';
    const out = rulesForPage(css, used);
    expect(out).toContain('text-decoration:underline');
    expect(out).not.toContain('peer');
  });

  it('keeps what has no class to test: the base layer, custom properties, font faces and keyframes', () => {
    const css =
      '@layer base{*,:after{box-sizing:border-box}h1{font-size:inherit}}:root{--spacing:.25rem}@font-face{font-family:Inter;src:url(/a.woff2)}@keyframes spin{to{transform:rotate(360deg)}}@property --tw-x{syntax:"*";inherits:false}';
    const out = rulesForPage(css, new Set());
    for (const kept of [
      'box-sizing:border-box',
      'font-size:inherit',
      '--spacing:.25rem',
      '@font-face',
      '@keyframes spin',
      '@property --tw-x',
    ])
      expect(out).toContain(kept);
  });

  it('keeps a rule with a selector list when one of its selectors matches, without the others', () => {
    const out = rulesForPage('.flex,.grid{gap:1rem}', used);
    expect(out).toBe('.flex{gap:1rem}');
  });
});
