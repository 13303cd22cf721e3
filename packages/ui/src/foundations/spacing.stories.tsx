import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { computedToken, groupsOf } from './design-tokens';
import {
  FoundationPage,
  FoundationSection,
  kitTokenGroups,
  lengthInPixels,
  TokenGroupSection,
  TokenName,
  TokenValue,
  utilityOf,
} from './foundation-page';

function Measure({ name, axis }: { name: string; axis: 'height' | 'width' }) {
  const pixels = lengthInPixels(computedToken(name));
  return (
    <li className="flex flex-col gap-2">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <TokenName name={name} />
        <TokenValue name={name} />
        {pixels !== null && <span className="text-sm text-muted-foreground">= {pixels}px</span>}
        {utilityOf(name) && (
          <code className="font-mono text-sm text-muted-foreground">
            {axis === 'height' ? `py-${name.replace('--spacing-', '')}` : utilityOf(name)}
          </code>
        )}
      </div>
      <div
        aria-hidden="true"
        className="max-w-full rounded-sm bg-navy-100 ring-1 ring-navy-300 ring-inset"
        style={axis === 'height' ? { height: `var(${name})`, width: '8rem' } : { width: `var(${name})`, height: '1.5rem' }}
      />
    </li>
  );
}

function SpacingFoundations() {
  return (
    <FoundationPage
      title="Spacing"
      intro={
        <p>
          Page bands and the content width come from <code>tokens.css</code>; everything inside a band uses Tailwind&apos;s spacing scale,
          multiples of one base unit (<code>p-4</code> is 4 units).
        </p>
      }
    >
      <FoundationSection title="Base unit" description="Tailwind's --spacing: every p-*, m-*, gap-* and size-* step is a multiple of it.">
        <ul className="flex flex-col gap-4">
          <Measure name="--spacing" axis="width" />
        </ul>
      </FoundationSection>
      {groupsOf(kitTokenGroups, '--spacing-', '--container-').map((group) => (
        <TokenGroupSection key={group.title} group={group}>
          <ul className="flex flex-wrap items-end gap-10">
            {group.tokens.map((token) => (
              <Measure key={token.name} name={token.name} axis={token.name.startsWith('--container-') ? 'width' : 'height'} />
            ))}
          </ul>
        </TokenGroupSection>
      ))}
    </FoundationPage>
  );
}

const meta = {
  title: 'Foundations/Spacing',
  component: SpacingFoundations,
  tags: ['!autodocs'],
  parameters: { fullPageScreenshot: true },
} satisfies Meta<typeof SpacingFoundations>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Spacing: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/missing from this build/)).toBeNull();
    await expect(canvas.getByText('--container-content')).toBeVisible();
  },
};
