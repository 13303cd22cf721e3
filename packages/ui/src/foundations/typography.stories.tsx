import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect } from 'storybook/test';
import tailwindThemeCss from 'tailwindcss/theme.css?raw';
import { computedToken, type DesignToken, groupsOf, parseThemeTokens } from './design-tokens';
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

const sampleText = 'Start & Stay Compliant in USA';

/** `--text-display` with its `--text-display--line-height` and `--text-display--letter-spacing`. */
function typeSteps(tokens: DesignToken[]) {
  return tokens.filter((token) => !token.name.includes('--', 2)).map((token) => token.name);
}

/** Tailwind's own steps (text-sm, text-lg...) that this build's CSS holds: the ones some file of the repository uses. */
const tailwindStepsInUse = () =>
  typeSteps(groupsOf(parseThemeTokens(tailwindThemeCss), '--text-').flatMap((group) => group.tokens)).filter(
    (name) => computedToken(name) !== '',
  );

/** One step: its tokens as the CSS holds them, and the line height the browser resolves for them. */
function TypeStepRow({ name }: { name: string }) {
  const sample = React.useRef<HTMLSpanElement>(null);
  const [lineHeightPx, setLineHeightPx] = React.useState<string | null>(null);
  React.useLayoutEffect(() => {
    if (sample.current) setLineHeightPx(getComputedStyle(sample.current).lineHeight);
  }, []);
  const pixels = lengthInPixels(computedToken(name));
  const lineHeight = `${name}--line-height`;
  const tracking = `${name}--letter-spacing`;
  return (
    <tr className="border-t border-border align-baseline">
      <th scope="row" className="py-4 pr-4 text-left font-normal whitespace-nowrap">
        <TokenName name={name} />
        <p className="font-mono text-sm text-muted-foreground">{utilityOf(name)}</p>
      </th>
      <td className="py-4 pr-4 whitespace-nowrap">
        <TokenValue name={name} />
        {pixels !== null && <p className="text-sm text-muted-foreground">{pixels}px</p>}
      </td>
      <td className="py-4 pr-4 whitespace-nowrap">
        {computedToken(lineHeight) ? (
          <TokenValue name={lineHeight} />
        ) : (
          <span className="text-sm text-muted-foreground">Tailwind default</span>
        )}
        {lineHeightPx && <p className="text-sm text-muted-foreground">{lineHeightPx}</p>}
      </td>
      <td className="py-4 pr-4 whitespace-nowrap">
        {computedToken(tracking) ? <TokenValue name={tracking} /> : <span className="text-sm text-muted-foreground">none</span>}
      </td>
      <td className="py-4 font-semibold text-navy-900">
        <span
          ref={sample}
          className="block"
          style={{ fontSize: `var(${name})`, lineHeight: `var(${lineHeight}, normal)`, letterSpacing: `var(${tracking}, normal)` }}
        >
          {sampleText}
        </span>
      </td>
    </tr>
  );
}

function TypeScaleTable({ steps, caption }: { steps: string[]; caption: string }) {
  return (
    <table className="w-full border-collapse text-left">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="text-sm text-muted-foreground">
          <th scope="col" className="pr-4 pb-2 font-medium">
            Token
          </th>
          <th scope="col" className="pr-4 pb-2 font-medium">
            Size
          </th>
          <th scope="col" className="pr-4 pb-2 font-medium">
            Line height
          </th>
          <th scope="col" className="pr-4 pb-2 font-medium">
            Tracking
          </th>
          <th scope="col" className="pb-2 font-medium">
            Sample
          </th>
        </tr>
      </thead>
      <tbody>
        {steps.map((name) => (
          <TypeStepRow key={name} name={name} />
        ))}
      </tbody>
    </table>
  );
}

function TypographyFoundations() {
  const [typeface] = groupsOf(kitTokenGroups, '--font-');
  const [scale] = groupsOf(kitTokenGroups, '--text-');
  return (
    <FoundationPage
      title="Type scale"
      intro={
        <p>
          The typeface and the kit&apos;s own type tokens from <code>tokens.css</code>, then the steps of Tailwind&apos;s default scale that
          the kit uses. Titles set <code>font-bold</code>, card titles and buttons <code>font-semibold</code>, body text the default weight.
        </p>
      }
    >
      {typeface && (
        <TokenGroupSection group={typeface}>
          {typeface.tokens.map((token) => (
            <div key={token.name} className="flex flex-col gap-2 rounded-card border border-border p-6">
              <TokenName name={token.name} />
              <TokenValue name={token.name} />
              <p className="text-3xl text-navy-900" style={{ fontFamily: `var(${token.name})` }}>
                Aa Bb Cc 0123456789 &amp; $ % — Incorporation, tax filing and crypto accounting
              </p>
            </div>
          ))}
        </TokenGroupSection>
      )}
      {scale && (
        <TokenGroupSection group={scale}>
          <TypeScaleTable steps={typeSteps(scale.tokens)} caption="The kit's type tokens" />
        </TokenGroupSection>
      )}
      <FoundationSection
        title="Tailwind's steps in use"
        description="Body copy, labels and smaller headings use Tailwind's default scale. These are the steps the site's code uses: Tailwind finds them in the kit, the apps and these pages, and only those reach this Storybook's CSS."
      >
        <TypeScaleTable steps={tailwindStepsInUse()} caption="Tailwind's default type steps the kit uses" />
      </FoundationSection>
    </FoundationPage>
  );
}

const meta = {
  title: 'Foundations/Type scale',
  component: TypographyFoundations,
  tags: ['!autodocs'],
  parameters: { fullPageScreenshot: true },
} satisfies Meta<typeof TypographyFoundations>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TypeScale: Story = {
  name: 'Type scale',
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/missing from this build/)).toBeNull();
    await expect(canvas.getByRole('rowheader', { name: /--text-display/ })).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: /--text-sm/ })).toBeVisible();
  },
};
