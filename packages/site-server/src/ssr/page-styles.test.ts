import { describe, expect, it } from 'vitest';
import { classNamesIn, rulesForPage, stylesForPage } from './page-styles.js';

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

describe('stylesForPage', () => {
  it('drops the custom properties nothing reads, their @property rules and fallbacks, in every sheet', () => {
    const shell =
      '@layer theme{:root{--color-navy:#123;--color-unused:#456;--spacing:.25rem;--text-lg:1.125rem;--text-lg--line-height:1.5}}' +
      '@layer properties{*,:before{--tw-shadow:0 0 #0000;--tw-rotate-x:initial}}@property --tw-shadow{syntax:"*";inherits:false}@property --tw-rotate-x{syntax:"*";inherits:false}';
    const remote =
      '.text-navy{color:var(--color-navy)}.p-2{padding:calc(var(--spacing) * 2)}.shadow{box-shadow:var(--tw-shadow)}.rotate{rotate:var(--tw-rotate-x)}';
    const [shellOut = '', remoteOut = ''] = stylesForPage([shell, remote], '<p class="text-navy p-2 shadow"></p>');
    expect(shellOut).toContain('--color-navy:#123');
    expect(shellOut).toContain('--spacing:.25rem');
    expect(shellOut).toContain('--tw-shadow:0 0 #0000');
    expect(shellOut).toContain('@property --tw-shadow');
    for (const unread of ['--color-unused', '--text-lg', '--tw-rotate-x']) expect(shellOut).not.toContain(unread);
    expect(remoteOut).not.toContain('rotate');
  });

  it('keeps what a read property reads in turn, and what a fallback or a keyframe reads', () => {
    const css =
      ':root{--primary:var(--navy-700);--navy-700:#1d4ed8;--ring:var(--ring-color,var(--navy-300));--navy-300:#93c5fd;--spin-from:0deg;--orphan:var(--navy-900);--navy-900:#000}' +
      '.bg-primary{background:var(--primary)}.ring{outline-color:var(--ring)}@keyframes spin{from{rotate:var(--spin-from)}}';
    const [out = ''] = stylesForPage([css], '<p class="bg-primary ring"></p>');
    for (const kept of ['--primary:', '--navy-700:', '--ring:', '--navy-300:', '--spin-from:']) expect(out).toContain(kept);
    expect(out).not.toContain('--orphan');
    expect(out).not.toContain('--navy-900');
  });

  it("keeps a property an element's style attribute reads, and leaves properties lightningcss does not know alone", () => {
    const css = ':root{--hero-height:30rem;--unused:1px}.quote:before{content:"“";unknown-thing:1}';
    const [out = ''] = stylesForPage([css], '<div class="quote" style="min-height:var(--hero-height)"></div>');
    expect(out).toContain('--hero-height:30rem');
    expect(out).not.toContain('--unused');
    expect(out).toContain('content:"“"');
    expect(out).toContain('unknown-thing:1');
  });
});
