import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StateGrid } from '../../stories/state-grid';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from './accordion';

const faq = [
  { q: 'How is the final price set?', a: 'Final scope and price are set after a first consultation call.' },
  { q: 'Do you work with crypto companies?', a: 'Yes: crypto accounting and taxes is one of our six services.' },
  { q: 'Can you close a company too?', a: 'Yes, incorporation and closure are one service.' },
];

const meta = {
  title: 'Disclosure/Accordion',
  component: Accordion,
  render: (args) => (
    <Accordion {...args} className="max-w-2xl">
      {faq.map((item, index) => (
        <AccordionItem key={item.q} value={`q${index}`}>
          <AccordionTrigger>{item.q}</AccordionTrigger>
          <AccordionContent>{item.a}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  ),
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const OneOpen: Story = { args: { defaultValue: ['q1'] } };

export const OpenIndependently: Story = {
  play: async ({ canvas, userEvent }) => {
    const first = canvas.getByRole('button', { name: faq[0]!.q });
    const second = canvas.getByRole('button', { name: faq[1]!.q });
    await userEvent.click(first);
    await userEvent.click(second);
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
  },
};

export const LongText: Story = {
  args: { defaultValue: ['q0'] },
  render: (args) => (
    <Accordion {...args} className="max-w-md">
      <AccordionItem value="q0">
        <AccordionTrigger>What happens if my company misses the annual franchise tax and report deadline in Delaware?</AccordionTrigger>
        <AccordionContent>
          Delaware charges a penalty and interest on the unpaid tax, and after enough missed years the state may void the company's charter.
          We file before the deadline and remind you of every payment in advance, so it does not happen.
        </AccordionContent>
      </AccordionItem>
    </Accordion>
  ),
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

/** A closed and an open question's trigger in every state. */
export const States: Story = {
  render: () => (
    <StateGrid
      caption="Accordion: trigger by state"
      rows={[false, true].map((open) => ({
        label: open ? 'open' : 'closed',
        render: (state) => (
          <Accordion defaultValue={open ? ['q'] : []} className="w-56">
            <AccordionItem value="q" disabled={state === 'disabled'}>
              {/* Each open item is a region named by its trigger, and axe wants every region's name unique. */}
              <AccordionTrigger>Price, {state}</AccordionTrigger>
              <AccordionContent>After a first call.</AccordionContent>
            </AccordionItem>
          </Accordion>
        ),
      }))}
    />
  ),
};
