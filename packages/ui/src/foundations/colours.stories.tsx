import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge } from '../components/badge/badge';
import { contrastRatio, formatRatio, minimumContrast } from './contrast';
import { type ContrastPair, contrastPairs } from './contrast-pairs';
import { computedToken, groupsOf } from './design-tokens';
import { FoundationPage, FoundationSection, kitTokenGroups, TokenGroupSection, TokenName, TokenValue } from './foundation-page';

const useLabels: Record<ContrastPair['use'], string> = { text: 'text', 'large-text': 'large text', 'non-text': 'border, ring or icon' };

function Swatch({ name, note }: { name: string; note: string }) {
  return (
    <li className="flex flex-col overflow-hidden rounded-card border border-border bg-surface">
      <div aria-hidden="true" className="h-20 border-b border-border" style={{ background: `var(${name})` }} />
      <div className="flex flex-col gap-1 p-3">
        <TokenName name={name} />
        <TokenValue name={name} />
        {note && <p className="text-sm text-muted-foreground">{note}</p>}
      </div>
    </li>
  );
}

function Sample({ pair }: { pair: ContrastPair }) {
  const colours = { color: `var(${pair.foreground})`, background: `var(${pair.background})` };
  if (pair.use === 'non-text') {
    return (
      <span
        aria-hidden="true"
        className="inline-flex h-10 w-16 items-center justify-center rounded-control border border-border"
        style={{ background: colours.background }}
      >
        <span className="block size-6 rounded-sm border-2" style={{ borderColor: colours.color }} />
      </span>
    );
  }
  return (
    <span
      className="inline-flex h-10 items-center rounded-control border border-border px-3 font-semibold whitespace-nowrap"
      style={colours}
    >
      Aa Sample
    </span>
  );
}

function ContrastRow({ pair }: { pair: ContrastPair }) {
  const ratio = contrastRatio(computedToken(pair.foreground), computedToken(pair.background));
  const minimum = minimumContrast[pair.use];
  const passes = ratio >= minimum;
  return (
    <tr className="border-t border-border align-middle">
      <td className="py-3 pr-4">
        <Sample pair={pair} />
      </td>
      <th scope="row" className="py-3 pr-4 text-left font-normal">
        <span className="block">
          <TokenName name={pair.foreground} />
        </span>
        <span className="block">
          <span className="text-sm text-muted-foreground">on</span> <TokenName name={pair.background} />
        </span>
      </th>
      <td className="py-3 pr-4 font-mono text-base font-semibold text-navy-900">{formatRatio(ratio)}</td>
      <td className="py-3 pr-4 text-sm text-muted-foreground">
        {formatRatio(minimum)} for {useLabels[pair.use]}
      </td>
      <td className="py-3 pr-4">{passes ? <Badge variant="success">Passes AA</Badge> : <Badge variant="destructive">Below AA</Badge>}</td>
      <td className="py-3 text-sm text-muted-foreground">{pair.where}</td>
    </tr>
  );
}

function ColourFoundations() {
  return (
    <FoundationPage
      title="Colours"
      intro={
        <p>
          Every colour token of <code>packages/ui/src/styles/tokens.css</code>, as this page&apos;s CSS holds it. Use them through Tailwind:{' '}
          <code>bg-primary</code>, <code>text-navy-900</code>, <code>border-input</code>.
        </p>
      }
    >
      {groupsOf(kitTokenGroups, '--color-').map((group) => (
        <TokenGroupSection key={group.title} group={group}>
          <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
            {group.tokens.map((token) => (
              <Swatch key={token.name} name={token.name} note={token.note} />
            ))}
          </ul>
        </TokenGroupSection>
      ))}
      <FoundationSection
        title="Contrast on the surfaces they are used on"
        description="WCAG 2.2 contrast ratios, computed on this page from the values above. AA asks 4.5:1 for text, 3:1 for large text and for borders, focus rings and icons. The pairs are listed in packages/ui/src/foundations/contrast-pairs.ts; a unit test fails when one falls below AA."
      >
        <div className="overflow-x-auto">
          <table className="w-full min-w-3xl border-collapse text-left">
            <caption className="sr-only">Contrast ratio of each colour pair the kit uses</caption>
            <thead>
              <tr className="text-sm text-muted-foreground">
                <th scope="col" className="pr-4 pb-2 font-medium">
                  Sample
                </th>
                <th scope="col" className="pr-4 pb-2 font-medium">
                  Colour on surface
                </th>
                <th scope="col" className="pr-4 pb-2 font-medium">
                  Ratio
                </th>
                <th scope="col" className="pr-4 pb-2 font-medium">
                  AA needs
                </th>
                <th scope="col" className="pr-4 pb-2 font-medium">
                  Result
                </th>
                <th scope="col" className="pb-2 font-medium">
                  Where
                </th>
              </tr>
            </thead>
            <tbody>
              {contrastPairs.map((pair) => (
                <ContrastRow key={`${pair.foreground} ${pair.background}`} pair={pair} />
              ))}
            </tbody>
          </table>
        </div>
      </FoundationSection>
    </FoundationPage>
  );
}

const meta = {
  title: 'Foundations/Colours',
  component: ColourFoundations,
  tags: ['!autodocs'],
  parameters: { fullPageScreenshot: true },
} satisfies Meta<typeof ColourFoundations>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Colours: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/missing from this build/)).toBeNull();
    await expect(canvas.getAllByText('Passes AA')).toHaveLength(contrastPairs.length);
    await expect(canvas.getByRole('rowheader', { name: /^--color-white\s*on\s*--color-navy-900$/ })).toBeVisible();
  },
};
