import { render } from '@testing-library/react';
import { expect, it } from 'vitest';
import * as icons from './icons';

it('exports every icon as a component that renders an svg', () => {
  const names = Object.keys(icons);
  expect(names).toEqual(expect.arrayContaining(['Menu', 'X', 'Linkedin', 'Twitter', 'Instagram', 'Whatsapp', 'Loader2']));
  for (const name of names) {
    // biome-ignore lint/performance/noDynamicNamespaceImportAccess: the test walks every export by name
    const Icon = icons[name as keyof typeof icons] as React.ComponentType;
    const { container, unmount } = render(<Icon />);
    expect(container.querySelector('svg'), name).not.toBeNull();
    unmount();
  }
});
