import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { groupsOf } from './design-tokens';
import { FoundationPage, kitTokenGroups, TokenGroupSection, TokenName, TokenValue, utilityOf } from './foundation-page';

function RadiiFoundations() {
  return (
    <FoundationPage
      title="Radii"
      intro={
        <p>
          Corner radii from <code>tokens.css</code>, used through <code>rounded-*</code>.
        </p>
      }
    >
      {groupsOf(kitTokenGroups, '--radius-').map((group) => (
        <TokenGroupSection key={group.title} group={group}>
          <ul className="grid grid-cols-1 gap-6 sm:grid-cols-3">
            {group.tokens.map((token) => (
              <li key={token.name} className="flex flex-col gap-3">
                <div
                  aria-hidden="true"
                  className="h-28 border-2 border-navy-700 bg-navy-50"
                  style={{ borderRadius: `var(${token.name})` }}
                />
                <TokenName name={token.name} />
                <TokenValue name={token.name} />
                <code className="font-mono text-sm text-muted-foreground">{utilityOf(token.name)}</code>
              </li>
            ))}
          </ul>
        </TokenGroupSection>
      ))}
    </FoundationPage>
  );
}

const meta = {
  title: 'Foundations/Radii',
  component: RadiiFoundations,
  tags: ['!autodocs'],
  parameters: { fullPageScreenshot: true },
} satisfies Meta<typeof RadiiFoundations>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Radii: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/missing from this build/)).toBeNull();
    await expect(canvas.getByText('--radius-card')).toBeVisible();
  },
};
