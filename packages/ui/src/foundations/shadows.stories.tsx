import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { groupsOf } from './design-tokens';
import { FoundationPage, kitTokenGroups, TokenGroupSection, TokenName, TokenValue, utilityOf } from './foundation-page';

function ShadowFoundations() {
  return (
    <FoundationPage
      title="Shadows"
      intro={
        <p>
          Elevation from <code>tokens.css</code>, used through <code>shadow-*</code>. A service card moves from <code>shadow-card</code> to{' '}
          <code>shadow-card-hover</code> under the pointer (see its States story).
        </p>
      }
    >
      {groupsOf(kitTokenGroups, '--shadow-').map((group) => (
        <TokenGroupSection key={group.title} group={group}>
          <ul className="grid grid-cols-1 gap-10 bg-muted p-10 sm:grid-cols-3">
            {group.tokens.map((token) => (
              <li key={token.name} className="flex flex-col gap-2 rounded-card bg-surface p-6" style={{ boxShadow: `var(${token.name})` }}>
                <TokenName name={token.name} />
                <code className="font-mono text-sm text-muted-foreground">{utilityOf(token.name)}</code>
                <TokenValue name={token.name} />
              </li>
            ))}
          </ul>
        </TokenGroupSection>
      ))}
    </FoundationPage>
  );
}

const meta = {
  title: 'Foundations/Shadows',
  component: ShadowFoundations,
  tags: ['!autodocs'],
  parameters: { fullPageScreenshot: true },
} satisfies Meta<typeof ShadowFoundations>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Shadows: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/missing from this build/)).toBeNull();
    await expect(canvas.getByText('--shadow-card-hover')).toBeVisible();
  },
};
